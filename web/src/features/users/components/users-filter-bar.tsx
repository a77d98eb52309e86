import { Flex } from '@chakra-ui/react';
import type { NamedItem } from '#shared/api-types.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { SearchBox } from '#web/components/form/search-box.tsx';
import { StatusFilter } from '#web/components/people/status-filter.tsx';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';
import type { FilterDraft } from '#web/lib/use-url-filters.ts';
import type { UserFilters } from '../utils/list-search-params.ts';
import { SeatCounter } from './seat-counter.tsx';

interface UsersFilterBarProps {
  draft: FilterDraft<UserFilters>;
  onChange: (change: Partial<FilterDraft<UserFilters>>) => void;
  /** The business's roles (from the list answer). */
  roles: readonly NamedItem[];
  /** Seats taken and the limit; unknown while the first page loads. */
  seats: { current: number; limit: number } | undefined;
}

/** Name or e-mail search, role filter, active or deactivated, and the seat counter. */
export function UsersFilterBar({ draft, onChange, roles, seats }: UsersFilterBarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <Flex flex="1 1 16rem" maxW={{ md: '22rem' }}>
        <SearchBox label={USER_MESSAGES.search} value={draft.name} onChange={(name) => onChange({ name })} />
      </Flex>
      <Flex flex="0 1 16rem" bg="bg" rounded="l2">
        <FilterSelect
          label={USER_MESSAGES.roleFilter}
          placeholder={USER_MESSAGES.allRoles}
          options={roles}
          value={draft.roleId}
          onChange={(roleId) => onChange({ roleId })}
        />
      </Flex>
      <Flex flex="0 1 11rem" bg="bg" rounded="l2">
        <StatusFilter value={draft.status} onChange={(status) => onChange({ status })} />
      </Flex>
      {seats && seats.limit > 0 && <SeatCounter current={seats.current} limit={seats.limit} />}
    </Flex>
  );
}

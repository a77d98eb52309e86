import { Button, Flex, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import type { NamedItem } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { SearchBox } from '#web/components/form/search-box.tsx';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';
import type { FilterDraft } from '../hooks/use-dashboard-list-params.ts';

interface DashboardFiltersProps {
  draft: FilterDraft;
  onChange: (change: Partial<FilterDraft>) => void;
  /** The caller's own access levels (from the list answer). */
  roles: readonly NamedItem[];
  /** `pagination.total_count`; unknown while the first page loads. */
  totalCount: number | undefined;
}

/** Name search, own-role filter, favourites-only toggle and the result count. */
export function DashboardFilters({ draft, onChange, roles, totalCount }: DashboardFiltersProps) {
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <Flex flex="1 1 16rem" maxW={{ md: '22rem' }}>
        <SearchBox label={MESSAGES.dashboards.nameFilter} value={draft.name} onChange={(name) => onChange({ name })} />
      </Flex>
      <Flex flex="0 1 16rem" bg="bg" rounded="l2">
        <FilterSelect
          label={MESSAGES.dashboards.roleFilter}
          placeholder={MESSAGES.dashboards.roleFilterPlaceholder}
          options={roles}
          value={draft.roleId}
          onChange={(roleId) => onChange({ roleId })}
        />
      </Flex>
      <Button
        variant={draft.favouritesOnly ? 'solid' : 'outline'}
        colorPalette="brand"
        bg={draft.favouritesOnly ? undefined : 'bg'}
        aria-pressed={draft.favouritesOnly}
        onClick={() => onChange({ favouritesOnly: !draft.favouritesOnly })}
      >
        <Star aria-hidden fill={draft.favouritesOnly ? 'currentColor' : 'none'} />
        {MESSAGES.dashboards.favouritesOnly}
      </Button>
      {/* A line of its own on a phone, kept while the count is unknown: the list below does not move when it arrives. */}
      <Text ms={{ md: 'auto' }} w={{ base: 'full', md: 'auto' }} aria-live="polite" fontSize="sm" minH="1lh">
        {totalCount !== undefined && MESSAGES.dashboards.count(totalCount)}
      </Text>
    </Flex>
  );
}

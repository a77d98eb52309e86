import { USER_MESSAGES } from '#shared/team-messages.ts';
import { FilterSelect } from '../ui/filter-select.tsx';
import type { UserStatus } from './people-routes.ts';

const INACTIVE = [{ id: 'inactive', name: USER_MESSAGES.statuses.inactive }];

/** "Situação": the active people (the first option, the default) or the deactivated ones. */
export function StatusFilter({ value, onChange }: { value: UserStatus; onChange: (status: UserStatus) => void }) {
  return (
    <FilterSelect
      label={USER_MESSAGES.statusFilter}
      placeholder={USER_MESSAGES.statuses.active}
      options={INACTIVE}
      value={value === 'inactive' ? 'inactive' : ''}
      onChange={(chosen) => onChange(chosen === 'inactive' ? 'inactive' : 'active')}
    />
  );
}

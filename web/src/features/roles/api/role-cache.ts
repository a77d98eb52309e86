import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { RoleListResponse } from '#shared/api-types.ts';
import { roleEditKey, rolesKey } from './role-keys.ts';

/**
 * After a write: the list is revalidated (at once when shown, else on its next mount) and the written
 * access level's form data is dropped, fetched again on its next visit. A deleted access level leaves
 * the cached list at once, before the refetch answers.
 */
export function useRolesChanged() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (change: { id?: string; deleted?: boolean }) => {
      const { id, deleted } = change;
      const dropDeleted = (list?: RoleListResponse) => (list && deleted ? { roles: list.roles.filter((role) => role.id !== id) } : list);
      void mutate<RoleListResponse>(rolesKey, dropDeleted, { revalidate: true });
      if (id) void mutate(roleEditKey(id), undefined, { revalidate: false });
    },
    [mutate],
  );
}

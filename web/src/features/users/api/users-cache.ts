import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { UserListResponse } from '#shared/api-types.ts';
import { isUsersKey, userEditKey, userNewKey } from './user-keys.ts';

/**
 * After a write: every cached page of the list is revalidated (mounted pages at once, the others on
 * their next mount), the invitation form's data too (the seats taken changed), and the changed
 * collaborator's form data is dropped. A deactivated collaborator leaves the cached pages at once.
 */
export function useUsersChanged() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (change: { id?: string; deactivated?: boolean }) => {
      const { id, deactivated } = change;
      const dropDeactivated = (list?: UserListResponse) =>
        list && deactivated ? { ...list, users: list.users.filter((user) => user.id !== id) } : list;
      void mutate<UserListResponse>(isUsersKey, dropDeactivated, { revalidate: true });
      void mutate(userNewKey(), undefined, { revalidate: false });
      if (id) void mutate(userEditKey(id), undefined, { revalidate: false });
    },
    [mutate],
  );
}

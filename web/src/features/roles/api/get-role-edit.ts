import useSWR from 'swr';
import type { RoleEditResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { roleEditKey } from './role-keys.ts';

/** `GET /roles/{id}/edit`: the access level (with its members' and dashboards' names) and the form's options. */
export const getRoleEdit = (id: string): Promise<RoleEditResponse> => apiRequest('editRole', { params: { id } });

export { roleEditKey } from './role-keys.ts';

/** The access level being edited; a failure is an answer (404), never retried behind the user's back. */
export function useRoleEdit(id: string | undefined) {
  return useSWR(id ? roleEditKey(id) : null, () => getRoleEdit(id!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

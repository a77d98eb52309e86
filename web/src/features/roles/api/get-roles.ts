import useSWR from 'swr';
import type { RoleListResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { rolesKey } from './role-keys.ts';

/** `GET /roles`: every access level of the caller's business, with its counts. */
export const getRoles = (): Promise<RoleListResponse> => apiRequest('listRoles');

export { rolesKey } from './role-keys.ts';

/** The access levels of the business. */
export function useRoles() {
  return useSWR(rolesKey, getRoles, {
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting roles', error),
  });
}

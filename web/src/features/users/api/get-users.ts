import useSWR from 'swr';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { usersKey, type UserFilters } from './user-keys.ts';

export type UserListData = ResponseOf<'listUsers'>;
export type UserListEntry = UserListData['users'][number];

/** `GET /users?page&name&role_id`: `name` matches the name or the e-mail. */
export const getUsers = (filters: UserFilters): Promise<UserListData> =>
  apiRequest('listUsers', { query: { page: filters.page, name: filters.name.trim(), role_id: filters.roleId } });

export { usersKey, type UserFilters } from './user-keys.ts';

/** One page of the business's collaborators; the previous page stays on screen while the next one loads. */
export function useUsers(filters: UserFilters) {
  return useSWR(usersKey(filters), () => getUsers(filters), {
    keepPreviousData: true,
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting users', error),
  });
}

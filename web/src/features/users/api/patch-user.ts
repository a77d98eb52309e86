import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import { useUsersChanged } from './users-cache.ts';

/** What an administrator changes of a collaborator: roles and the administrator flag. */
export type UserAccessInput = RequestOf<'updateUser'>['body']['user'];

/** `PATCH /users/{id}`. */
export const patchUser = (id: string, user: UserAccessInput): Promise<ResponseOf<'updateUser'>> =>
  apiRequest('updateUser', { params: { id }, body: { user } });

/** Changes a collaborator's access and refreshes the cached list and their form data. */
export function usePatchUser() {
  const changed = useUsersChanged();
  return useCallback(
    async (id: string, user: UserAccessInput) => {
      const answer = await patchUser(id, user);
      changed({ id });
      return answer;
    },
    [changed],
  );
}

import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import { useUsersChanged } from './users-cache.ts';

/** The invitation: names, e-mail, roles and the administrator flag. */
export type UserInviteInput = RequestOf<'createUser'>['body']['user'];

/** `POST /users`: answers the new collaborator's id. */
export const postUser = (user: UserInviteInput): Promise<ResponseOf<'createUser'>> => apiRequest('createUser', { body: { user } });

/** Invites a collaborator and refreshes the cached list. */
export function usePostUser() {
  const changed = useUsersChanged();
  return useCallback(
    async (user: UserInviteInput) => {
      const answer = await postUser(user);
      changed({ id: answer.user.id });
      return answer;
    },
    [changed],
  );
}

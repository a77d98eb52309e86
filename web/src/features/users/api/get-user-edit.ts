import useSWR from 'swr';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { userEditKey } from './user-keys.ts';

/** The collaborator as the form edits it: names and e-mail (shown only), roles and the administrator flag. */
export type UserEditData = ResponseOf<'editUser'>['user'];

/** `GET /users/{id}/edit`: the collaborator and the roles to choose from, in one answer. */
export const getUserEdit = (id: string): Promise<ResponseOf<'editUser'>> => apiRequest('editUser', { params: { id } });

/** The collaborator being edited; a failure is an answer (404), never retried behind the user's back. */
export function useUserEdit(id: string | undefined) {
  return useSWR(id ? userEditKey(id) : null, () => getUserEdit(id!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

import useSWR from 'swr';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { userNewKey } from './user-keys.ts';

/** A role the form offers, with the dashboards it allows (by name). */
export type UserFormRole = ResponseOf<'newUser'>['roles'][number];

/** `GET /users/new`: the roles to choose from and whether the user limit is reached. */
export const getUserNew = (): Promise<ResponseOf<'newUser'>> => apiRequest('newUser');

/** The invitation form's data, read once per visit. */
export function useUserNew(enabled: boolean) {
  return useSWR(enabled ? userNewKey() : null, getUserNew, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting the user form', error),
  });
}

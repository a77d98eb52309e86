import useSWR from 'swr';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';

/** The account form's data: first and last name, and the e-mail (read-only). */
export type AccountData = ResponseOf<'editAccount'>['user'];

/** `GET /accounts/edit`. */
export const getAccount = (): Promise<ResponseOf<'editAccount'>> => apiRequest('editAccount');

export const accountKey = () => ['editAccount'] as const;

/** The caller's account, read once per visit of the form. */
export function useAccount() {
  return useSWR(accountKey(), getAccount, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // The spec: a failed data fetch is only logged.
    onError: () => console.error('Error in getting the account'),
  });
}

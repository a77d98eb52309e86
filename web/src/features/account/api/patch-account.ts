import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import { userDataKey } from '#web/lib/user-data/current-user.tsx';
import { accountKey } from './get-account.ts';

export type AccountInput = RequestOf<'updateAccount'>['body']['user'];

/** `PATCH /accounts`: names, and a new password with the current one and its confirmation. */
export const patchAccount = (user: AccountInput): Promise<ResponseOf<'updateAccount'>> => apiRequest('updateAccount', { body: { user } });

/** Saves the account, then reloads the user data (the shell's name) and the form's data. */
export function usePatchAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (user: AccountInput) => {
      const answer = await patchAccount(user);
      await Promise.all([mutate(userDataKey()), mutate(accountKey())]);
      return answer;
    },
    [mutate],
  );
}

import useSWR from 'swr';
import type { UserDataResponse } from '#shared/api-types.ts';
import { apiRequest } from '../api-client.ts';
import { userDataKey } from './current-user.tsx';

export const getUserData = (): Promise<UserDataResponse> => apiRequest('userData');

export { userDataKey } from './current-user.tsx';

/** The signed-in user's access, policies, theme and logo; loaded once per session. */
export function useUserData() {
  return useSWR(userDataKey(), getUserData, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    // The spec: a failed user-data fetch is only logged; the user sees nothing.
    onError: () => console.error('Error in getting userData'),
  });
}

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { SessionResponse } from '#shared/api-types.ts';
import { isPublicDataKey } from './public-data-key.ts';
import { logout, startSession } from './session.ts';

/**
 * Sign-in and sign-out that also empty the SWR cache, so no data of the previous user can flash (data
 * anyone may read stays: see `publicDataKey`).
 * The cache is emptied before a new session starts: emptying it afterwards would discard the first
 * requests of the new session (SWR ignores answers to requests older than a mutation).
 */
export function useSessionActions() {
  const { mutate } = useSWRConfig();
  const clearCache = useCallback(() => mutate((key) => !isPublicDataKey(key), undefined, { revalidate: false }), [mutate]);

  const signIn = useCallback(
    async (session: SessionResponse) => {
      await clearCache();
      startSession(session);
    },
    [clearCache],
  );

  const signOut = useCallback(async () => {
    await logout();
    await clearCache();
  }, [clearCache]);

  return { signIn, signOut };
}

import { useCallback } from 'react';
import type { SessionResponse } from '#shared/api-types.ts';
import { useRouteCache } from '../data/route-hooks.ts';
import { endSessionAfterPasswordChange, logout, startSession } from './session.ts';
import { forgetSessionAnswers } from './session-reads.ts';

/**
 * Sign-in and sign-out that also empty the cache of answers, so no data of the previous user can flash
 * (data anyone may read stays: see `session-reads.ts`).
 * The cache is emptied before a new session starts: emptying it afterwards would discard the first
 * requests of the new session (SWR ignores answers to requests older than a mutation).
 */
export function useSessionActions() {
  const cache = useRouteCache();

  const signIn = useCallback(
    async (session: SessionResponse) => {
      await forgetSessionAnswers(cache);
      startSession(session);
    },
    [cache],
  );

  const signOut = useCallback(async () => {
    await logout();
    await forgetSessionAnswers(cache);
  }, [cache]);

  /** After a new password: the server already ended the session, so there is no logout to ask for. */
  const signOutAfterPasswordChange = useCallback(async () => {
    endSessionAfterPasswordChange();
    await forgetSessionAnswers(cache);
  }, [cache]);

  return { signIn, signOut, signOutAfterPasswordChange };
}

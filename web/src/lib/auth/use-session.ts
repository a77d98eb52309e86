import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session-store.ts';

/** The current session, re-rendering on sign-in, sign-out and token refresh. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

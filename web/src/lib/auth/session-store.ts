import type { SessionResponse } from '#shared/api-types.ts';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';
/**
 * Why there is no session: never had one this visit, the user left, the server stopped accepting it, or
 * a new password ended every session of the user.
 */
export type SignOutReason = 'initial' | 'logout' | 'expired' | 'passwordChanged';

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number | null;
  signOutReason: SignOutReason | null;
  /** Bumped on every sign-in and sign-out (not on a silent refresh): one value per user session. */
  epoch: number;
}

// The access token lives here, in memory only: never in localStorage, sessionStorage or a cookie.
const INITIAL: SessionState = { status: 'unknown', accessToken: null, expiresAt: null, signOutReason: null, epoch: 0 };

let state: SessionState = INITIAL;
const listeners = new Set<() => void>();

function update(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getState: (): SessionState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** A new session or a refreshed token; the epoch changes only when there was no session before. */
  setSession(session: SessionResponse): void {
    update({
      status: 'signedIn',
      accessToken: session.accessToken,
      expiresAt: Date.now() + session.expiresIn * 1000,
      signOutReason: null,
      epoch: state.status === 'signedIn' ? state.epoch : state.epoch + 1,
    });
  },

  clear(reason: SignOutReason): void {
    update({
      status: 'signedOut',
      accessToken: null,
      expiresAt: null,
      signOutReason: reason,
      epoch: state.status === 'signedOut' ? state.epoch : state.epoch + 1,
    });
  },

  /** Back to "not known yet" (tests, and a fresh start). */
  reset(): void {
    update(INITIAL);
  },
};

/** The header that sends the access token held here; none without one. */
export function authorizationHeader(): Record<string, string> {
  return state.accessToken ? { Authorization: `Bearer ${state.accessToken}` } : {};
}

/** Runs `run` once the session is known to be signed in (at once if it is); never if it turns out signed out. */
export function whenSignedIn(run: () => void): void {
  if (state.status === 'signedIn') return run();
  if (state.status === 'signedOut') return;
  const stop = sessionStore.subscribe(() => {
    if (state.status === 'unknown') return;
    stop();
    if (state.status === 'signedIn') run();
  });
}

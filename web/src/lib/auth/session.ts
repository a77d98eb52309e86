import type { SessionResponse } from '#shared/api-types.ts';
import { AUTH } from '#shared/constants.ts';
import { getLogout, postRefresh } from './auth-api.ts';
import { sessionStore } from './session-store.ts';

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inFlightRefresh: Promise<boolean> | undefined;

/** Starts (or extends) the session and schedules the next silent refresh before the token expires. */
export function startSession(session: SessionResponse): void {
  sessionStore.setSession(session);
  scheduleRefresh(session.expiresIn);
}

/**
 * Asks for a new access token with the refresh cookie. Concurrent callers (several requests that got a
 * 401 at once) share one request. Resolves false when the server no longer accepts the cookie.
 */
export function refreshSession(): Promise<boolean> {
  inFlightRefresh ??= postRefresh()
    .then((session) => {
      startSession(session);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      inFlightRefresh = undefined;
    });
  return inFlightRefresh;
}

/** The server's readable mark that this browser holds a refresh cookie (the cookie itself is httpOnly). */
const mayHaveSession = (): boolean => document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${AUTH.sessionHintCookie}=`));

/**
 * At app start: a valid refresh cookie means the user is still signed in (a reload keeps the session).
 * Without the server's hint there is none to refresh: no request, so no 401 for a signed-out visit.
 */
export async function bootstrapSession(): Promise<void> {
  if (!mayHaveSession() || !(await refreshSession())) sessionStore.clear('initial');
}

/** The server stopped accepting the session: the guard sends the user to login, saying why. */
export function expireSession(): void {
  cancelRefresh();
  sessionStore.clear('expired');
}

/** A new password ended every session on the server (its answer cleared the cookies): only this one is left. */
export function endSessionAfterPasswordChange(): void {
  cancelRefresh();
  sessionStore.clear('passwordChanged');
}

/**
 * Ends the session on the server (the access token held here and the refresh cookie) and here. An error
 * answer (a session the server no longer knew: 401) or a failed call still signs out locally, so the
 * user always lands on the login page.
 */
export async function logout(): Promise<void> {
  cancelRefresh();
  try {
    await getLogout();
  } catch (error) {
    console.error('Error in logging out', error);
  }
  sessionStore.clear('logout');
}

function scheduleRefresh(expiresInSeconds: number): void {
  cancelRefresh();
  const delayMs = Math.max(0, expiresInSeconds - AUTH.refreshBeforeExpirySeconds) * 1000;
  refreshTimer = setTimeout(() => {
    void refreshSession().then((ok) => {
      if (!ok) expireSession();
    });
  }, delayMs);
}

/** Drops the scheduled silent refresh (a sign-out does; the tests too, so no session outlives its test). */
export function cancelRefresh(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

// When the session a refresh cookie belongs to was opened, so the portal's own fence reaches refresh
// tokens too: Cognito's refresh tokens are opaque and a refresh stamps new times on every token, so the
// sign-in's instant travels in an httpOnly cookie beside them, bound to the user by an HMAC. A refresh of
// a session opened before the profile's `sessionsValidAfter` (a password change, a reset) is refused
// even where Cognito's global sign-out did not happen.
import { API_PREFIX, AUTH } from '#shared/constants.ts';
import { readCookie } from '#functions/lib/refresh-cookie.ts';
import { cookieAttributes, isProofOf, proofOf } from './signed-cookie.ts';

const COOKIE = 'portal_session_start';
/** Read by the refresh alone. */
const PATH = `${API_PREFIX}/auth`;
const MAX_AGE_SECONDS = AUTH.refreshTokenDays * 24 * 60 * 60;

const signed = (sub: string, startedAtMs: number) => `session-start\n${sub}\n${startedAtMs}`;

/** The cookie of a session of `sub` opened at `startedAtMs` (epoch milliseconds). */
export function sessionStartCookie(sub: string, startedAtMs: number, host: string | undefined): string {
  const value = `${startedAtMs}.${proofOf(signed(sub, startedAtMs)).toString('base64url')}`;
  return `${COOKIE}=${value}; ${cookieAttributes(PATH, host, MAX_AGE_SECONDS)}`;
}

export function clearedSessionStartCookie(host: string | undefined): string {
  return `${COOKIE}=; ${cookieAttributes(PATH, host, 0)}`;
}

/** When the request's session of `sub` was opened, if its cookie proves it; undefined for none, another user's or a forged one. */
export function sessionStartOf(cookies: string[] | undefined, cookieHeader: string | undefined, sub: string): number | undefined {
  const [start, proof] = (readCookie(COOKIE, cookies, cookieHeader) ?? '').split('.');
  const startedAtMs = Number(start);
  if (!proof || !/^\d+$/.test(start ?? '') || !Number.isSafeInteger(startedAtMs)) return undefined;
  return isProofOf(proof, signed(sub, startedAtMs)) ? startedAtMs : undefined;
}

// Binds the first-login new-password challenge to the browser that received it. Login answers the
// challenge with an httpOnly, SameSite=Strict cookie holding an HMAC of e-mail and session (key from
// PORTAL_AUTH_CHALLENGE_KEY); new-password goes on only when the cookie it came with is that HMAC, so
// a session (or an e-mail) from anywhere else is refused before Cognito is asked. Cognito binds its
// session to the user itself; the Cognito emulator does not, and this holds the same on both.
import { API_PREFIX } from '#shared/constants.ts';
import { readCookie } from '#functions/lib/refresh-cookie.ts';
import { cookieAttributes, isProofOf, proofOf } from './signed-cookie.ts';

const COOKIE = 'portal_challenge';
/** Sent only to the auth endpoints. */
const PATH = `${API_PREFIX}/auth`;
/** Cognito's challenge session lasts 3 minutes; the cookie a little longer, so Cognito says when it ended. */
const MAX_AGE_SECONDS = 5 * 60;

const signed = (email: string, session: string) => `${email.toLowerCase()}\n${session}`;
const attributes = (host: string | undefined, maxAge: number) => cookieAttributes(PATH, host, maxAge);

/** The cookie that login sets with a NEW_PASSWORD_REQUIRED answer. */
export function challengeCookie(email: string, session: string, host: string | undefined): string {
  return `${COOKIE}=${proofOf(signed(email, session)).toString('base64url')}; ${attributes(host, MAX_AGE_SECONDS)}`;
}

/** Clears it once the challenge is answered. */
export function clearedChallengeCookie(host: string | undefined): string {
  return `${COOKIE}=; ${attributes(host, 0)}`;
}

/** Whether the request carries the proof for this e-mail and session (compared in constant time). */
export function challengeMatches(cookies: string[] | undefined, cookieHeader: string | undefined, email: string, session: string): boolean {
  const sent = readCookie(COOKIE, cookies, cookieHeader);
  return sent !== undefined && isProofOf(sent, signed(email, session));
}

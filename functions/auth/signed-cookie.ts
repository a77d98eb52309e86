// What the auth Lambda's own httpOnly cookies share: an HMAC-SHA256 proof keyed by
// PORTAL_AUTH_CHALLENGE_KEY (generated per start locally, a Secrets Manager secret on AWS), compared in
// constant time, and their attributes (`Secure` everywhere but plain-http localhost).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUTH_CHALLENGE_KEY_VAR } from '#shared/constants.ts';
import { isLocalHost } from '#functions/lib/refresh-cookie.ts';

function key(): Buffer {
  const value = process.env[AUTH_CHALLENGE_KEY_VAR];
  if (!value) throw new Error(`${AUTH_CHALLENGE_KEY_VAR} is not set`);
  return Buffer.from(value, 'utf8');
}

/** The proof of `text` (each cookie signs a text of its own shape, so no proof passes for another's). */
export const proofOf = (text: string): Buffer => createHmac('sha256', key()).update(text, 'utf8').digest();

/** Whether `sent` (base64url) is the proof of `text`. */
export function isProofOf(sent: string, text: string): boolean {
  const expected = proofOf(text);
  const given = Buffer.from(sent, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const cookieAttributes = (path: string, host: string | undefined, maxAge: number) =>
  `HttpOnly; SameSite=Strict; Path=${path}; Max-Age=${maxAge}${isLocalHost(host) ? '' : '; Secure'}`;

// The refresh token lives only in an httpOnly, SameSite=Strict cookie on the portal's own origin.
import { AUTH } from '#shared/constants.ts';

export const isLocalHost = (host: string | undefined): boolean => {
  const name = (host ?? '').split(':')[0].toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
};

/** `Secure` everywhere except plain-http localhost, where browsers would drop the cookie. */
export function refreshCookie(token: string, host: string | undefined): string {
  const secure = isLocalHost(host) ? '' : '; Secure';
  const maxAge = AUTH.refreshTokenDays * 24 * 60 * 60;
  return `${AUTH.refreshCookie}=${token}; HttpOnly; SameSite=Strict; Path=${AUTH.cookiePath}; Max-Age=${maxAge}${secure}`;
}

export function clearedRefreshCookie(host: string | undefined): string {
  const secure = isLocalHost(host) ? '' : '; Secure';
  return `${AUTH.refreshCookie}=; HttpOnly; SameSite=Strict; Path=${AUTH.cookiePath}; Max-Age=0${secure}`;
}

/**
 * The cookies of an open session: the refresh token (httpOnly) and a readable hint that carries no
 * secret, so a page start asks for a session only where one may exist, instead of sending every
 * signed-out visitor a refresh bound to answer 401.
 */
export function sessionCookies(token: string, host: string | undefined): string[] {
  return [refreshCookie(token, host), sessionHint(host, AUTH.refreshTokenDays * 24 * 60 * 60)];
}

/** Both cookies of a session, cleared. */
export function clearedSessionCookies(host: string | undefined): string[] {
  return [clearedRefreshCookie(host), sessionHint(host, 0)];
}

function sessionHint(host: string | undefined, maxAge: number): string {
  const secure = isLocalHost(host) ? '' : '; Secure';
  return `${AUTH.sessionHintCookie}=${maxAge ? '1' : ''}; SameSite=Strict; Path=/; Max-Age=${maxAge}${secure}`;
}

/** Reads the refresh token from the event's cookies (HTTP API v2 gives them as an array). */
export function readRefreshToken(cookies: string[] | undefined, cookieHeader: string | undefined): string | undefined {
  return readCookie(AUTH.refreshCookie, cookies, cookieHeader);
}

/** Reads one cookie from the event's cookies or, where a caller passes it, the raw Cookie header. */
export function readCookie(cookieName: string, cookies: string[] | undefined, cookieHeader: string | undefined): string | undefined {
  const all = [...(cookies ?? []), ...(cookieHeader ? cookieHeader.split(';') : [])];
  for (const cookie of all) {
    const [name, ...rest] = cookie.trim().split('=');
    if (name === cookieName && rest.length) return rest.join('=') || undefined;
  }
  return undefined;
}

// The smoke test's own judgement of headers and cookies, on answers a real deploy could send
// (tests/integration/smoke.test.ts runs the whole walk against the local stack).
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '#infra/security-headers.ts';
import { CookieJar, securityHeaderProblems } from './smoke-steps.ts';

const portal = () => new Headers(securityHeaders(contentSecurityPolicy()));
const changed = (name: string, value: string | null) => {
  const headers = portal();
  if (value === null) headers.delete(name);
  else headers.set(name, value);
  return securityHeaderProblems(headers);
};

describe('the security headers check', () => {
  it("passes the portal's own headers, as CloudFront and the local gateway send them", () => {
    expect(securityHeaderProblems(portal())).toEqual([]);
  });

  it('fails a CSP that lets the portal be framed, and one that is missing', () => {
    expect(changed('content-security-policy', "default-src 'self'")).toEqual(["Content-Security-Policy without frame-ancestors 'none'"]);
    expect(changed('content-security-policy', "default-src 'self'; frame-ancestors 'self'")).toEqual([
      "Content-Security-Policy without frame-ancestors 'none'",
    ]);
    expect(changed('content-security-policy', null)).toEqual(['no Content-Security-Policy']);
  });

  it('fails HSTS without a max-age or with max-age=0 (which switches HSTS off), and a missing nosniff', () => {
    expect(changed('strict-transport-security', 'includeSubDomains')).toEqual(['no Strict-Transport-Security with a max-age']);
    expect(changed('strict-transport-security', 'max-age=0')).toEqual(['no Strict-Transport-Security with a max-age']);
    expect(changed('x-content-type-options', null)).toEqual(['no X-Content-Type-Options: nosniff']);
  });
});

describe('the cookie jar', () => {
  const answer = (...cookies: string[]) => {
    const headers = new Headers();
    cookies.forEach((cookie) => headers.append('set-cookie', cookie));
    return headers;
  };

  it('sends a cookie back only under its path, and forgets one the server clears', () => {
    const jar = new CookieJar();
    jar.store(answer('portal_refresh=abc; HttpOnly; Path=/api/v1; Max-Age=60', 'portal_signed_in=1; Path=/; Max-Age=60'));

    expect(jar.headerFor('/api/v1/logout')).toBe('portal_refresh=abc; portal_signed_in=1');
    expect(jar.headerFor('/api/v10')).toBe('portal_signed_in=1');
    expect(jar.headerFor('/config.json')).toBe('portal_signed_in=1');

    jar.store(answer('portal_refresh=; HttpOnly; Path=/api/v1; Max-Age=0', 'portal_signed_in=1; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'));
    expect(jar.headerFor('/api/v1/logout')).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cognitoOrigin, contentSecurityPolicy, securityHeaders } from '#infra/security-headers.ts';

describe('contentSecurityPolicy', () => {
  it('writes the portal policy: reports framed from any HTTPS origin, the portal framed by no one', () => {
    expect(contentSecurityPolicy({ connectSrc: [cognitoOrigin('sa-east-1')] })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "connect-src 'self' https://cognito-idp.sa-east-1.amazonaws.com; frame-src https:; frame-ancestors 'none'; " +
        "base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('takes other report and API origins (the local stack)', () => {
    const csp = contentSecurityPolicy({ connectSrc: ['http://localhost:9229'], frameSrc: ['http://localhost:*'] });

    expect(csp).toContain("connect-src 'self' http://localhost:9229;");
    expect(csp).toContain('frame-src http://localhost:*;');
  });
});

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, the referrer policy and the CSP, and no X-Frame-Options', () => {
    const headers = securityHeaders('default-src none');

    expect(headers).toEqual({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': 'default-src none',
    });
  });
});

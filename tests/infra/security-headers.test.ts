// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cognitoOrigin, contentSecurityPolicy, PERMISSIONS_POLICY, securityHeaders, uploadContentDisposition } from '#infra/security-headers.ts';

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
  it('sends HSTS, nosniff, the referrer policy, the CSP, the permissions policy and COOP, and no X-Frame-Options', () => {
    const headers = securityHeaders('default-src none');

    expect(headers).toEqual({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': 'default-src none',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('switches off the powerful features the portal never uses, and leaves fullscreen to the viewer', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) {
      expect(PERMISSIONS_POLICY.split(', ')).toContain(`${feature}=()`);
    }
    expect(PERMISSIONS_POLICY).not.toContain('fullscreen');
  });
});

describe('uploadContentDisposition', () => {
  it('shows the accepted picture types inline and offers anything else as a download', () => {
    expect(['image/png', 'image/jpeg', 'IMAGE/WEBP; x=y'].map(uploadContentDisposition)).toEqual(['inline', 'inline', 'inline']);
    expect(['text/html', 'image/svg+xml', 'application/octet-stream', '', undefined].map(uploadContentDisposition)).toEqual(
      Array(5).fill('attachment'),
    );
  });
});

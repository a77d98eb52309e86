import { describe, expect, it } from 'vitest';
import { businessPortalUrl, businessPortalUrlFromEnv } from './portal-url.ts';

describe('businessPortalUrl', () => {
  it('puts the subdomain in front of the host of the first portal origin, keeping scheme and port', () => {
    expect(businessPortalUrl('acme', 'https://portal.example.com')).toBe('https://acme.portal.example.com');
    expect(businessPortalUrl('demo', 'http://localhost:3000')).toBe('http://demo.localhost:3000');
    expect(businessPortalUrl('Acme', ' https://portal.example.com/ , https://other.example')).toBe('https://acme.portal.example.com');
  });

  it('answers nothing without a usable origin or with a subdomain that is not one label', () => {
    expect(businessPortalUrl('acme', undefined)).toBeUndefined();
    expect(businessPortalUrl('acme', ' , ')).toBeUndefined();
    expect(businessPortalUrl('acme', 'not a url')).toBeUndefined();
    expect(businessPortalUrl('acme', 'ftp://portal.example.com')).toBeUndefined();
    expect(businessPortalUrl('evil.example/x', 'https://portal.example.com')).toBeUndefined();
    expect(businessPortalUrl('', 'https://portal.example.com')).toBeUndefined();
  });

  it('reads PORTAL_ORIGINS from the environment', () => {
    expect(businessPortalUrlFromEnv('acme', { PORTAL_ORIGINS: 'https://portal.example.com' })).toBe('https://acme.portal.example.com');
    expect(businessPortalUrlFromEnv('acme', {})).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { businessPortalUrlFromEnv } from './portal-url.ts';

describe('businessPortalUrlFromEnv', () => {
  it("fills the deploy's pattern with the subdomain", () => {
    expect(businessPortalUrlFromEnv('Acme', { PORTAL_BUSINESS_URL: 'https://{subdomain}.portal.example.com' })).toBe(
      'https://acme.portal.example.com',
    );
    expect(businessPortalUrlFromEnv('acme', { PORTAL_BUSINESS_URL: 'https://d1.cloudfront.net/?empresa={subdomain}' })).toBe(
      'https://d1.cloudfront.net/?empresa=acme',
    );
  });

  it('names no address without a pattern or for what is not a subdomain', () => {
    expect(businessPortalUrlFromEnv('acme', {})).toBeUndefined();
    expect(businessPortalUrlFromEnv('evil.example/x', { PORTAL_BUSINESS_URL: 'https://{subdomain}.portal.example.com' })).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '#web/lib/runtime-config.ts';
import { TEST_CONFIG } from '#web/testing/test-wrapper.tsx';
import { pageBusiness, rememberNamedBusiness } from './page-business.ts';

const page = (href: string) => ({ href });
const onPortal = (businessUrl: string | undefined) => setRuntimeConfig({ ...TEST_CONFIG, ...(businessUrl ? { businessUrl } : {}) });

afterEach(() => {
  rememberNamedBusiness(page('http://localhost:3000/?empresa='));
  setRuntimeConfig(TEST_CONFIG);
});

describe('pageBusiness', () => {
  it('reads the subdomain under the portal’s own domain, and nothing on the apex', () => {
    onPortal('https://{subdomain}.portal.example.com');
    expect(pageBusiness(page('https://acme.portal.example.com/login'))).toBe('acme');
    expect(pageBusiness(page('https://portal.example.com/login'))).toBeNull();
  });

  it('on the CloudFront host, takes no label for a business: ?empresa= names it, and is kept past the redirect', () => {
    onPortal('https://d111111abcdef8.cloudfront.net/?empresa={subdomain}');
    expect(pageBusiness(page('https://d111111abcdef8.cloudfront.net/login'))).toBeNull();

    rememberNamedBusiness(page('https://d111111abcdef8.cloudfront.net/?empresa=Acme'));
    expect(pageBusiness(page('https://d111111abcdef8.cloudfront.net/login'))).toBe('acme');
  });

  it('forgets the business when ?empresa= names none, so the plain login comes back', () => {
    rememberNamedBusiness(page('http://localhost:3000/?empresa=acme'));
    rememberNamedBusiness(page('http://localhost:3000/?empresa='));
    expect(pageBusiness(page('http://localhost:3000/login'))).toBeNull();
    rememberNamedBusiness(page('http://localhost:3000/?empresa=acme'));
    rememberNamedBusiness(page('http://localhost:3000/?empresa=a.b/c'));
    expect(pageBusiness(page('http://localhost:3000/login'))).toBeNull();
  });

  it('lets the address’s own subdomain win over a remembered one', () => {
    rememberNamedBusiness(page('http://localhost:3000/?empresa=acme'));
    expect(pageBusiness(page('http://demo.localhost:3000/login'))).toBe('demo');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loginHref } from '#web/lib/client-routes.ts';
import { setRuntimeConfig } from '#web/lib/runtime-config.ts';
import { TEST_CONFIG } from '#web/testing/test-wrapper.tsx';
import { pageBusiness } from './page-business.ts';

const page = (href: string) => ({ href });
const onPortal = (businessUrl: string | undefined) => setRuntimeConfig({ ...TEST_CONFIG, ...(businessUrl ? { businessUrl } : {}) });
const HOST = 'https://d111111abcdef8.cloudfront.net';

afterEach(() => {
  pageBusiness(page('http://localhost:3000/?empresa='));
  setRuntimeConfig(TEST_CONFIG);
});

describe('pageBusiness', () => {
  it('reads the subdomain under the portal’s own domain, and nothing on the apex', () => {
    onPortal('https://{subdomain}.portal.example.com');
    expect(pageBusiness(page('https://acme.portal.example.com/login'))).toBe('acme');
    expect(pageBusiness(page('https://portal.example.com/login'))).toBeNull();
  });

  it('on the CloudFront host, takes no label for a business: ?empresa= names it, and the page keeps it', () => {
    onPortal(`${HOST}/?empresa={subdomain}`);
    expect(pageBusiness(page(`${HOST}/login`))).toBeNull();
    expect(pageBusiness(page(`${HOST}/?empresa=Acme`))).toBe('acme');
    // The redirects' `/login?redirect=dashboards` and a sign-out's `/login` name nothing: the page keeps the business.
    expect(pageBusiness(page(`${HOST}${loginHref('/dashboards')}`))).toBe('acme');
    expect(pageBusiness(page(`${HOST}/login`))).toBe('acme');
  });

  it('forgets the business when ?empresa= names none or nothing valid, so the plain login comes back', () => {
    pageBusiness(page('http://localhost:3000/?empresa=acme'));
    expect(pageBusiness(page('http://localhost:3000/login?empresa='))).toBeNull();
    expect(pageBusiness(page('http://localhost:3000/login'))).toBeNull();
    pageBusiness(page('http://localhost:3000/?empresa=acme'));
    expect(pageBusiness(page('http://localhost:3000/login?empresa=a.b/c'))).toBeNull();
    expect(pageBusiness(page('http://localhost:3000/login'))).toBeNull();
  });

  it('lets the address’s own subdomain win over a remembered one', () => {
    pageBusiness(page('http://localhost:3000/?empresa=acme'));
    expect(pageBusiness(page('http://demo.localhost:3000/login'))).toBe('demo');
  });
});

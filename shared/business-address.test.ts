import { describe, expect, it } from 'vitest';
import { businessAddress, queryAddressPattern, subdomainAddressPattern } from './business-address.ts';
import { businessDomain, businessOfPage } from './business-of-page.ts';

const ON_DOMAIN = subdomainAddressPattern('portal.example.com');
const ON_HOST = queryAddressPattern('https://d111111abcdef8.cloudfront.net');
const page = (address: string) => new URL(address);

describe('businessAddress', () => {
  it('puts the business on its subdomain with a domain, in the query on the bare host', () => {
    expect(businessAddress(ON_DOMAIN, 'Acme ')).toBe('https://acme.portal.example.com');
    expect(businessAddress(ON_HOST, 'acme')).toBe('https://d111111abcdef8.cloudfront.net/?empresa=acme');
  });

  it('names nothing that is not one label, and nothing without a pattern', () => {
    expect(businessAddress(ON_DOMAIN, 'evil.example/x')).toBeUndefined();
    expect(businessAddress(ON_DOMAIN, '')).toBeUndefined();
    expect(businessAddress(undefined, 'acme')).toBeUndefined();
    expect(businessAddress('https://portal.example.com', 'acme')).toBeUndefined();
  });
});

describe('businessDomain', () => {
  it('is the domain under a subdomain pattern, port aside, and none for a query pattern', () => {
    expect(businessDomain(ON_DOMAIN)).toBe('portal.example.com');
    expect(businessDomain('http://{subdomain}.localhost:3000')).toBe('localhost');
    expect(businessDomain(ON_HOST)).toBeUndefined();
    expect(businessDomain(undefined)).toBeUndefined();
  });
});

describe('businessOfPage', () => {
  it('reads one label under the domain, and the apex as no business', () => {
    expect(businessOfPage(page('https://acme.portal.example.com/login'), ON_DOMAIN)).toBe('acme');
    expect(businessOfPage(page('https://portal.example.com/'), ON_DOMAIN)).toBeNull();
    expect(businessOfPage(page('https://a.b.portal.example.com/'), ON_DOMAIN)).toBeNull();
    expect(businessOfPage(page('https://www.portal.example.com/'), ON_DOMAIN)).toBeNull();
  });

  it('never takes the CloudFront host for a business: there only ?empresa= names one', () => {
    expect(businessOfPage(page('https://d111111abcdef8.cloudfront.net/login'), ON_HOST)).toBeNull();
    expect(businessOfPage(page('https://d111111abcdef8.cloudfront.net/?empresa=Acme'), ON_HOST)).toBe('acme');
    expect(businessOfPage(page('https://d111111abcdef8.cloudfront.net/?empresa=../x'), ON_HOST)).toBeNull();
    expect(businessOfPage(page('https://d111111abcdef8.cloudfront.net/?empresa='), ON_HOST)).toBeNull();
  });

  it('takes ?empresa= on a domain too, and a loopback name on this machine', () => {
    expect(businessOfPage(page('https://portal.example.com/?empresa=acme'), ON_DOMAIN)).toBe('acme');
    expect(businessOfPage(page('http://demo.localhost:3000/login'), ON_HOST)).toBe('demo');
    expect(businessOfPage(page('http://localhost:3000/login'), ON_HOST)).toBeNull();
    expect(businessOfPage(page('http://127.0.0.1:3000/'), undefined)).toBeNull();
  });
});

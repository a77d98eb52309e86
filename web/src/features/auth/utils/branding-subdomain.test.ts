import { describe, expect, it } from 'vitest';
import { brandingSubdomain } from './branding-subdomain.ts';

describe('branding subdomain', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['demo.portal.example.com', 'demo'],
    ['DEMO.Portal.Example.com.', 'demo'],
    ['localhost', null],
    ['portal.com', null],
    ['www.portal.example.com', null],
    ['www.localhost', null],
    ['127.0.0.1', null],
    ['[::1]', null],
  ])('%s → %s', (hostname, expected) => {
    expect(brandingSubdomain(hostname)).toBe(expected);
  });
});

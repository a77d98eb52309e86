import { describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { checkIframeUrl, iframeUrlRulesFromEnv, type IframeUrlRules } from './iframe-url.ts';

const { invalidIframeUrl, iframeUrlNotHttps, iframeUrlOwnOrigin } = MANAGEMENT_MESSAGES.dashboardForm;
const production: IframeUrlRules = { portalOrigins: ['https://portal.example.com'], httpAllowed: false };
const local: IframeUrlRules = { portalOrigins: ['http://localhost:3000'], httpAllowed: true };
const refused = (message: string) => ({ ok: false, message });

describe('checkIframeUrl', () => {
  it('stores the address with https:// when no scheme was typed, and keeps a typed one', () => {
    expect(checkIframeUrl('app.powerbi.com/view?r=abc', production)).toEqual({ ok: true, url: 'https://app.powerbi.com/view?r=abc' });
    expect(checkIframeUrl('  HTTPS://lookerstudio.google.com/embed/x ', production)).toEqual({
      ok: true,
      url: 'HTTPS://lookerstudio.google.com/embed/x',
    });
  });

  it('refuses plain http outside the local stage, and allows it locally', () => {
    expect(checkIframeUrl('http://metabase.example.org/public/1', production)).toEqual(refused(iframeUrlNotHttps));
    expect(checkIframeUrl('http://metabase.example.org/public/1', local)).toEqual({ ok: true, url: 'http://metabase.example.org/public/1' });
  });

  it('refuses any other scheme, should one get past the pattern', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<p>', 'vbscript:x', 'ftp://files.example.com/a']) {
      expect(checkIframeUrl(text, production)).toEqual(refused(invalidIframeUrl));
    }
  });

  it.each([
    ['the portal itself', 'https://portal.example.com/dashboards'],
    ['a business subdomain of it', 'demo.portal.example.com/x'],
    ['its origin with the port written', 'https://portal.example.com:443/'],
    ['upper case', 'https://PORTAL.Example.COM/'],
  ])('refuses %s', (_case, text) => {
    expect(checkIframeUrl(text, production)).toEqual(refused(iframeUrlOwnOrigin));
  });

  it('accepts a look-alike host and another port', () => {
    expect(checkIframeUrl('https://portal.example.com.evil.example/x', production).ok).toBe(true);
    expect(checkIframeUrl('https://notportal.example.com/x', production).ok).toBe(true);
    expect(checkIframeUrl('https://portal.example.com:8443/x', production).ok).toBe(true);
  });

  it('treats localhost, *.localhost and 127.0.0.1 on the portal’s port as the portal, whatever the scheme', () => {
    for (const text of ['http://localhost:3000/', 'https://localhost:3000/x', 'http://demo.localhost:3000/', '127.0.0.1:3000']) {
      expect(checkIframeUrl(text, local)).toEqual(refused(iframeUrlOwnOrigin));
    }
    expect(checkIframeUrl('http://localhost:3001/relatorio', local).ok).toBe(true);
  });

  it('lets the local stage frame its demo report pages on their own host, and nothing else of its own', () => {
    expect(checkIframeUrl('http://reports.localhost:3000/report.html?d=1', local).ok).toBe(true);
    expect(checkIframeUrl('http://reports.localhost:3000/report.html', { ...local, httpAllowed: false })).toEqual(refused(iframeUrlOwnOrigin));
    // The portal no longer serves them on its own origin.
    expect(checkIframeUrl('http://localhost:3000/demo-reports/report.html?d=1', local)).toEqual(refused(iframeUrlOwnOrigin));
  });
});

describe('iframeUrlRulesFromEnv', () => {
  it('reads the configured origins and whether http is allowed, the request’s origin first; strict by default', () => {
    expect(
      iframeUrlRulesFromEnv('https://a.example', {
        PORTAL_ORIGINS: ' https://b.example, ,https://c.example ',
        PORTAL_IFRAME_HTTP_ALLOWED: 'true',
      }),
    ).toEqual({
      portalOrigins: ['https://a.example', 'https://b.example', 'https://c.example'],
      httpAllowed: true,
    });
    expect(iframeUrlRulesFromEnv(undefined, {})).toEqual({ portalOrigins: [], httpAllowed: false });
    expect(iframeUrlRulesFromEnv(undefined, { PORTAL_IFRAME_HTTP_ALLOWED: 'false' }).httpAllowed).toBe(false);
    expect(iframeUrlRulesFromEnv(undefined, { PORTAL_IFRAME_HTTP_ALLOWED: '1' }).httpAllowed).toBe(false);
  });
});

// Login and logout CSRF through the local gateway: a body that does not say it is JSON is a 415 on
// every route (an HTML form on another site can only send text/plain or form-encoded bodies), and the
// session routes (/auth/*, /logout) refuse a call another site's page makes.
import { describe, expect, it } from 'vitest';
import { AUTH } from '#shared/constants.ts';
import { buildPath } from '#shared/routes.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { callApi, DEMO_PASSWORD, loginAs, stackInfo } from '../support/stack.ts';
import { gatewayPort } from './fixtures/raw-http.ts';

const LOGIN = buildPath('authLogin');
const credentials = { email: 'cliente@demo.local', password: DEMO_PASSWORD };
const unsupported = { status: 415, body: { error: SERVICE_MESSAGES.unsupportedMediaType } };
const crossSite = { status: 403, body: { error: SERVICE_MESSAGES.crossSite } };
const statusAndBody = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });
const refreshCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${AUTH.refreshCookie}=`))
    ?.split(';')[0];

/** A login as the browser sends it, with the headers a page adds. */
const login = (headers: Record<string, string>, body: string = JSON.stringify(credentials)) =>
  callApi('POST', LOGIN, { rawBody: body, headers: { 'content-type': 'application/json', ...headers } });

describe('a body that is not JSON', () => {
  it('is a 415 on login, whatever the form encodes', async () => {
    const asText = await login({ 'content-type': 'text/plain' });
    const asForm = await login({ 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams(credentials).toString());
    const asMultipart = await login({ 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\n\r\n--x--');
    const untyped = await callApi('POST', LOGIN, { rawBody: JSON.stringify(credentials), headers: { 'content-type': '' } });

    expect([asText, asForm, asMultipart, untyped].map(statusAndBody)).toEqual([unsupported, unsupported, unsupported, unsupported]);
    expect(refreshCookieOf(asText.headers)).toBeUndefined();
  });

  it('is a 415 on the other routes too, and JSON with a charset is fine', async () => {
    const token = await loginAs('cliente@demo.local');
    const rename = (contentType: string) =>
      callApi('PATCH', buildPath('updateAccount'), { token, rawBody: '{"account":{}}', headers: { 'content-type': contentType } });

    expect(statusAndBody(await rename('text/plain;charset=UTF-8'))).toEqual(unsupported);
    expect((await rename('application/json; charset=utf-8')).status).not.toBe(415);
    expect((await login({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });
});

describe('a call from another site', () => {
  it('cannot log anyone in', async () => {
    const evil = await login({ origin: 'https://evil.example' });
    const crossSiteForm = await login({ 'sec-fetch-site': 'cross-site' });
    const sandboxed = await login({ origin: 'null' });

    expect([evil, crossSiteForm, sandboxed].map(statusAndBody)).toEqual([crossSite, crossSite, crossSite]);
    expect(refreshCookieOf(evil.headers)).toBeUndefined();
  });

  it("lets the portal's own pages in: its origin and a business's subdomain", async () => {
    const port = gatewayPort();
    const portal = await login({ origin: new URL(stackInfo().baseUrl).origin, 'sec-fetch-site': 'same-origin' });
    const business = await login({ origin: `http://demo.localhost:${port}`, 'sec-fetch-site': 'same-origin' });

    expect([portal.status, business.status]).toEqual([200, 200]);
  });

  it('cannot end the session with a link to GET /logout, nor refresh it', async () => {
    const cookie = refreshCookieOf((await login({})).headers)!;
    expect(cookie).toBeDefined();

    const linked = await callApi('GET', buildPath('logout'), {
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    const fromReports = await callApi('GET', buildPath('logout'), { headers: { cookie, 'sec-fetch-site': 'same-site' } });
    const refreshed = await callApi('POST', buildPath('authRefresh'), { body: {}, headers: { cookie, origin: 'https://evil.example' } });
    expect([linked, fromReports, refreshed].map(statusAndBody)).toEqual([crossSite, crossSite, crossSite]);
    expect(linked.headers.getSetCookie()).toEqual([]);

    // The session still works, and the portal's own logout still ends it.
    const kept = await callApi('POST', buildPath('authRefresh'), { body: {}, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(kept.status).toBe(200);
    const current = refreshCookieOf(kept.headers)!;
    expect(current).not.toBe(cookie); // the refresh token rotated
    const logout = await callApi('GET', buildPath('logout'), { headers: { cookie: current, 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
  });
});

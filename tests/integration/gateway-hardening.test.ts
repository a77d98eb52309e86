// The local gateway's own answers, as a browser or an attacker meets them: a malformed Host is a 400,
// every answer (its own 400/401/404/405/413 included) carries the security headers (and, on the API, a
// Portuguese `error` beside API Gateway's English `message`), the build manifest
// is not served, and the demo reports live on their own host (reports.localhost), never the portal's.
import { existsSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import { CUSTOM_SECURITY_HEADERS } from '#infra/security-headers.ts';
import { WEB_DIST_DIR } from '#infra/paths.ts';
import { callApi, loginAs } from '../support/stack.ts';
import { gatewayPort, rawRequest, SECURITY_HEADER_NAMES, type RawAnswer } from './fixtures/raw-http.ts';

const headersOf = (answer: RawAnswer) => Object.fromEntries(SECURITY_HEADER_NAMES.map((name) => [name, answer.headers[name]]));

/** The portal's security headers, Permissions-Policy and COOP included, with a CSP that frames no one in. */
function expectSecurityHeaders(answer: RawAnswer) {
  const headers = headersOf(answer);
  for (const name of SECURITY_HEADER_NAMES) expect(headers[name], name).toEqual(expect.any(String));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toBe(CUSTOM_SECURITY_HEADERS['Permissions-Policy']);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

const reportsHost = () => `reports.localhost:${gatewayPort()}`;

let cliente: string;
let gestor: string;
beforeAll(async () => {
  [cliente, gestor] = await Promise.all([loginAs('cliente@demo.local'), loginAs('gestor@demo.local')]);
});

describe('a malformed Host', () => {
  it.each(['bad host', 'localhost:99999', 'user@localhost', 'localhost/x', '[::1', 'a%00b'])('%s is a 400 with the headers', async (host) => {
    const answer = await rawRequest({ path: '/', host });
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer);
  });

  it('on the API too, and a well-formed one still works', async () => {
    expect((await rawRequest({ path: '/api/v1/user_data', host: 'a b' })).status).toBe(400);
    expect((await rawRequest({ path: '/config.json' })).status).toBe(200);
    expect((await rawRequest({ path: '/config.json', host: `127.0.0.1:${gatewayPort()}` })).status).toBe(200);
  });
});

describe("the gateway's own answers", () => {
  it('401 without a token', async () => {
    const answer = await rawRequest({ path: buildPath('userData') });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Unauthorized', error: MESSAGES.errors.unauthenticated });
    expectSecurityHeaders(answer);
  });

  it('404 for a path no route has, and for a missing file', async () => {
    const route = await rawRequest({ path: '/api/v1/nothing-here' });
    const file = await rawRequest({ path: '/assets/missing-file.js' });
    expect([route.status, file.status]).toEqual([404, 404]);
    expect(JSON.parse(route.body).error).toBe(MESSAGES.errors.routeNotFound);
    expectSecurityHeaders(route);
    expectSecurityHeaders(file);
  });

  it('405 for a write outside the API', async () => {
    const answer = await rawRequest({ method: 'POST', path: '/dashboards', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(405);
    expectSecurityHeaders(answer);
  });

  it('413 for a body over the limit', async () => {
    const body = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 1) });
    const answer = await rawRequest({ method: 'POST', path: buildPath('authLogin'), headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toBe(MESSAGES.errors.bodyTooLarge);
    expectSecurityHeaders(answer);
  });

  it('413 closes its connection: the next request of a kept-alive client goes on a new one and is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 1) });
    try {
      const refused = await rawRequest({
        agent,
        method: 'POST',
        path: buildPath('authLogin'),
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect([refused.status, refused.headers.connection]).toEqual([413, 'close']);
      // The rest of that body was never read as a request: the same client's next one is answered.
      expect((await rawRequest({ agent, path: '/config.json' })).status).toBe(200);
      expect((await rawRequest({ agent, path: '/config.json' })).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('the SPA and the API answers carry them too', async () => {
    expectSecurityHeaders(await rawRequest({ path: '/dashboards' }));
    expectSecurityHeaders(await rawRequest({ path: buildPath('userData'), headers: { authorization: `Bearer ${cliente}` } }));
  });
});

describe('the build manifest', () => {
  it('is built but never served', async () => {
    expect(existsSync(join(WEB_DIST_DIR, '.vite', 'manifest.json'))).toBe(true);
    for (const path of ['/.vite/manifest.json', '/.vite/', '/%2evite/manifest.json']) {
      const answer = await rawRequest({ path });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain('assets/');
    }
  });
});

describe('the demo reports', () => {
  it('are what the seeded dashboards frame, on their own host', async () => {
    const answer = await callApi('GET', buildPath('showDashboard', { id: 'dash-funil-comercial' }), { token: cliente });
    expect(answer.status).toBe(200);
    expect(answer.body.dashboard.iframe_url).toMatch(new RegExp(`^http://reports\\.localhost:${gatewayPort()}/report\\.html\\?`));
  });

  it('are served on the reports host, with their own policy', async () => {
    const page = await rawRequest({ path: '/report.html?kind=bar&title=Vendas', host: reportsHost() });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="report.js">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await rawRequest({ path: '/report.js', host: reportsHost() })).status).toBe(200);
  });

  it('are all the reports host serves: no API, no SPA, no config, no uploads, no writes', async () => {
    for (const path of [
      '/',
      '/api/v1/branding?subdomain=demo',
      buildPath('userData'),
      '/config.json',
      '/index.html',
      '/uploads/x',
      '/../gateway.ts',
    ]) {
      const answer = await rawRequest({ path, host: reportsHost(), headers: { authorization: `Bearer ${cliente}` } });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    expect((await rawRequest({ method: 'POST', path: '/report.html', host: reportsHost() })).status).toBe(405);
  });

  it('are no longer served on the portal’s own hosts', async () => {
    for (const host of [`localhost:${gatewayPort()}`, `demo.localhost:${gatewayPort()}`]) {
      for (const path of ['/demo-reports/report.html', '/demo-reports/report.js']) {
        const answer = await rawRequest({ path, host });
        expect({ host, path, status: answer.status }).toEqual({ host, path, status: 404 });
      }
    }
  });

  it('may be framed by a dashboard, unlike the portal’s own origin', async () => {
    const { dashboard } = (await callApi('GET', buildPath('showDashboard', { id: 'dash-funil-comercial' }), { token: gestor })).body;
    const save = (iframe_url: string) =>
      callApi('POST', buildPath('createDashboard'), { token: gestor, body: { dashboard: { name: 'X', iframe_url } } });

    // No preview: nothing is created; the answer names every field that failed.
    const reports = await save(dashboard.iframe_url);
    expect(reports.status).toBe(422);
    expect(reports.body.errors.iframe_url).toBeUndefined();
    const portal = await save(`http://localhost:${gatewayPort()}/demo-reports/report.html`);
    expect(portal.body.errors.iframe_url).toEqual([MANAGEMENT_MESSAGES.dashboardForm.iframeUrlOwnOrigin]);
  });
});

// `npm run smoke` against the suite's stack: the real CLI as an operator runs it (a passing run, a wrong
// password, unusable arguments), then its steps against stand-ins for a broken deploy (a proxy in front
// of the stack that drops HSTS or lists the uploads bucket, a server that never answers) and a user who
// sees no dashboard. A business and users of its own: a logout fences its user's tokens and a view
// counts in its business's figures, so the demo accounts other files use are left alone.
import { execFile } from 'node:child_process';
import { Agent, createServer, type OutgoingHttpHeaders, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { listViewsOfUser } from '#functions/data/views.ts';
import { forward, send } from '#infra/local/aws-front-door/forward.ts';
import { runSmoke, SMOKE_STEPS, type SmokeOptions, type StepResult } from '#infra/ops/smoke-steps.ts';
import { REPO_ROOT } from '#infra/paths.ts';
import { stackInfo, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const businessId = uniquePrefix('smoke');
const dashboard = testDashboard(businessId, `${businessId}-painel`, 'Painel Smoke');
const role = testRole(businessId, `${businessId}-todos`, 'Todos', [dashboard.id]);
let viewer: TestUser;
/** In the business, in no role: sees no dashboard. */
let outsider: TestUser;

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, { dashboards: [dashboard], roles: [role] });
  [viewer, outsider] = await Promise.all([
    createTestUser({ businessId, access: 'customer', roleIds: [role.id] }),
    createTestUser({ businessId, access: 'customer' }),
  ]);
});

const runCli = promisify(execFile);
const SMOKE_CLI = join(REPO_ROOT, 'infra/ops/smoke.ts');

/** The CLI in a process of its own, as `npm run smoke` starts it: exit code and output. */
async function smoke(args: string[]): Promise<{ code: number; lines: string[]; stderr: string }> {
  const finished = await runCli(process.execPath, ['--import', 'tsx', SMOKE_CLI, ...args], { cwd: REPO_ROOT, timeout: 60_000 }).then(
    (output) => ({ ...output, code: 0 }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: finished.code, lines: finished.stdout.trim().split('\n'), stderr: finished.stderr };
}

const credentials = (user: TestUser, password = user.password) => ['--url', stackInfo().baseUrl, '--email', user.email, '--password', password];

describe('npm run smoke', () => {
  it.concurrent('passes on a working portal: one ok line per step, the view opened and ended', async ({ expect }) => {
    const run = await smoke([...credentials(viewer), '--subdomain', 'demo']);

    expect(run.code, run.stderr).toBe(0);
    expect(run.lines).toHaveLength(SMOKE_STEPS.length);
    run.lines.forEach((line, index) => expect(line).toMatch(new RegExp(`^ok   ${SMOKE_STEPS[index].name} \\(\\d+ ms\\)$`)));
    const { views } = await listViewsOfUser(testTable(), businessId, viewer.id, 1, 20);
    expect(views.map((view) => ({ dashboard: view.dashboardId, ended: view.finishedAt !== null }))).toEqual([
      { dashboard: dashboard.id, ended: true },
    ]);
  });

  it.concurrent("fails at the login step with the API's message when the password is wrong", async ({ expect }) => {
    const run = await smoke(credentials(viewer, 'Senha#Errada1'));

    expect(run.code).toBe(1);
    expect(run.lines.at(-1)).toBe(`FAIL login: 401 ${MESSAGES.login.wrongCredentials}`);
    expect(run.lines).toContain('skip branding: no --subdomain');
  });

  it.concurrent('refuses arguments it cannot use, with its usage and exit code 2', async ({ expect }) => {
    const run = await smoke(['--url', 'ftp://portal.example', '--email', viewer.email, '--password', 'x']);

    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--url must be .*http/);
    expect(run.stderr).toContain('Usage: npm run smoke -- --url <portal url>');
  });
});

/** Runs the steps in this process and gives what each reported. */
async function smokeSteps(options: SmokeOptions): Promise<{ passed: boolean; results: StepResult[] }> {
  const results: StepResult[] = [];
  const passed = await runSmoke(options, (result) => results.push(result));
  return { passed, results };
}

const servers: { close: () => Promise<void> }[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The stack's answer without one header: the proxy's `writeHead` call passes the others on. */
function dropHeader(response: ServerResponse, name: string): void {
  const writeHead = response.writeHead.bind(response) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  response.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) =>
    writeHead(status, Object.fromEntries(Object.entries(headers).filter(([header]) => header !== name)))) as typeof response.writeHead;
}

const HSTS = 'strict-transport-security';
const LISTING = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>uploads</Name><Contents><Key>${businessId}/logo.png</Key></Contents></ListBucketResult>`;

/**
 * The stack behind a reverse proxy that breaks one thing, as a wrong deploy would: `tamper` changes an
 * answer or gives its own. The stack sees its own origin in `Origin`, as behind its real address.
 */
async function brokenPortal(tamper: (path: string, response: ServerResponse) => boolean): Promise<string> {
  const upstream = new URL(stackInfo().baseUrl);
  const agent = new Agent({ keepAlive: true });
  servers.push({ close: async () => agent.destroy() });
  return serve((request, response) => {
    if (request.headers.origin) request.headers.origin = upstream.origin;
    if (!tamper(request.url ?? '/', response)) forward({ upstream, agent, request, response });
  });
}

describe('the smoke steps on a broken deploy', () => {
  it.each([
    {
      broken: "the SPA's page is sent without HSTS",
      failsAt: 'page headers',
      reason: /Strict-Transport-Security/,
      tamper: (path: string, response: ServerResponse) => {
        if (path === '/') dropHeader(response, HSTS);
        return false;
      },
    },
    {
      broken: 'the API answers without HSTS',
      failsAt: 'api headers',
      reason: /Strict-Transport-Security/,
      tamper: (path: string, response: ServerResponse) => {
        if (path.startsWith('/api/')) dropHeader(response, HSTS);
        return false;
      },
    },
    {
      broken: '/uploads/ lists the bucket',
      failsAt: 'uploads',
      reason: /GET \/uploads\/ lists the bucket \(200 ListBucketResult\)/,
      tamper: (path: string, response: ServerResponse) => {
        if (!path.startsWith('/uploads/')) return false;
        send(response, { status: 200, headers: { 'content-type': 'application/xml' }, body: LISTING });
        return true;
      },
    },
  ])('fails at "$failsAt" when $broken', async ({ failsAt, reason, tamper }) => {
    const url = await brokenPortal(tamper);
    const { passed, results } = await smokeSteps({ url, email: viewer.email, password: viewer.password });

    expect(passed).toBe(false);
    const failed = results.at(-1)!;
    expect(failed).toMatchObject({ name: failsAt, status: 'fail', reason: expect.stringMatching(reason) });
    // Every step before it passed: the proxy broke that one thing only.
    expect(results.slice(0, -1).every((result) => result.status !== 'fail')).toBe(true);
  });

  it('fails at its first step once the step has waited its time for a portal that never answers', async () => {
    const url = await serve(() => {});
    const started = performance.now();
    const { passed, results } = await smokeSteps({ url, email: viewer.email, password: viewer.password, timeoutMs: 300 });

    expect(passed).toBe(false);
    expect(results).toEqual([{ name: 'config', status: 'fail', reason: 'GET /config.json: no answer within 0.3 s' }]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('fails at the view step for a user who sees no dashboard', async () => {
    const { passed, results } = await smokeSteps({ url: stackInfo().baseUrl, email: outsider.email, password: outsider.password });

    expect(passed).toBe(false);
    expect(results.at(-1)).toEqual({ name: 'view', status: 'fail', reason: `${outsider.email} sees no dashboard: a smoke user must see one` });
  });
});

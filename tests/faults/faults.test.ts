// Faults: DynamoDB Local, the S3 emulator and the Cognito emulator each stopped while requests are in
// flight, then started again on the same port, against a local stack of this file's own (the shared
// one serves the other files). Every answer meanwhile is the route's normal one (it finished first) or
// the Portuguese 503, within MAX_ANSWER_MS, never a stack; nothing is half written; and the portal
// serves again as soon as the emulator is back, without a restart of the gateway or its handlers.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#shared/routes.ts';
import { DEMO_PASSWORD } from '#infra/local/seed/demo-data.ts';
import { accountsOf, dashboardsOf, missingObjects, profileOf } from './fault-checks.ts';
import {
  apiOf,
  expectOkOrUnavailable,
  expectUnavailable,
  keepCalling,
  startFaultStack,
  tally,
  type Api,
  type Answer,
  type FaultStack,
} from './fault-stack.ts';

const BUSINESS = 'biz-demo';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

let fault: FaultStack;
let api: Api;
let gestor: string;
/** The figures the file reports (docs/security.md, "Faults"). */
const figures: Record<string, unknown> = {};

const list = () => api.call('GET', buildPath('listDashboards'), { token: gestor });
const create = (name: string, previewKey: string) =>
  api.call('POST', buildPath('createDashboard'), {
    token: gestor,
    body: {
      dashboard: {
        name,
        summary: 'Resumo',
        description: '<p>Texto</p>',
        iframe_url: 'relatorios.example.com/painel/1',
        preview_key: previewKey,
      },
    },
  });
const invite = (email: string) =>
  api.call('POST', buildPath('createUser'), { token: gestor, body: { user: { first_name: 'Falha', last_name: 'Teste', email, role_ids: [] } } });
const newEmail = (what: string) => `falha-${what}-${randomUUID().slice(0, 8)}@exemplo.local`;
// Sign-ins take turns among the demo users: the brake on guessing refuses a sixth attempt of one
// e-mail while five are still on their way (functions/domain/attempt-limits.ts).
const SIGNING_IN = ['cliente@demo.local', 'gestor@outra.local', 'admin@portal.local'];
let signIns = 0;
const login = () =>
  api.call('POST', buildPath('authLogin'), { body: { email: SIGNING_IN[signIns++ % SIGNING_IN.length], password: DEMO_PASSWORD } });

/** No dashboard item without its Directory entry or the reverse, and the business's count agrees. */
async function expectDashboardsWhole(): Promise<Map<string, string>> {
  const state = await dashboardsOf(fault.stack, BUSINESS);
  expect([...state.items.keys()].sort()).toEqual([...state.directoryIds].sort());
  expect(state.count).toBe(state.items.size);
  return state.items;
}

/** Each e-mail has exactly one Cognito account and one profile, the profile's id being the account's sub. */
async function expectOneAccountAndProfile(email: string): Promise<void> {
  const [accounts, profile] = await Promise.all([accountsOf(fault.stack, email), profileOf(fault.stack, BUSINESS, email)]);
  expect(accounts, email).toHaveLength(1);
  expect(profile?.userId, email).toBe(accounts[0]);
}

beforeAll(async () => {
  fault = await startFaultStack();
  figures.stackStartSeconds = Number(fault.startSeconds.toFixed(1));
  api = apiOf(fault.stack.url);
  gestor = await api.login('gestor@demo.local');
  // The gateway's authorizer fetches the pool's keys with the first token it checks, while Cognito is up.
  expect((await list()).status).toBe(200);
}, 120_000);

// A test that failed half-way must not leave an emulator down (or frozen) for the next one.
afterEach(async () => {
  if (!fault) return;
  for (const emulator of [fault.stack.emulators.dynamodb, fault.stack.emulators.s3, fault.stack.emulators.cognito]) {
    emulator.thaw();
    if (!emulator.running) await emulator.start();
  }
}, 60_000);

afterAll(async () => {
  console.log(`faults figures: ${JSON.stringify(figures)}`);
  await fault?.close();
}, 60_000);

describe('DynamoDB Local', () => {
  it('frozen (a host that hangs): the 503 comes within the SDK timeouts, and answers resume when it runs again', async () => {
    const dynamodb = fault.stack.emulators.dynamodb;
    dynamodb.freeze();
    let answer: Answer;
    try {
      answer = await list();
    } finally {
      dynamodb.thaw();
    }
    expectUnavailable(answer);
    figures.dynamodbFrozen503Ms = Math.round(answer.ms);
    expect((await list()).status).toBe(200);
  });

  it('stopped in flight, even between the Cognito account and the profile: 503s, nothing half written, back without a restart', async () => {
    const dynamodb = fault.stack.emulators.dynamodb;
    const email = newEmail('dynamo');
    const previews = await Promise.all([0, 1, 2].map(() => api.uploadPreview(gestor)));
    // Stops DynamoDB Local the moment Cognito has created the invited account, before the profile's
    // transaction: the one window where an outage could leave an account without a profile.
    let stopped: Promise<void> | undefined;
    // At the front door, between Cognito's answer and the users function receiving it.
    const removeHook = fault.stack.runtime.afterCall(async (call, body) => {
      if (stopped || call.operation !== 'AdminCreateUser' || (JSON.parse(body ?? '{}') as { Username?: string }).Username !== email) return;
      stopped = dynamodb.stop();
      await stopped;
    });
    let invited: Answer, created: Answer[], listed: Answer[];
    try {
      const invitation = invite(email);
      [invited, created, listed] = await Promise.all([
        invitation,
        Promise.all(previews.map((key, i) => sleep(i * 20).then(() => create(`Falha DynamoDB ${i}`, key)))),
        keepCalling(list, invitation),
      ]);
    } finally {
      removeHook();
    }
    expect(stopped, 'the hook stopped DynamoDB Local').toBeDefined();
    expectUnavailable(invited);
    expectOkOrUnavailable(created, 201);
    expectOkOrUnavailable(listed, 200);
    expect(listed.at(-1)!.status).toBe(503);
    // While it is down, every route that needs it answers the 503 at once.
    const whileDown = [await list(), await create('Falha DynamoDB fora', previews[0])];
    whileDown.forEach(expectUnavailable);
    figures.dynamodb = { ...tally([invited, ...created, ...listed, ...whileDown]) };

    const restarting = performance.now();
    await dynamodb.start();
    figures.dynamodbRestartSeconds = seconds(restarting);
    expect((await list()).status).toBe(200);
    expect((await create('Depois do DynamoDB', await api.uploadPreview(gestor))).status).toBe(201);
    const items = await expectDashboardsWhole();
    for (const [i, answer] of created.entries()) {
      if (answer.status === 201) expect(items.get(answer.body.dashboard.id), `Falha DynamoDB ${i}`).toBe(`Falha DynamoDB ${i}`);
    }
    // The account Cognito created has no profile; the same invitation again takes it over: one of each.
    expect(await accountsOf(fault.stack, email)).toHaveLength(1);
    expect(await profileOf(fault.stack, BUSINESS, email)).toBeUndefined();
    expect((await invite(email)).status).toBe(201);
    await expectOneAccountAndProfile(email);
  });
});

describe('the S3 emulator', () => {
  it('stopped while dashboards are saved: 503s, no dashboard without its picture, the same save succeeds once it is back', async () => {
    const s3 = fault.stack.emulators.s3;
    const previews = await Promise.all([0, 1, 2, 3, 4].map(() => api.uploadPreview(gestor)));
    const names = previews.map((_, i) => `Falha S3 ${i}`);
    const stopping = sleep(30).then(() => s3.stop());
    const created = await Promise.all(previews.slice(0, 4).map((key, i) => sleep(i * 15).then(() => create(names[i], key))));
    await stopping;
    expectOkOrUnavailable(created, 201);
    // Down: a save that must claim its picture cannot; the list, which needs no bucket, still answers.
    const down = await create(names[4], previews[4]);
    expectUnavailable(down);
    expect((await list()).status).toBe(200);
    figures.s3 = tally([...created, down]);
    // A 503 save wrote nothing: the picture is claimed before the record and nothing follows it but a clean-up.
    const before = await expectDashboardsWhole();
    const answered = [...created, down];
    const unavailableNames = names.filter((_, i) => answered[i].status === 503);
    expect([...before.values()].filter((name) => unavailableNames.includes(name))).toEqual([]);

    const restarting = performance.now();
    await s3.start();
    figures.s3RestartSeconds = seconds(restarting);
    // The very save refused while it was down, with the same upload, now succeeds.
    expect((await create(names[4], previews[4])).status).toBe(201);
    // The ones cut in flight: saved again, or (their upload already moved when the answer was lost) a 422.
    for (const [i, answer] of created.entries()) {
      if (answer.status === 503) expect([201, 422]).toContain((await create(names[i], previews[i])).status);
    }
    await expectDashboardsWhole();
    expect(await missingObjects(fault.stack, (await dashboardsOf(fault.stack, BUSINESS)).previewKeys)).toEqual([]);
  });
});

describe('the Cognito emulator', () => {
  it('stopped while people sign in and are invited: 503s, no profile without an account, both work once it is back', async () => {
    const cognitoEmulator = fault.stack.emulators.cognito;
    const inFlight = [newEmail('cognito-a'), newEmail('cognito-b')];
    // Stopped as soon as a first sign-in has gone through, with more sign-ins and two invitations on their way.
    const first = login();
    const stopping = first.then(() => cognitoEmulator.stop());
    const [invited, logins] = await Promise.all([
      Promise.all(inFlight.map((email, i) => sleep(i * 25).then(() => invite(email)))),
      keepCalling(login, stopping, 40, 6),
    ]);
    await stopping;
    expect((await first).status).toBe(200);
    expectOkOrUnavailable(invited, 201);
    expectOkOrUnavailable([await first, ...logins], 200);
    // Down: signing in and inviting need Cognito; a signed-in user's calls do not.
    const downEmail = newEmail('cognito-fora');
    const whileDown = [await login(), await invite(downEmail)];
    whileDown.forEach(expectUnavailable);
    const listDown = await list();
    expect(listDown.status, listDown.text).toBe(200);
    expect(await profileOf(fault.stack, BUSINESS, downEmail)).toBeUndefined();
    figures.cognito = tally([...invited, await first, ...logins, ...whileDown]);

    const restarting = performance.now();
    await cognitoEmulator.start();
    figures.cognitoRestartSeconds = seconds(restarting);
    expect((await login()).status).toBe(200);
    // No account was made for the invitation refused while it was down; made now, it is whole.
    expect(await accountsOf(fault.stack, downEmail)).toEqual([]);
    expect((await invite(downEmail)).status).toBe(201);
    // An invitation cut in flight is sent again (it may take over an account Cognito made before it stopped).
    for (const [i, answer] of invited.entries()) {
      if (answer.status === 503) expect((await invite(inFlight[i])).status).toBe(201);
    }
    for (const email of [...inFlight, downEmail]) await expectOneAccountAndProfile(email);
  });
});

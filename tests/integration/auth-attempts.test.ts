// The brake on guessing: failed passwords and reset codes are counted per e-mail AND client address, with
// waits that grow, and per address across e-mails; reset codes and reset e-mails also per e-mail. All
// counted before Cognito is asked, answered with a Portuguese 429 that states the wait; a success never
// counts and clears its pair. Nobody can lock an account's owner out from another address. Most cases
// call the auth Lambda in-process from addresses of their own (so no other test's address is ever held),
// with the real limits unless a case says otherwise; one goes through the gateway, as the browser does.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { movePair } from '#functions/data/attempt-pairs.ts';
import { ATTEMPT_RULES, type AttemptRules, type PairRule } from '#functions/domain/attempt-limits.ts';
import { waitForCognitoCode } from '../support/outbox.ts';
import { callApi, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { callAuth, freshAddress, useHandlerEnvironment } from './fixtures/auth-calls.ts';

const WAIT = (minutes: number) => SERVICE_MESSAGES.tooManyAttempts(minutes);
const NEW_PASSWORD = 'Redefinida#Senha2026';

beforeAll(() => useHandlerEnvironment());

const newUser = (options: Partial<Parameters<typeof createTestUser>[0]> = {}): Promise<TestUser> =>
  createTestUser({ businessId: 'biz-demo', access: 'customer', ...options });
const login = (user: Pick<TestUser, 'email'>, password: string, sourceIp: string, options: Parameters<typeof callAuth>[2] = {}) =>
  callAuth('authLogin', { body: { email: user.email, password }, sourceIp }, options);

async function itemOf(key: Record<string, string>) {
  const { db, tableName } = testTable();
  return (await db.send(new GetCommand({ TableName: tableName, Key: key }))).Item;
}
const counterOf = (flow: 'login' | 'reset' | 'forgot', by: 'email' | 'address', value: string) => itemOf(keys.attempts(flow, by, value));
const pairOf = (email: string, address: string) => itemOf(keys.attemptPair('login', email, address));

describe('login with the real limits', () => {
  it('holds one e-mail from one address after 5 wrong passwords, while its owner signs in from another address', async () => {
    const user = await newUser();
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login(user, `Errada#${i}`, attacker)).status);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);

    // The right password from the guessing address waits its minute…
    const held = await login(user, user.password, attacker);
    expect({ status: held.status, body: held.body }).toEqual({ status: 429, body: { error: WAIT(1) } });
    // …and the owner, from anywhere else, is not held at all.
    expect((await login(user, user.password, freshAddress())).status).toBe(200);
    // The refused tries counted nothing: 5 failures, a wait of one minute, forgotten a day later.
    const pair = await pairOf(user.email, attacker);
    const now = Date.now() / 1000;
    expect(pair?.count).toBe(5);
    expect(pair?.waitUntil).toBeGreaterThan(now + 50);
    expect(pair?.waitUntil).toBeLessThanOrEqual(now + 60);
    expect(pair?.expiresAt).toBeGreaterThan(now + 23 * 3600);
  });

  it("cannot lock out a platform administrator: another address's guesses never hold theirs", async () => {
    const admin = await newUser({ businessId: null, access: 'admin' });
    for (let i = 0; i < 12; i++) await login(admin, `Errada#${i}`, freshAddress());
    const attacker = freshAddress();
    for (let i = 0; i < 8; i++) await login(admin, `Errada#${i}`, attacker);
    expect((await login(admin, admin.password, freshAddress())).status).toBe(200);
  });

  it('never counts a success, and a success clears the failures of its pair', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(user, `Errada#${i}`, address)).status).toBe(401);
      expect((await login(user, user.password, address)).status).toBe(200);
    }
    for (let i = 0; i < 8; i++) expect((await login(user, user.password, address)).status).toBe(200);
    expect(await pairOf(user.email, address)).toMatchObject({ count: 0, waitUntil: 0 });
    // The address keeps its 12 failures, never its successes; nothing is counted per e-mail alone.
    expect((await counterOf('login', 'address', address))?.count).toBe(12);
    expect(await counterOf('login', 'email', user.email)).toBeUndefined();
  });
});

describe('login with limits a test can reach quickly', () => {
  const quick = (overrides: Partial<AttemptRules['login']>): { rules: AttemptRules } => ({
    rules: { ...ATTEMPT_RULES, login: { ...ATTEMPT_RULES.login, ...overrides } },
  });
  const pairRule = (overrides: Partial<PairRule>): PairRule => ({ ...(ATTEMPT_RULES.login.pair as PairRule), ...overrides });

  it('holds a client address after its failures on several e-mails, and only that address', async () => {
    const options = quick({ perAddress: { limit: 3, windowSeconds: 900 } });
    const address = freshAddress();
    const [a, b, c, d] = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    for (const user of [a, b, c]) expect((await login(user, 'Errada#1', address, options)).status).toBe(401);
    const held = await login(d, d.password, address, options);
    expect({ status: held.status, body: held.body }).toEqual({ status: 429, body: { error: WAIT(15) } });
    expect((await login(d, d.password, freshAddress(), options)).status).toBe(200);
  });

  it('lets the pair try again once its wait is over, and doubles the wait after each further failure', async () => {
    let now = Date.now();
    const options = { ...quick({ pair: pairRule({ free: 2 }) }), now: () => now };
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 2; i++) expect((await login(user, `Errada#${i}`, address, options)).status).toBe(401);
    expect((await login(user, user.password, address, options)).body).toEqual({ error: WAIT(1) });

    now += 61_000;
    expect((await login(user, 'Errada#3', address, options)).status).toBe(401);
    expect((await login(user, user.password, address, options)).body).toEqual({ error: WAIT(2) });
    now += 60_000;
    expect((await login(user, user.password, address, options)).body).toEqual({ error: WAIT(1) });

    now += 61_000;
    expect((await login(user, 'Errada#4', address, options)).status).toBe(401);
    expect((await login(user, user.password, address, options)).body).toEqual({ error: WAIT(4) });
    now += 4 * 60_000 + 1000;
    expect((await login(user, user.password, address, options)).status).toBe(200);
  });
});

describe('password reset with the real limits', () => {
  it('holds the right code after 5 wrong ones from that address, answers a known and an unknown e-mail alike, and lets the owner reset from another', async () => {
    const user = await newUser();
    const address = freshAddress();
    const sentAt = Date.now();
    expect((await callAuth('authForgotPassword', { body: { email: user.email }, sourceIp: address })).status).toBe(200);
    const code = await waitForCognitoCode(user.email, { after: sentAt, reset: true, timeoutMs: 10_000 });

    const confirm = (email: string, withCode: string, sourceIp: string) =>
      callAuth('authConfirmForgotPassword', { body: { email, code: withCode, newPassword: NEW_PASSWORD }, sourceIp });
    const known = [];
    for (let i = 0; i < 5; i++) known.push(await confirm(user.email, '000000', address));
    const unknown = await confirm(`ninguem-${user.id.slice(0, 8)}@exemplo.local`, '000000', address);
    expect(known.map((answer) => answer.status)).toEqual(Array(5).fill(422));
    expect(unknown.body).toEqual(known[0].body);

    const held = await confirm(user.email, code, address);
    expect({ status: held.status, body: held.body }).toEqual({ status: 429, body: { error: WAIT(1) } });
    expect((await confirm(user.email, code, freshAddress())).status).toBe(200);
  });

  it('takes at most 10 wrong codes for one e-mail in 15 minutes, from however many addresses', async () => {
    const user = await newUser();
    const confirm = (withCode: string) =>
      callAuth('authConfirmForgotPassword', {
        body: { email: user.email, code: withCode, newPassword: NEW_PASSWORD },
        sourceIp: freshAddress(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await confirm(String(100000 + i))).status);
    expect(statuses).toEqual([...Array(10).fill(422), 429, 429]);
    expect((await counterOf('reset', 'email', user.email))?.count).toBe(10);
    // A code only delays a reset: the owner still signs in with the password.
    expect((await login(user, user.password, freshAddress())).status).toBe(200);
  });

  it('sends at most 5 reset e-mails to one address in 15 minutes', async () => {
    const user = await newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await callAuth('authForgotPassword', { body: { email: user.email }, sourceIp: freshAddress() })).status);
    expect(statuses).toEqual([...Array(5).fill(200), 429, 429]);
  });
});

describe('through the gateway', () => {
  it('answers a held pair with the Portuguese 429 and its wait, as it does on AWS', async () => {
    const user = await newUser();
    // Four failures already counted for the gateway's address (whichever loopback it sees), so the
    // suite's own address spends one failure only.
    const counted = { count: 4, waitUntil: 0, expiresAt: Math.floor(Date.now() / 1000) + 3600 };
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(await movePair(testTable(), { flow: 'login', email: user.email, address }, null, counted)).toBe(true);
    }
    const post = (password: string) => callApi('POST', buildPath('authLogin'), { body: { email: user.email, password } });
    const wrong = await post('Errada#5');
    expect({ status: wrong.status, error: wrong.body.error }).toEqual({ status: 401, error: MESSAGES.login.wrongCredentials });
    const held = await post(user.password);
    expect({ status: held.status, body: held.body }).toEqual({ status: 429, body: { error: WAIT(1) } });
  });
});

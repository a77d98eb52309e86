// The brake on guessing: failed passwords, reset codes and reset e-mails are counted per e-mail and per
// client address in DynamoDB, counted before Cognito is asked, and lock for a while with a Portuguese
// 429; a success never counts and clears its e-mail's failures. Most cases call the auth Lambda
// in-process from an address of their own (so no other test's address is ever locked), with the real
// limits unless a case says otherwise; one goes through the gateway, as the browser does.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#shared/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { ATTEMPT_RULES, type AttemptRules } from '#functions/auth/attempt-limits.ts';
import { waitForCognitoCode } from '../support/outbox.ts';
import { callApi, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { callAuth, freshAddress, useHandlerEnvironment } from './fixtures/auth-calls.ts';

const LOCKED = SERVICE_MESSAGES.tooManyAttempts(15);
const NEW_PASSWORD = 'Redefinida#Senha2026';

beforeAll(() => useHandlerEnvironment());

const newUser = (): Promise<TestUser> => createTestUser({ businessId: 'biz-demo', access: 'customer' });
const login = (user: Pick<TestUser, 'email'>, password: string, sourceIp: string, options: Parameters<typeof callAuth>[2] = {}) =>
  callAuth('authLogin', { body: { email: user.email, password }, sourceIp }, options);

async function counterOf(flow: 'login' | 'reset' | 'forgot', by: 'email' | 'address', value: string) {
  const { db, tableName } = testTable();
  return (await db.send(new GetCommand({ TableName: tableName, Key: keys.attempts(flow, by, value) }))).Item;
}

describe('login with the real limits', () => {
  it('refuses the right password after 30 wrong ones: 5 reach Cognito, then the e-mail is locked for 15 minutes', async () => {
    const user = await newUser();
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login(user, `Errada#${i}`, address)).status);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);

    const right = await login(user, user.password, address);
    expect({ status: right.status, body: right.body }).toEqual({ status: 429, body: { error: LOCKED } });
    // Locked per e-mail, whatever the address.
    expect((await login(user, user.password, freshAddress())).status).toBe(429);
    // The item ends by itself: its TTL attribute is the end of the lock.
    const counter = await counterOf('login', 'email', user.email);
    expect(counter?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
  });

  it('lets only 5 of 12 wrong passwords sent at once reach Cognito', async () => {
    const user = await newUser();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(user, `Errada#${i}`, freshAddress())));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect(answers.filter((answer) => answer.status === 401).every((answer) => answer.body.error === MESSAGES.login.wrongCredentials)).toBe(
      true,
    );
  });

  it('never counts a success, and a success clears the failures of its e-mail', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(user, `Errada#${i}`, address)).status).toBe(401);
      expect((await login(user, user.password, address)).status).toBe(200);
    }
    for (let i = 0; i < 8; i++) expect((await login(user, user.password, address)).status).toBe(200);
    expect(await counterOf('login', 'email', user.email)).toBeUndefined();
    // The address keeps its 12 failures, never its successes.
    expect((await counterOf('login', 'address', address))?.count).toBe(12);
  });
});

describe('login with limits a test can reach quickly', () => {
  const quick = (overrides: Partial<AttemptRules['login']>): { rules: AttemptRules } => ({
    rules: { ...ATTEMPT_RULES, login: { ...ATTEMPT_RULES.login, ...overrides } },
  });

  it('locks a client address after its failures on several e-mails, and only that address', async () => {
    const options = quick({ perEmail: 100, perAddress: 3 });
    const address = freshAddress();
    const [a, b, c, d] = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    for (const user of [a, b, c]) expect((await login(user, 'Errada#1', address, options)).status).toBe(401);
    const blocked = await login(d, d.password, address, options);
    expect({ status: blocked.status, body: blocked.body }).toEqual({ status: 429, body: { error: LOCKED } });
    expect((await login(d, d.password, freshAddress(), options)).status).toBe(200);
  });

  it('lets the e-mail in again once its lock has ended', async () => {
    let now = Date.now();
    const options = { ...quick({ perEmail: 2, lockSeconds: 60 }), now: () => now };
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 2; i++) expect((await login(user, `Errada#${i}`, address, options)).status).toBe(401);
    const locked = await login(user, user.password, address, options);
    expect({ status: locked.status, body: locked.body }).toEqual({ status: 429, body: { error: SERVICE_MESSAGES.tooManyAttempts(1) } });
    now += 61_000;
    expect((await login(user, user.password, address, options)).status).toBe(200);
  });
});

describe('password reset with the real limits', () => {
  it('refuses the right code after 5 wrong ones, and answers a known and an unknown e-mail alike', async () => {
    const user = await newUser();
    const address = freshAddress();
    const sentAt = Date.now();
    expect((await callAuth('authForgotPassword', { body: { email: user.email }, sourceIp: address })).status).toBe(200);
    const code = await waitForCognitoCode(user.email, { after: sentAt, reset: true, timeoutMs: 10_000 });

    const wrong = (email: string) =>
      callAuth('authConfirmForgotPassword', { body: { email, code: '000000', newPassword: NEW_PASSWORD }, sourceIp: address });
    const known = [];
    for (let i = 0; i < 5; i++) known.push(await wrong(user.email));
    const unknown = await wrong(`ninguem-${user.id.slice(0, 8)}@exemplo.local`);
    expect(known.map((answer) => answer.status)).toEqual(Array(5).fill(422));
    expect(unknown.body).toEqual(known[0].body);

    const right = await callAuth('authConfirmForgotPassword', {
      body: { email: user.email, code, newPassword: NEW_PASSWORD },
      sourceIp: address,
    });
    expect({ status: right.status, body: right.body }).toEqual({ status: 429, body: { error: LOCKED } });
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
  it('answers a locked e-mail with the Portuguese 429, as it does on AWS', async () => {
    const user = await newUser();
    // Four failures from elsewhere; the gateway's own address (every test's) spends just one.
    const elsewhere = freshAddress();
    for (let i = 0; i < 4; i++) expect((await login(user, `Errada#${i}`, elsewhere)).status).toBe(401);
    const post = (password: string) => callApi('POST', buildPath('authLogin'), { body: { email: user.email, password } });
    expect((await post('Errada#4')).status).toBe(401);
    const locked = await post(user.password);
    expect({ status: locked.status, body: locked.body }).toEqual({ status: 429, body: { error: LOCKED } });
  });
});

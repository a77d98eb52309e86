// Races on the brake on guessing: wrong passwords sent at once can never get more tries to Cognito than
// the limits allow, since every try is counted before Cognito is asked (a pair's move is conditioned on
// the state it read; an address's count is an atomic ADD). In-process, from addresses of this file's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { ATTEMPT_RULES, type AttemptRules, type PairRule } from '#functions/domain/attempt-limits.ts';
import { recordRace } from '../support/race-figures.ts';
import { loginAs } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { changePassword } from './fixtures/account-calls.ts';
import { callAuth, freshAddress, useHandlerEnvironment } from './fixtures/auth-calls.ts';

beforeAll(() => useHandlerEnvironment());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('wrong passwords sent at once', () => {
  it('let exactly 5 of 12 reach Cognito for one e-mail from one address; the rest wait', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => callAuth('authLogin', { body: { email: user.email, password: `Errada#${i}` }, sourceIp: address })),
    );
    const reached = answers.filter((answer) => answer.status === 401);
    recordRace({ invariant: 'attempt limit', requests: 12, violations: Math.max(0, reached.length - 5) });
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 5, 429: 7 });
    expect(reached.every((answer) => answer.body.error === MESSAGES.login.wrongCredentials)).toBe(true);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.body.error === SERVICE_MESSAGES.tooManyAttempts(1))).toBe(
      true,
    );
  });

  it('let exactly one of 10 through once the wait is over', async () => {
    let now = Date.now();
    const rules: AttemptRules = {
      ...ATTEMPT_RULES,
      login: { ...ATTEMPT_RULES.login, pair: { ...(ATTEMPT_RULES.login.pair as PairRule), free: 2 } },
    };
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const address = freshAddress();
    const wrong = (i: number) =>
      callAuth('authLogin', { body: { email: user.email, password: `Errada#${i}` }, sourceIp: address }, { rules, now: () => now });
    for (let i = 0; i < 2; i++) expect((await wrong(i)).status).toBe(401);
    now += 61_000;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => wrong(10 + i)));
    const reached = answers.filter((answer) => answer.status === 401).length;
    recordRace({ invariant: 'attempt limit', requests: 10, violations: Math.max(0, reached - 1) });
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 1, 429: 9 });
  });

  it('let exactly 20 of 30 reach Cognito from one address across 30 e-mails', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callAuth('authLogin', {
          body: { email: `ninguem-${i}-${address.slice(-9).replace(/:/g, '')}@exemplo.local`, password: 'Errada#1' },
          sourceIp: address,
        }),
      ),
    );
    const reached = answers.filter((answer) => answer.status === 401).length;
    recordRace({ invariant: 'attempt limit', requests: 30, violations: Math.max(0, reached - 20) });
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 20, 429: 10 });
  });

  it('in the account form let exactly 5 of 12 wrong current passwords reach Cognito', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const token = await loginAs(user.email);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        changePassword(user, token, { current: `Errada#${i}`, proposed: 'Trocada#Senha2026' }, { sourceIp: address }),
      ),
    );
    const reached = answers.filter((answer) => answer.status === 422).length;
    recordRace({ invariant: 'attempt limit', requests: 12, violations: Math.max(0, reached - 5) });
    expect(tally(answers.map((answer) => answer.status ?? 0))).toEqual({ 422: 5, 429: 7 });
  });
});

// The account form's current password is a password guess like a login's: its failures count in the
// login's counters (per e-mail and address, with growing waits, and per address), so a stolen session
// cannot try passwords without limit, nor get more tries by switching between the two routes. Called
// in-process from addresses of this file's own, with real tokens and the stack's Cognito.
import { beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { loginAs } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { changePassword } from './fixtures/account-calls.ts';
import { callAuth, freshAddress, useHandlerEnvironment } from './fixtures/auth-calls.ts';

const NEW_PASSWORD = 'Trocada#Senha2026';

beforeAll(() => useHandlerEnvironment());

describe('a wrong current password', () => {
  it('is refused 5 times, then held with the login’s wait: 25 wrong and the right one is still a 429', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const token = await loginAs(user.email);
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i < 25; i++)
      answers.push(await changePassword(user, token, { current: `Errada#${i}`, proposed: NEW_PASSWORD }, { sourceIp: address }));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(422), ...Array(20).fill(429)]);
    expect(answers[0].body.errors).toEqual({ current_password: [MANAGEMENT_MESSAGES.account.currentPasswordWrong] });
    expect(answers[5].body).toEqual({ error: SERVICE_MESSAGES.tooManyAttempts(1) });

    const right = await changePassword(user, token, { current: user.password, proposed: NEW_PASSWORD }, { sourceIp: address });
    expect({ status: right.status, body: right.body }).toEqual({ status: 429, body: { error: SERVICE_MESSAGES.tooManyAttempts(1) } });
    // The same counters as a login: the password cannot be tried at login from that address either.
    expect((await callAuth('authLogin', { body: { email: user.email, password: user.password }, sourceIp: address })).status).toBe(429);
  });

  it('holds only that address: the owner changes the password from another one', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const token = await loginAs(user.email);
    const attacker = freshAddress();
    for (let i = 0; i < 6; i++) await changePassword(user, token, { current: `Errada#${i}`, proposed: NEW_PASSWORD }, { sourceIp: attacker });
    const owner = await changePassword(user, token, { current: user.password, proposed: NEW_PASSWORD }, { sourceIp: freshAddress() });
    expect({ status: owner.status, body: owner.body }).toEqual({ status: 200, body: { success: true, password_changed: true } });
  });

  it('counts with the failed logins of that e-mail and address', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const token = await loginAs(user.email);
    const address = freshAddress();
    for (let i = 0; i < 3; i++) {
      expect((await callAuth('authLogin', { body: { email: user.email, password: `Errada#${i}` }, sourceIp: address })).status).toBe(401);
    }
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await changePassword(user, token, { current: `Errada#${i}`, proposed: NEW_PASSWORD }, { sourceIp: address })).status);
    }
    expect(statuses).toEqual([422, 422, 429]);
  });
});

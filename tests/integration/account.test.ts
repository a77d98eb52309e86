// GET /accounts/edit and PATCH /accounts: the caller's own name and password, through the local gateway
// with real tokens. Each test user is made here, so the demo accounts' passwords never change.
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH, INPUT_LIMITS } from '#shared/constants.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { PASSWORD_POLICY } from '#shared/password-policy.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { buildPath } from '#shared/routes.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#functions/data/keys.ts';
import { getUserOfBusiness } from '#functions/data/users.ts';
import { callApi, DEMO_PASSWORD, loginAs, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const NEW_PASSWORD = 'Outra#Senha2027';

const edit = (token: string) => callApi('GET', buildPath('editAccount'), { token });
const update = (token: string, user: Record<string, unknown>, headers?: Record<string, string>) =>
  callApi('PATCH', buildPath('updateAccount'), { token, body: { user }, headers });
const login = (email: string, password: string) => callApi('POST', buildPath('authLogin'), { body: { email, password } });
const refreshCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${AUTH.refreshCookie}=`));

let renamed: TestUser;
let token: string;

beforeAll(async () => {
  renamed = await createTestUser({
    businessId: 'biz-demo',
    access: 'customer',
    roleIds: ['role-comercial'],
    firstName: 'Ana',
    lastName: 'Antiga',
  });
  token = await loginAs(renamed.email);
});

describe('account form data', () => {
  it('answers the caller’s own names and e-mail', async () => {
    const answer = await edit(token);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: { user: { first_name: 'Ana', last_name: 'Antiga', email: renamed.email } },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await callApi('GET', buildPath('editAccount'))).status).toBe(401);
  });
});

describe('account update', () => {
  it('renames the caller (user data shows it) and ignores an e-mail or another user’s id in the body', async () => {
    const answer = await update(token, { first_name: '  Ana Maria ', last_name: 'Nova', email: 'outro@exemplo.local', id: 'someone-else' });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { success: true, password_changed: false } });

    const userData = await callApi('GET', buildPath('userData'), { token });
    expect(userData.body).toMatchObject({ name: 'Ana Maria Nova', first_name: 'Ana Maria', last_name: 'Nova', email: renamed.email });
    expect((await edit(token)).body.user).toEqual({ first_name: 'Ana Maria', last_name: 'Nova', email: renamed.email });
    const stored = await getUserOfBusiness(testTable(), 'biz-demo', renamed.id);
    expect(stored).toMatchObject({
      firstName: 'Ana Maria',
      lastName: 'Nova',
      email: renamed.email,
      DirSK: expect.stringMatching(/^ana maria nova#/),
    });
    // The name kept on the user's role (who may see a dashboard) follows in the same write.
    const role = await testTable().db.send(new GetCommand({ TableName: testTable().tableName, Key: keys.role('biz-demo', 'role-comercial') }));
    expect(role.Item?.members[renamed.id]).toBe('Ana Maria Nova');
  });

  it.each([
    ['an empty first name', { first_name: ' ', last_name: 'Nova' }, 'first_name', MANAGEMENT_MESSAGES.account.firstNameRequired],
    ['no last name', { first_name: 'Ana' }, 'last_name', undefined],
    ['a last name too long', { first_name: 'Ana', last_name: 'x'.repeat(INPUT_LIMITS.personName + 1) }, 'last_name', undefined],
    [
      'a new password without the current one',
      { first_name: 'Ana', last_name: 'Nova', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'current_password',
      MANAGEMENT_MESSAGES.account.currentPasswordRequired,
    ],
    [
      'a confirmation that does not match',
      {
        first_name: 'Ana',
        last_name: 'Nova',
        password: NEW_PASSWORD,
        password_confirmation: 'Outra#Senha2028',
        current_password: DEMO_PASSWORD,
      },
      'password_mismatch',
      MANAGEMENT_MESSAGES.account.passwordMismatch,
    ],
    [
      'a password the policy refuses',
      { first_name: 'Ana', last_name: 'Nova', password: 'fraca', password_confirmation: 'fraca', current_password: DEMO_PASSWORD },
      'password',
      SERVICE_MESSAGES.passwordPolicy(PASSWORD_POLICY.minLength),
    ],
    [
      'a wrong current password',
      { first_name: 'Ana', last_name: 'Nova', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, current_password: 'Errada#Senha99' },
      'current_password',
      MANAGEMENT_MESSAGES.account.currentPasswordWrong,
    ],
  ])('answers 422 on %s, on that field only, and changes nothing', async (_, user, field, message) => {
    const answer = await update(token, user);
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    if (message) expect(answer.body.errors[field]).toEqual([message]);
    expect((await edit(token)).body.user).toMatchObject({ first_name: 'Ana Maria', last_name: 'Nova' });
  });

  it('changes the password: every session ends, the old password fails and the new one works', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer_admin' });
    const signedIn = await login(user.email, user.password);
    const cookie = refreshCookieOf(signedIn.headers)!.split(';')[0];
    const answer = await update(
      signedIn.body.accessToken,
      { first_name: 'Paula', last_name: 'Troca', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, current_password: user.password },
      { cookie },
    );
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { success: true, password_changed: true } });
    expect(refreshCookieOf(answer.headers)).toMatch(/Max-Age=0/);

    expect((await login(user.email, user.password)).status).toBe(401);
    const again = await login(user.email, NEW_PASSWORD);
    expect(again.status).toBe(200);
    // The old refresh cookie no longer refreshes (its token revoked).
    expect((await callApi('POST', buildPath('authRefresh'), { body: {}, headers: { cookie } })).status).toBe(401);
    expect((await edit(again.body.accessToken)).body.user).toMatchObject({ first_name: 'Paula', last_name: 'Troca' });
  });
});

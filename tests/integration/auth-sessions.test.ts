// Sessions end when they should: the functions trust only access tokens of the portal's own client
// (even when an authorizer let something else through), and an access token issued before a logout,
// a password change or a deactivation is refused at once (the profile's `tokensValidAfter`), while a
// new login works right away.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { fenceTokens } from '#functions/data/sessions.ts';
import { buildHandler as buildUserData } from '#functions/user-data/handler.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { waitPastSecond } from './fixtures/auth-calls.ts';
import { passwordChangeBody } from './fixtures/browser-sessions.ts';

const NEW_PASSWORD = 'Trocada#Senha2026';

const login = (email: string, password: string) => callApi('POST', buildPath('authLogin'), { body: { email, password } });
const refreshCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${AUTH.refreshCookie}=`))!
    .split(';')[0];
const userData = (token: string) => callApi('GET', buildPath('userData'), { token });
const issuedAt = (token: string) => decodeJwt(token).iat as number;

/** GET /user_data in-process with the claims an authorizer would pass on (the function's own check). */
const userDataWithClaims = (sub: string, claims: Record<string, unknown>) =>
  invokeRecorded((table) => buildUserData({ table: () => table }), 'userData', { sub, claims });

describe('the claims a function accepts', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
  });

  it('answers an access token of the portal client (the control)', async () => {
    expect((await userDataWithClaims(user.id, {})).status).toBe(200);
  });

  it.each([
    ['an ID token', { token_use: 'id' }],
    ['a token of another client', { client_id: 'outro-cliente' }],
    ['a token without token_use', { token_use: undefined }],
    ['a token without iat', { iat: undefined }],
  ])('refuses %s with 401 even when handed straight to the function', async (_, claims) => {
    const answer = await userDataWithClaims(user.id, claims);
    expect(answer.status).toBe(401);
    // Refused before any read: nothing about the user was looked up.
    expect(answer.reads).toEqual([]);
  });

  it('refuses a token issued in a second before the fence, and takes one issued in the fence second itself', async () => {
    const fresh = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const fence = Math.floor(Date.now() / 1000);
    await fenceTokens(testTable(), { businessId: 'biz-demo', id: fresh.id }, fence);

    const before = await userDataWithClaims(fresh.id, { iat: fence - 1 });
    expect({ status: before.status, error: before.body.error }).toEqual({ status: 401, error: SERVICE_MESSAGES.sessionEnded });
    // A login right after a logout, in the same second, gets a token stamped with that second: it works.
    expect((await userDataWithClaims(fresh.id, { iat: fence })).status).toBe(200);
    expect((await userDataWithClaims(fresh.id, { iat: fence + 1 })).status).toBe(200);
  });
});

describe('logout', () => {
  it('ends the access tokens issued before it; a new login works at once', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const signedIn = await login(user.email, user.password);
    const token = signedIn.body.accessToken as string;
    expect((await userData(token)).status).toBe(200);
    await waitPastSecond(issuedAt(token));

    const cookie = refreshCookie(signedIn.headers);
    expect((await callApi('GET', buildPath('logout'), { headers: { cookie } })).status).toBe(200);

    const after = await userData(token);
    expect({ status: after.status, error: after.body.error }).toEqual({ status: 401, error: SERVICE_MESSAGES.sessionEnded });
    // The refresh cookie is spent too.
    expect((await callApi('POST', buildPath('authRefresh'), { body: {}, headers: { cookie } })).status).toBe(401);
    // Logging in again, in the very second of the logout or later, works.
    expect((await userData(await loginAs(user.email))).status).toBe(200);
  });

  it('lets a login in the same second as a logout work', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const signedIn = await login(user.email, user.password);
    await callApi('GET', buildPath('logout'), { headers: { cookie: refreshCookie(signedIn.headers) } });
    const again = await loginAs(user.email);
    const fence = await fenceOf(user);
    expect(issuedAt(again)).toBeGreaterThanOrEqual(fence);
    expect((await userData(again)).status).toBe(200);
  });
});

describe('a password change', () => {
  it('ends the access tokens issued before it; the new password signs in at once', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const signedIn = await login(user.email, user.password);
    const token = signedIn.body.accessToken as string;
    await waitPastSecond(issuedAt(token));

    const changed = await callApi('PATCH', buildPath('updateAccount'), {
      token,
      headers: { cookie: refreshCookie(signedIn.headers) },
      body: passwordChangeBody(user.password, NEW_PASSWORD),
    });
    expect(changed.status).toBe(200);

    const after = await userData(token);
    expect({ status: after.status, error: after.body.error }).toEqual({ status: 401, error: SERVICE_MESSAGES.sessionEnded });
    expect((await userData(await loginAs(user.email, NEW_PASSWORD))).status).toBe(200);
  });

  it('refuses a one-character password with the policy message on the password field', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const token = await loginAs(user.email);
    const answer = await callApi('PATCH', buildPath('updateAccount'), {
      token,
      body: {
        user: { first_name: 'Pessoa', last_name: 'de Teste', password: 'a', password_confirmation: 'a', current_password: user.password },
      },
    });
    expect({ status: answer.status, errors: answer.body.errors }).toEqual({
      status: 422,
      errors: { password: [SERVICE_MESSAGES.passwordPolicy(12)] },
    });
  });
});

describe('a deactivation', () => {
  it('refuses the access tokens issued before it, and the deactivated user cannot sign in again', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const token = await loginAs(user.email);
    await waitPastSecond(issuedAt(token));

    const admin = await loginAs('gestor@demo.local');
    expect((await callApi('DELETE', buildPath('deleteUser', { id: user.id }), { token: admin })).status).toBe(200);

    expect((await userData(token)).status).toBe(401);
    // The fence is written in the deactivation's own transaction, beside `disabled`.
    expect(await fenceOf(user)).toBeGreaterThan(issuedAt(token));
    const again = await login(user.email, user.password);
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 403, error: MESSAGES.login.disabledUser });
  });
});

async function fenceOf(user: TestUser): Promise<number> {
  const { db, tableName } = testTable();
  const item = await db.send(new GetCommand({ TableName: tableName, Key: keys.user('biz-demo', user.id) }));
  return item.Item?.tokensValidAfter as number;
}

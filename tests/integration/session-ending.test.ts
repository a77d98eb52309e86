// Sessions end when they should, through the gateway as the browser calls it: a password reset ends every
// session of the account (its access tokens and its refresh tokens: no other browser refreshes again), a
// password change ends the other devices' too, and logout ends the very access token it is called with,
// after any kind of login, or answers 401 when it names no live session (never a success that ended
// nothing). What holds when Cognito's own sign-out does not happen is session-ending-fence.test.ts.
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '#shared/constants.ts';
import { buildPath } from '#shared/routes.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { waitForCognitoCode } from '../support/outbox.ts';
import { callApi, cookiesOf, loginAs, stackClients, stackInfo } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { callAuth, freshAddress, useHandlerEnvironment, waitPastSecond } from './fixtures/auth-calls.ts';
import { passwordChangeBody, refreshWith, SESSION_ENDED, signIn, type Browser } from './fixtures/browser-sessions.ts';

const NEW_PASSWORD = 'Trocada#Senha2026';

beforeAll(() => useHandlerEnvironment());

/** An invited user's first login: the challenge, then the first password from the same browser. */
async function firstPasswordSignIn(user: TestUser): Promise<Browser> {
  const challenged = await callApi('POST', buildPath('authLogin'), { body: { email: user.email, password: user.password } });
  expect(challenged.body.challenge).toBe('NEW_PASSWORD_REQUIRED');
  const answer = await callApi('POST', buildPath('authNewPassword'), {
    body: { email: user.email, session: challenged.body.session, newPassword: NEW_PASSWORD },
    headers: { cookie: cookiesOf(challenged.headers) },
  });
  expect(answer.status).toBe(200);
  return { token: answer.body.accessToken as string, cookie: cookiesOf(answer.headers) };
}

const refresh = (browser: Browser) => refreshWith(browser.cookie);
const userData = (token: string) => callApi('GET', buildPath('userData'), { token });
const logout = (options: { token?: string; cookie?: string }) =>
  callApi('GET', buildPath('logout'), { token: options.token, headers: options.cookie ? { cookie: options.cookie } : {} });
const issuedAt = (token: string) => decodeJwt(token).iat as number;
const ended = async (token: string) => {
  const answer = await userData(token);
  return { status: answer.status, error: answer.body?.error };
};

describe('a password reset', () => {
  it('ends every session of the account: other browsers can neither call nor refresh', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const [first, second] = [await signIn(user.email, user.password), await signIn(user.email, user.password)];
    await waitPastSecond(Math.max(issuedAt(first.token), issuedAt(second.token)));

    const address = freshAddress();
    const sentAt = Date.now();
    expect((await callAuth('authForgotPassword', { body: { email: user.email }, sourceIp: address })).status).toBe(200);
    const code = await waitForCognitoCode(user.email, { after: sentAt, reset: true, timeoutMs: 10_000 });
    const reset = await callAuth('authConfirmForgotPassword', {
      body: { email: user.email, code, newPassword: NEW_PASSWORD },
      sourceIp: address,
    });
    expect(reset.status).toBe(200);

    for (const browser of [first, second]) {
      expect(await ended(browser.token)).toEqual(SESSION_ENDED);
      expect((await refresh(browser)).status).toBe(401);
    }
    // The new password opens a session at once, and it refreshes.
    const again = await signIn(user.email, NEW_PASSWORD);
    expect((await userData(again.token)).status).toBe(200);
    expect((await refresh(again)).status).toBe(200);
  });
});

describe('a password change', () => {
  it("ends the other devices' sessions too: their access tokens and their refresh tokens", async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const [here, elsewhere] = [await signIn(user.email, user.password), await signIn(user.email, user.password)];
    await waitPastSecond(Math.max(issuedAt(here.token), issuedAt(elsewhere.token)));

    const changed = await callApi('PATCH', buildPath('updateAccount'), {
      token: here.token,
      headers: { cookie: here.cookie },
      body: passwordChangeBody(user.password, NEW_PASSWORD),
    });
    expect(changed.status).toBe(200);
    expect(await ended(elsewhere.token)).toEqual(SESSION_ENDED);
    expect((await refresh(elsewhere)).status).toBe(401);
    expect((await refresh(here)).status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the access token of a first-password login, whose refresh cookie Cognito may not trade', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer', invited: true });
    const browser = await firstPasswordSignIn(user);
    expect((await userData(browser.token)).status).toBe(200);

    const out = await logout(browser);
    expect({ status: out.status, body: out.body }).toEqual({ status: 200, body: { success: true } });
    expect(await ended(browser.token)).toEqual(SESSION_ENDED);
    // The cookies are cleared, and a new login works at once.
    expect(out.headers.getSetCookie().find((cookie) => cookie.startsWith(`${AUTH.refreshCookie}=`))).toMatch(/Max-Age=0/);
    expect((await userData(await loginAs(user.email, NEW_PASSWORD))).status).toBe(200);
  });

  it('ends the token it is called with even in the second that token was issued, and a login right after works', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const browser = await signIn(user.email, user.password);
    const startedAt = Date.now();
    expect((await logout({ token: browser.token })).status).toBe(200);
    // At most the rest of that second is waited for.
    expect(Date.now() - startedAt).toBeLessThan(2500);
    expect(await ended(browser.token)).toEqual(SESSION_ENDED);
    expect((await userData(await loginAs(user.email))).status).toBe(200);
  });

  it('answers 401 when it names no live session, and clears the cookies all the same', async () => {
    const nothing = await logout({});
    expect({ status: nothing.status, body: nothing.body }).toEqual({ status: 401, body: { error: SERVICE_MESSAGES.noSessionToEnd } });
    expect(nothing.headers.getSetCookie().find((cookie) => cookie.startsWith(`${AUTH.refreshCookie}=`))).toMatch(/Max-Age=0/);

    const spent = await logout({ cookie: `${AUTH.refreshCookie}=nao-e-um-token` });
    expect({ status: spent.status, error: spent.body.error }).toEqual({ status: 401, error: SERVICE_MESSAGES.noSessionToEnd });
  });

  it("takes no forged token, ID token or another pool's token as a session: the owner's token goes on", async () => {
    const victim = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const token = await loginAs(victim.email);
    const { resources, endpoints } = stackInfo();
    const claims = { sub: victim.id, token_use: 'access', client_id: resources.userPoolClientId, iat: Math.floor(Date.now() / 1000) - 5 };

    // Signed by a key of nobody's, under the emulator's key id.
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(`${endpoints.cognito}/${resources.userPoolId}`)
      .setExpirationTime('1h')
      .sign(privateKey);
    // The victim's own ID token: signed by the pool, but not an access token.
    const signedIn = await stackClients().cognito.send(
      new InitiateAuthCommand({
        ClientId: resources.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: victim.email, PASSWORD: victim.password },
      }),
    );
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

    for (const bearer of [forged, signedIn.AuthenticationResult?.IdToken as string, unsigned, 'nao-e-um-jwt']) {
      const answer = await logout({ token: bearer });
      expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 401, error: SERVICE_MESSAGES.noSessionToEnd });
    }
    expect((await userData(token)).status).toBe(200);
  });
});

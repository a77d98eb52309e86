// Login, session and the JWT checks of the gateway (the local twin of the HTTP API authorizer),
// with real tokens from the Cognito emulator.
import { createRequire } from 'node:module';
import { AdminDisableUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { generateKeyPair, importJWK, SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { MESSAGES } from '#shared/messages.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { callApi, cookiesOf, loginAs, stackClients, stackInfo, testTable, userIdOf } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';

const require = createRequire(import.meta.url);

/** Claims shaped like the emulator's access tokens, for a given user, signed by a key we choose. */
async function forgeToken(sub: string, key: CryptoKey | Uint8Array | Awaited<ReturnType<typeof importJWK>>, expiresAt: number) {
  const { endpoints, resources } = stackInfo();
  // Issued now: a token older than its user's last logout would be refused for that alone.
  const issuedAt = Math.min(Math.floor(Date.now() / 1000), expiresAt - 60);
  return new SignJWT({ client_id: resources.userPoolClientId, token_use: 'access', scope: 'aws.cognito.signin.user.admin', username: sub })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setSubject(sub)
    .setIssuer(`${endpoints.cognito}/${resources.userPoolId}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key as CryptoKey);
}

const refreshCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${AUTH.refreshCookie}=`));
const hintCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${AUTH.sessionHintCookie}=`));

describe('login', () => {
  it('answers a valid login with a 15-minute access token and an httpOnly SameSite=Strict refresh cookie', async () => {
    const answer = await callApi('POST', '/api/v1/auth/login', { body: { email: 'cliente@demo.local', password: 'Portal#2026' } });
    expect(answer.status).toBe(200);
    expect(answer.body.expiresIn).toBeGreaterThan(AUTH.accessTokenMinutes * 60 - 10);
    expect(answer.body.expiresIn).toBeLessThanOrEqual(AUTH.accessTokenMinutes * 60);
    const claims = decodeJwt(answer.body.accessToken);
    expect(claims.token_use).toBe('access');
    expect((claims.exp as number) - (claims.iat as number)).toBe(AUTH.accessTokenMinutes * 60);
    const cookie = refreshCookieOf(answer.headers);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/v1/);
    // Plain-http localhost: Secure would make the browser drop it.
    expect(cookie).not.toMatch(/Secure/);
    expect(JSON.stringify(answer.body)).not.toContain('refresh');
    // Beside it, a hint the SPA can read (so a signed-out visit sends no refresh), holding no secret.
    expect(hintCookieOf(answer.headers)).toMatch(
      new RegExp(`^${AUTH.sessionHintCookie}=1; SameSite=Strict; Path=/; Max-Age=${AUTH.refreshTokenDays * 86400}$`),
    );
  });

  it('refuses wrong credentials and unknown users with the same Portuguese message', async () => {
    const wrong = await callApi('POST', '/api/v1/auth/login', { body: { email: 'cliente@demo.local', password: 'errada' } });
    const unknown = await callApi('POST', '/api/v1/auth/login', { body: { email: 'ninguem@demo.local', password: 'Portal#2026' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe(MESSAGES.login.wrongCredentials);
    expect(unknown.body.error).toBe(MESSAGES.login.wrongCredentials);
  });

  it('answers malformed JSON with 400 and invalid fields with 422, never 500', async () => {
    const malformed = await callApi('POST', '/api/v1/auth/login', { rawBody: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(MESSAGES.errors.invalidJson);
    const notEmail = await callApi('POST', '/api/v1/auth/login', { body: { email: 'x'.repeat(5000), password: 1 } });
    expect(notEmail.status).toBe(422);
    expect(notEmail.body.success).toBe(false);
    expect(Object.keys(notEmail.body.errors).sort()).toEqual(['email', 'password']);
  });

  it('asks an invited user for a new password, then signs them in', async () => {
    const invited = await createTestUser({ businessId: 'biz-demo', access: 'customer', invited: true });
    const first = await callApi('POST', '/api/v1/auth/login', { body: { email: invited.email, password: invited.password } });
    expect(first.status).toBe(200);
    expect(first.body.challenge).toBe('NEW_PASSWORD_REQUIRED');
    // The browser that got the challenge sends its cookie back (it binds the challenge to that browser).
    const done = await callApi('POST', '/api/v1/auth/new-password', {
      body: { email: invited.email, session: first.body.session, newPassword: 'Nova#Senha2026' },
      headers: { cookie: cookiesOf(first.headers) },
    });
    expect(done.status).toBe(200);
    expect(decodeJwt(done.body.accessToken).sub).toBe(invited.id);
    expect(refreshCookieOf(done.headers)).toBeDefined();
  });
});

describe('session cookie', () => {
  it('refreshes the access token from the cookie alone, rotating the cookie, and logout revokes it', async () => {
    const login = await callApi('POST', '/api/v1/auth/login', { body: { email: 'gestor@demo.local', password: 'Portal#2026' } });
    const cookie = refreshCookieOf(login.headers)!.split(';')[0];
    const refresh = (sent: string) => callApi('POST', '/api/v1/auth/refresh', { body: {}, headers: { cookie: sent } });

    const refreshed = await refresh(cookie);
    expect(refreshed.status).toBe(200);
    const userData = await callApi('GET', '/api/v1/user_data', { token: refreshed.body.accessToken });
    expect(userData.body.email).toBe('gestor@demo.local');
    // The client rotates refresh tokens: a new one in the cookie, set as at login.
    const rotated = refreshCookieOf(refreshed.headers)!;
    expect(rotated).toMatch(/HttpOnly/);
    expect(rotated).toMatch(/SameSite=Strict/);
    expect(rotated.split(';')[0]).not.toBe(cookie);
    // A refresh retried with the replaced cookie (its answer lost) still works within the client's grace.
    const retried = await refresh(cookie);
    expect(retried.status).toBe(200);
    const current = refreshCookieOf(retried.headers)!.split(';')[0];

    const logout = await callApi('GET', '/api/v1/logout', { headers: { cookie: current } });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect(refreshCookieOf(logout.headers)).toMatch(/Max-Age=0/);
    expect(hintCookieOf(logout.headers)).toMatch(/Max-Age=0/);
    expect((await refresh(current)).status).toBe(401);
  });

  it('answers a refresh without a cookie with 401 and the expired-session message', async () => {
    const answer = await callApi('POST', '/api/v1/auth/refresh', { body: {} });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(MESSAGES.login.sessionExpired);
  });
});

describe('JWT checks of the gateway', () => {
  it('lets a valid token through to the handler', async () => {
    const token = await loginAs('cliente@demo.local');
    const answer = await callApi('GET', '/api/v1/user_data', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ access: 'customer', email: 'cliente@demo.local', policies: { scoped: true } });
    expect(answer.body.theme.primary).toMatch(/^[0-9a-f]{6}$/);
  });

  it('refuses a request with no token', async () => {
    const answer = await callApi('GET', '/api/v1/user_data');
    expect(answer.status).toBe(401);
  });

  it('refuses an expired token signed by the pool key', async () => {
    const sub = await userIdOf('cliente@demo.local');
    const poolKey = await importJWK(require('cognito-local/lib/keys/cognitoLocal.private.json').jwk, 'RS256');
    const fresh = await forgeToken(sub, poolKey, Math.floor(Date.now() / 1000) + 600);
    const expired = await forgeToken(sub, poolKey, Math.floor(Date.now() / 1000) - 60);
    // The same key and claims with a future expiry pass, so the refusal below is the expiry's doing.
    expect((await callApi('GET', '/api/v1/user_data', { token: fresh })).status).toBe(200);
    expect((await callApi('GET', '/api/v1/user_data', { token: expired })).status).toBe(401);
  });

  it('refuses a token signed by another key', async () => {
    const sub = await userIdOf('cliente@demo.local');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await forgeToken(sub, privateKey, Math.floor(Date.now() / 1000) + 600);
    expect((await callApi('GET', '/api/v1/user_data', { token: forged })).status).toBe(401);
  });

  it('refuses an id token where an access token is required', async () => {
    const sub = await userIdOf('cliente@demo.local');
    const poolKey = await importJWK(require('cognito-local/lib/keys/cognitoLocal.private.json').jwk, 'RS256');
    const { endpoints, resources } = stackInfo();
    const idToken = await new SignJWT({ token_use: 'id', aud: resources.userPoolClientId })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setSubject(sub)
      .setIssuer(`${endpoints.cognito}/${resources.userPoolId}`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(poolKey as CryptoKey);
    expect((await callApi('GET', '/api/v1/user_data', { token: idToken })).status).toBe(401);
  });

  it('refuses the token of a user disabled after signing in, and their next login', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const token = await loginAs(user.email);
    expect((await callApi('GET', '/api/v1/user_data', { token })).status).toBe(200);

    const { db, tableName } = testTable();
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user('biz-demo', user.id),
        UpdateExpression: 'SET disabled = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    await stackClients().cognito.send(new AdminDisableUserCommand({ UserPoolId: stackInfo().resources.userPoolId, Username: user.email }));

    const afterDisable = await callApi('GET', '/api/v1/user_data', { token });
    expect(afterDisable.status).toBe(401);
    const login = await callApi('POST', '/api/v1/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(MESSAGES.login.disabledUser);
  });

  it('refuses a valid token whose user has no profile', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const token = await loginAs(user.email);
    const { db, tableName } = testTable();
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user('biz-demo', user.id),
        UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
      }),
    );
    expect((await callApi('GET', '/api/v1/user_data', { token })).status).toBe(401);
  });
});

describe('user data and branding', () => {
  it('gives the platform admin the unscoped policy and the default theme', async () => {
    const token = await loginAs('admin@portal.local');
    const answer = await callApi('GET', '/api/v1/user_data', { token });
    expect(answer.body).toMatchObject({ access: 'admin', policies: { scoped: false }, business_name: null, logo: null });
  });

  it('gives each business its own theme', async () => {
    const demo = await callApi('GET', '/api/v1/user_data', { token: await loginAs('gestor@demo.local') });
    const outra = await callApi('GET', '/api/v1/user_data', { token: await loginAs('gestor@outra.local') });
    expect(demo.body.business_name).toBe('Demo Analytics');
    expect(outra.body.business_name).toBe('Outra Empresa');
    expect(demo.body.theme).not.toEqual(outra.body.theme);
    expect(Object.keys(demo.body.theme).sort()).toEqual(['background', 'primary', 'primary2', 'secondary', 'secondary2', 'support']);
  });

  it('reveals only name, colours and logo of a subdomain, and 404 for an unknown one', async () => {
    const demo = await callApi('GET', '/api/v1/branding', { query: { subdomain: 'demo' } });
    expect(demo.status).toBe(200);
    expect(Object.keys(demo.body).sort()).toEqual(['logo', 'name', 'theme']);
    expect(demo.body.name).toBe('Demo Analytics');
    const logo = await fetch(new URL(demo.body.logo, stackInfo().baseUrl));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect((await callApi('GET', '/api/v1/branding', { query: { subdomain: 'nao-existe' } })).status).toBe(404);
    expect((await callApi('GET', '/api/v1/branding', { query: { subdomain: '../x' } })).status).toBe(422);
  });

  it('answers the portal’s own look on a host with no business, and refuses a malformed subdomain in Portuguese', async () => {
    for (const query of [{}, { subdomain: '' }, { subdomain: '  ' }] as Record<string, string>[]) {
      const answer = await callApi('GET', '/api/v1/branding', { query });
      expect([answer.status, answer.body]).toEqual([200, { name: MESSAGES.app.title, theme: DEFAULT_THEME, logo: null }]);
    }
    for (const subdomain of ['../x', 'a_b', '-x']) {
      const answer = await callApi('GET', '/api/v1/branding', { query: { subdomain } });
      expect([answer.status, answer.body]).toEqual([422, { success: false, errors: { subdomain: [BUSINESS_MESSAGES.invalidSubdomain] } }]);
    }
  });
});

// @vitest-environment node
// Sessions in the Cognito emulator as Cognito keeps them: an app client's refresh-token rotation,
// GetTokensFromRefreshToken (a new refresh token each time, the replaced one good for the client's grace
// period only), REFRESH_TOKEN_AUTH refused where rotation is on, a disabled user refused (its refresh and
// its password sign-in), and a global sign-out (as administrator or with the user's access token) that
// revokes every refresh token.
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  UpdateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '#shared/constants.ts';
import { createLocalClients, type LocalAwsClients } from '#infra/local/aws-clients.ts';
import { startEmulators, type RunningEmulators } from '#infra/local/emulators.ts';
import { findFreePort } from '#infra/local/ports.ts';
import { provision } from '#infra/local/provision.ts';
import { tempDir } from '../support/temp-dir.ts';

const PASSWORD = 'Senha-Forte-2026';
const rotating = (RetryGracePeriodSeconds: number) => ({ RefreshTokenRotation: { Feature: 'ENABLED' as const, RetryGracePeriodSeconds } });

let emulators: RunningEmulators;
let clients: LocalAwsClients;
let userPoolId: string;

beforeAll(async () => {
  emulators = await startEmulators({
    dataDir: tempDir('portal-cognito-sessions'),
    ports: { dynamodb: await findFreePort(), s3: await findFreePort(), cognito: await findFreePort() },
    inMemory: true,
  });
  clients = createLocalClients(emulators.endpoints);
  const { UserPool } = await clients.cognito.send(new CreateUserPoolCommand({ PoolName: 'sessions', UsernameAttributes: ['email'] }));
  userPoolId = UserPool!.Id!;
}, 60_000);

afterAll(async () => {
  clients?.destroy();
  await emulators?.stop();
}, 30_000);

/** An app client of the pool: the password flow, 15-minute access tokens, and whatever `extra` sets. */
async function createClient(extra: Partial<CreateUserPoolClientCommandInput> = {}): Promise<string> {
  const { UserPoolClient } = await clients.cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'spa',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 15,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      ...extra,
    }),
  );
  return UserPoolClient!.ClientId!;
}

let users = 0;
/** A confirmed user with a permanent password; its e-mail is its username. */
async function createUser(): Promise<string> {
  const email = `pessoa${++users}@example.com`;
  await clients.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      UserAttributes: [{ Name: 'email', Value: email }],
      MessageAction: 'SUPPRESS',
    }),
  );
  await clients.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: PASSWORD, Permanent: true }));
  return email;
}

/** The tokens of a password sign-in through `ClientId`. */
async function signIn(ClientId: string, email: string) {
  const { AuthenticationResult } = await clients.cognito.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }),
  );
  return AuthenticationResult!;
}

const getTokens = (ClientId: string, RefreshToken: string) =>
  clients.cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken })).then((answer) => answer.AuthenticationResult!);
const refreshTokenAuth = (ClientId: string, REFRESH_TOKEN: string) =>
  clients.cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN } }));
const refused = (name: string, message?: RegExp) => ({ name, ...(message ? { message: expect.stringMatching(message) } : {}) });
const REVOKED = refused('NotAuthorizedException', /^Refresh Token has been revoked$/);

/** Waits until the clock is past `epochMs`: a deadline the emulator set, not a guess at how long it takes. */
async function waitUntilPast(epochMs: number): Promise<void> {
  while (Date.now() <= epochMs) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("an app client's refresh-token rotation", () => {
  it('is stored and described as given, changed by an update, and refused beyond 60 seconds of grace', async () => {
    const ClientId = await createClient(rotating(10));
    const describe = async () =>
      (await clients.cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId }))).UserPoolClient?.RefreshTokenRotation;
    expect(await describe()).toEqual({ Feature: 'ENABLED', RetryGracePeriodSeconds: 10 });

    await clients.cognito.send(new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId, AccessTokenValidity: 30 }));
    expect(await describe()).toEqual({ Feature: 'ENABLED', RetryGracePeriodSeconds: 10 });
    await clients.cognito.send(new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId, ...rotating(0) }));
    expect(await describe()).toEqual({ Feature: 'ENABLED', RetryGracePeriodSeconds: 0 });

    await expect(createClient(rotating(61))).rejects.toMatchObject(refused('InvalidParameterException'));
  });

  it("is the portal client's as the local stack provisions it, and a client made before it gets it on the next run", async () => {
    const { userPoolId: portalPool, userPoolClientId } = await provision(emulators.endpoints);
    const describePortal = async () =>
      (await clients.cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: portalPool, ClientId: userPoolClientId }))).UserPoolClient;
    const expected = { Feature: 'ENABLED', RetryGracePeriodSeconds: AUTH.refreshRotationGraceSeconds };
    expect(await describePortal()).toMatchObject({ ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'], RefreshTokenRotation: expected });

    await clients.cognito.send(
      new UpdateUserPoolClientCommand({ UserPoolId: portalPool, ClientId: userPoolClientId, RefreshTokenRotation: { Feature: 'DISABLED' } }),
    );
    expect((await provision(emulators.endpoints)).userPoolClientId).toBe(userPoolClientId);
    expect((await describePortal())?.RefreshTokenRotation).toEqual(expected);
  });
});

describe('GetTokensFromRefreshToken', () => {
  it('answers new access and ID tokens and a new refresh token; the replaced one still works within the grace', async () => {
    const ClientId = await createClient(rotating(60));
    const email = await createUser();
    const first = await signIn(ClientId, email);

    const renewed = await getTokens(ClientId, first.RefreshToken!);

    expect(renewed.RefreshToken).toBeTruthy();
    expect(renewed.RefreshToken).not.toBe(first.RefreshToken);
    expect(renewed).toMatchObject({ ExpiresIn: 15 * 60, TokenType: 'Bearer' });
    // Signed by the emulator's key, for this client and user, as the portal's authorizer checks them.
    const keys = createRemoteJWKSet(new URL(`${emulators.endpoints.cognito}/${userPoolId}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(renewed.AccessToken!, keys);
    const { sub, username } = decodeJwt(first.AccessToken!);
    expect(payload).toMatchObject({ token_use: 'access', client_id: ClientId, username, sub });
    expect(decodeJwt(renewed.IdToken!)).toMatchObject({ token_use: 'id', aud: ClientId, email });
    // A retry with the replaced token (its answer lost) works, and so does the new one.
    expect((await getTokens(ClientId, first.RefreshToken!)).AccessToken).toBeTruthy();
    expect((await getTokens(ClientId, renewed.RefreshToken!)).AccessToken).toBeTruthy();
  });

  it('refuses the replaced token once the grace is over (RefreshTokenReuseException), while its successor works', async () => {
    const ClientId = await createClient(rotating(2));
    const first = await signIn(ClientId, await createUser());

    const renewed = await getTokens(ClientId, first.RefreshToken!);
    const graceEnds = Date.now() + 2000;
    // Within the grace, a retry of the replaced token is answered; a retry keeps the first deadline.
    expect((await getTokens(ClientId, first.RefreshToken!)).AccessToken).toBeTruthy();
    await waitUntilPast(graceEnds);

    await expect(getTokens(ClientId, first.RefreshToken!)).rejects.toMatchObject(refused('RefreshTokenReuseException'));
    expect((await getTokens(ClientId, renewed.RefreshToken!)).AccessToken).toBeTruthy();
  });

  it('refuses the replaced token at once when the client allows no grace', async () => {
    const ClientId = await createClient(rotating(0));
    const first = await signIn(ClientId, await createUser());
    const renewed = await getTokens(ClientId, first.RefreshToken!);
    await expect(getTokens(ClientId, first.RefreshToken!)).rejects.toMatchObject(refused('RefreshTokenReuseException'));
    expect((await getTokens(ClientId, renewed.RefreshToken!)).AccessToken).toBeTruthy();
  });

  it('answers no refresh token for a client without rotation, whose refresh token keeps working', async () => {
    const ClientId = await createClient();
    const first = await signIn(ClientId, await createUser());
    expect((await getTokens(ClientId, first.RefreshToken!)).RefreshToken).toBeUndefined();
    expect((await getTokens(ClientId, first.RefreshToken!)).AccessToken).toBeTruthy();
  });

  it('refuses a disabled user ("User is disabled."), who refreshes again once enabled', async () => {
    const ClientId = await createClient(rotating(10));
    const email = await createUser();
    const { RefreshToken } = await signIn(ClientId, email);
    await clients.cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: email }));

    await expect(getTokens(ClientId, RefreshToken!)).rejects.toMatchObject(refused('NotAuthorizedException', /^User is disabled\.$/));

    await clients.cognito.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: email }));
    expect((await getTokens(ClientId, RefreshToken!)).AccessToken).toBeTruthy();
  });

  it('refuses a disabled user’s password sign-in ("User is disabled."); once enabled, the same password signs in', async () => {
    const ClientId = await createClient();
    const email = await createUser();
    await clients.cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: email }));

    await expect(signIn(ClientId, email)).rejects.toMatchObject(refused('NotAuthorizedException', /^User is disabled\.$/));
    // A wrong password is not told apart from any other.
    const wrong = new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'outra' } });
    await expect(clients.cognito.send(wrong)).rejects.not.toMatchObject({ message: expect.stringMatching(/disabled/) });

    await clients.cognito.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: email }));
    expect((await signIn(ClientId, email)).AccessToken).toBeTruthy();
  });

  it('refuses a token that is not one it issued, one of another pool, a revoked one and an expired one', async () => {
    const ClientId = await createClient(rotating(10));
    const { RefreshToken } = await signIn(ClientId, await createUser());
    const [header, payload] = RefreshToken!.split('.');
    await expect(getTokens(ClientId, 'nao-e-um-token')).rejects.toMatchObject(refused('NotAuthorizedException', /^Invalid Refresh Token$/));
    await expect(getTokens(ClientId, `${header}.${payload}.assinatura`)).rejects.toMatchObject(refused('NotAuthorizedException', /Invalid/));

    const { UserPool } = await clients.cognito.send(new CreateUserPoolCommand({ PoolName: 'outro', UsernameAttributes: ['email'] }));
    const { UserPoolClient } = await clients.cognito.send(new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ClientName: 'outro' }));
    await expect(getTokens(UserPoolClient!.ClientId!, RefreshToken!)).rejects.toMatchObject(refused('NotAuthorizedException', /Invalid/));

    // A token revoked while its replacement's grace runs (a logout right after a refresh) is over at once.
    const renewed = await getTokens(ClientId, RefreshToken!);
    await clients.cognito.send(new RevokeTokenCommand({ ClientId, Token: RefreshToken! }));
    await expect(getTokens(ClientId, RefreshToken!)).rejects.toMatchObject(REVOKED);
    expect((await getTokens(ClientId, renewed.RefreshToken!)).AccessToken).toBeTruthy();

    const shortLived = await createClient({ RefreshTokenValidity: 1, TokenValidityUnits: { RefreshToken: 'seconds' } });
    const expiring = (await signIn(shortLived, await createUser())).RefreshToken!;
    await waitUntilPast((decodeJwt(expiring).exp as number) * 1000);
    await expect(getTokens(shortLived, expiring)).rejects.toMatchObject(refused('NotAuthorizedException', /^Refresh Token has expired$/));
  });
});

describe('REFRESH_TOKEN_AUTH', () => {
  it('is refused for a client that rotates refresh tokens, and answered (without a refresh token) for one that does not', async () => {
    const email = await createUser();
    const rotatingClient = await createClient(rotating(10));
    await expect(refreshTokenAuth(rotatingClient, (await signIn(rotatingClient, email)).RefreshToken!)).rejects.toMatchObject(
      refused('NotAuthorizedException', /GetTokensFromRefreshToken/),
    );

    const plainClient = await createClient();
    const { AuthenticationResult } = await refreshTokenAuth(plainClient, (await signIn(plainClient, email)).RefreshToken!);
    expect(AuthenticationResult?.AccessToken).toBeTruthy();
    expect(AuthenticationResult?.RefreshToken).toBeUndefined();
  });
});

describe('a global sign-out', () => {
  /** A user signed in twice: on a rotating client (one refresh done, the replaced token in its grace) and on a plain one. */
  async function signedInTwice() {
    const rotatingClient = await createClient(rotating(60));
    const plainClient = await createClient();
    const email = await createUser();
    const replaced = await signIn(rotatingClient, email);
    const current = await getTokens(rotatingClient, replaced.RefreshToken!);
    const plain = await signIn(plainClient, email);
    return { email, rotatingClient, plainClient, replaced, current, plain };
  }

  async function expectEveryRefreshRefused(session: Awaited<ReturnType<typeof signedInTwice>>) {
    await expect(getTokens(session.rotatingClient, session.current.RefreshToken!)).rejects.toMatchObject(REVOKED);
    await expect(getTokens(session.rotatingClient, session.replaced.RefreshToken!)).rejects.toMatchObject(REVOKED);
    await expect(refreshTokenAuth(session.plainClient, session.plain.RefreshToken!)).rejects.toMatchObject(REVOKED);
    await expect(getTokens(session.plainClient, session.plain.RefreshToken!)).rejects.toMatchObject(REVOKED);
    // A new sign-in opens a session that refreshes.
    const again = await signIn(session.rotatingClient, session.email);
    expect((await getTokens(session.rotatingClient, again.RefreshToken!)).AccessToken).toBeTruthy();
  }

  it('as administrator (AdminUserGlobalSignOut) revokes every refresh token of the user; access tokens stay valid JWTs', async () => {
    const session = await signedInTwice();
    await clients.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: session.email }));
    await expectEveryRefreshRefused(session);
    const keys = createRemoteJWKSet(new URL(`${emulators.endpoints.cognito}/${userPoolId}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.current.AccessToken!, keys);
    expect(payload.sub).toBe(decodeJwt(session.plain.AccessToken!).sub);
  });

  it('as administrator, answers UserNotFoundException for no such user', async () => {
    await expect(
      clients.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: 'ninguem@example.com' })),
    ).rejects.toMatchObject(refused('UserNotFoundException'));
  });

  it("with the user's access token (GlobalSignOut) does the same, and refuses a token it did not sign", async () => {
    const session = await signedInTwice();
    const [header, payload] = session.plain.AccessToken!.split('.');
    await expect(clients.cognito.send(new GlobalSignOutCommand({ AccessToken: `${header}.${payload}.assinatura` }))).rejects.toMatchObject(
      refused('NotAuthorizedException', /^Invalid Access Token$/),
    );
    await clients.cognito.send(new GlobalSignOutCommand({ AccessToken: session.plain.AccessToken! }));
    await expectEveryRefreshRefused(session);
  });
});

// The first-login challenge belongs to the browser that received it (an httpOnly cookie holding an HMAC
// of e-mail and session), only an account still waiting for its first password may answer it, and the
// pool's password policy holds on every password the portal sets, since the Cognito emulator checks
// neither. A password reset answers a known and an unknown e-mail alike.
import { AdminGetUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { PASSWORD_POLICY } from '#shared/password-policy.ts';
import { buildPath } from '#shared/routes.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { callApi, cookiesOf, stackClients, stackInfo } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';

const FIRST_PASSWORD = 'Primeira#Senha2026';
const POLICY = SERVICE_MESSAGES.passwordPolicy(PASSWORD_POLICY.minLength);

const login = (email: string, password: string) => callApi('POST', buildPath('authLogin'), { body: { email, password } });
const newPassword = (body: { email: string; session: string; newPassword: string }, cookie?: string) =>
  callApi('POST', buildPath('authNewPassword'), { body, headers: cookie ? { cookie } : {} });

/** The account's state in Cognito (FORCE_CHANGE_PASSWORD while it waits for its first password). */
const statusOf = async (email: string) =>
  (await stackClients().cognito.send(new AdminGetUserCommand({ UserPoolId: stackInfo().resources.userPoolId, Username: email }))).UserStatus;

/** An invited account and the challenge its login got, with the cookie that browser received. */
async function challenged() {
  const user = await createTestUser({ businessId: 'biz-demo', access: 'customer', invited: true });
  const first = await login(user.email, user.password);
  expect(first.body.challenge).toBe('NEW_PASSWORD_REQUIRED');
  return { user, session: first.body.session as string, cookie: cookiesOf(first.headers), setCookie: first.headers.getSetCookie() };
}

describe('the new-password challenge', () => {
  it('is bound by an httpOnly, SameSite=Strict cookie sent to the auth endpoints only', async () => {
    const { setCookie } = await challenged();
    const cookie = setCookie.find((value) => value.startsWith('portal_challenge='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth;/);
  });

  it('refuses the session from a second browser (no cookie) and keeps the account waiting', async () => {
    const { user, session, cookie } = await challenged();
    const stolen = await newPassword({ email: user.email, session, newPassword: FIRST_PASSWORD });
    expect({ status: stolen.status, error: stolen.body.error }).toEqual({ status: 401, error: SERVICE_MESSAGES.challengeExpired });
    expect(await statusOf(user.email)).toBe('FORCE_CHANGE_PASSWORD');
    // The browser that got the challenge still completes it.
    const own = await newPassword({ email: user.email, session, newPassword: FIRST_PASSWORD }, cookie);
    expect(own.status).toBe(200);
    expect(own.body.accessToken).toEqual(expect.any(String));
    expect(await statusOf(user.email)).toBe('CONFIRMED');
    expect(own.headers.getSetCookie().find((value) => value.startsWith('portal_challenge='))).toMatch(/Max-Age=0/);
  });

  it("refuses another account's e-mail with one's own session and cookie", async () => {
    const attacker = await challenged();
    const victim = await challenged();
    const answer = await newPassword({ email: victim.user.email, session: attacker.session, newPassword: FIRST_PASSWORD }, attacker.cookie);
    expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 401, error: SERVICE_MESSAGES.challengeExpired });
    // Nor does the victim's session pass with the attacker's cookie.
    const swapped = await newPassword({ email: victim.user.email, session: victim.session, newPassword: FIRST_PASSWORD }, attacker.cookie);
    expect(swapped.status).toBe(401);
    expect(await statusOf(victim.user.email)).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('refuses an account that no longer waits for its first password, even with a valid cookie', async () => {
    const { user, session, cookie } = await challenged();
    const { userPoolId } = stackInfo().resources;
    await stackClients().cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: user.email, Password: 'Outra#Senha2026', Permanent: true }),
    );
    const answer = await newPassword({ email: user.email, session, newPassword: FIRST_PASSWORD }, cookie);
    expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 401, error: SERVICE_MESSAGES.challengeExpired });
    expect((await login(user.email, 'Outra#Senha2026')).status).toBe(200);
  });

  it('refuses a one-character password with the policy message, and sets nothing', async () => {
    const { user, session, cookie } = await challenged();
    const answer = await newPassword({ email: user.email, session, newPassword: 'a' }, cookie);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 422, body: { success: false, errors: { newPassword: [POLICY] } } });
    expect(await statusOf(user.email)).toBe('FORCE_CHANGE_PASSWORD');
  });
});

describe('the password reset', () => {
  const confirm = (email: string, code: string, password = FIRST_PASSWORD) =>
    callApi('POST', buildPath('authConfirmForgotPassword'), { body: { email, code, newPassword: password } });

  it('answers a wrong code for a known e-mail exactly as it answers an unknown e-mail', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    expect((await callApi('POST', buildPath('authForgotPassword'), { body: { email: user.email } })).status).toBe(200);

    const known = await confirm(user.email, '000000');
    const unknown = await confirm(`ninguem-${user.id.slice(0, 8)}@exemplo.local`, '000000');
    expect({ status: known.status, body: known.body }).toEqual({
      status: 422,
      body: { success: false, errors: { code: [MESSAGES.login.invalidCode] } },
    });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
  });

  it('refuses a new password the policy refuses before any code is tried', async () => {
    const answer = await confirm('alguem@exemplo.local', '123456', 'curta');
    expect({ status: answer.status, errors: answer.body.errors }).toEqual({ status: 422, errors: { newPassword: [POLICY] } });
  });
});

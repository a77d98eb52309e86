// The portal's own fence ends sessions where Cognito's sign-out did not happen: after a password change
// or a reset whose global sign-out Cognito refused (here a Cognito in front of the emulator answers both
// sign-outs with a 500), another browser's refresh cookie still trades at Cognito, but the portal refuses
// a session opened before the profile's `sessionsValidAfter` (its start travels in an HMAC-bound cookie).
// The change and the reset run in-process against that Cognito; the browsers go through the gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForCognitoCode } from '../support/outbox.ts';
import { stackInfo } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { changePassword } from './fixtures/account-calls.ts';
import { callAuth, freshAddress, useHandlerEnvironment } from './fixtures/auth-calls.ts';
import { refreshWith, SESSION_ENDED, signIn } from './fixtures/browser-sessions.ts';
import { cognitoWithoutSignOut, type CognitoWithoutSignOut } from './fixtures/cognito-without-sign-out.ts';

const NEW_PASSWORD = 'Trocada#Senha2026';
let cognito: CognitoWithoutSignOut;

beforeAll(async () => {
  useHandlerEnvironment();
  cognito = await cognitoWithoutSignOut(stackInfo().endpoints.cognito);
  // Read by this file's handlers when they first call Cognito.
  process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = cognito.url;
});
afterAll(async () => {
  // The next test file shares this process: its handlers go back to the stack's own Cognito.
  useHandlerEnvironment();
  await cognito?.close();
});

const refreshed = async (cookie: string) => {
  const answer = await refreshWith(cookie);
  return { status: answer.status, error: answer.body?.error };
};

describe('when Cognito does not sign the user out', () => {
  it("a password change still ends the other browser's session at its next refresh", async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const [here, elsewhere] = [await signIn(user.email, user.password), await signIn(user.email, user.password)];
    const changed = await changePassword(
      user,
      here.token,
      { current: user.password, proposed: NEW_PASSWORD },
      { sourceIp: freshAddress(), cookie: here.cookie },
    );
    expect(changed.status).toBe(200);
    expect(cognito.refused).toContain('GlobalSignOut');

    expect(await refreshed(elsewhere.cookie)).toEqual(SESSION_ENDED);
    // A session opened after the change refreshes as usual.
    const again = await signIn(user.email, NEW_PASSWORD);
    expect((await refreshWith(again.cookie)).status).toBe(200);
  });

  it("a reset still ends every browser's session at its next refresh", async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const browser = await signIn(user.email, user.password);
    const address = freshAddress();
    const sentAt = Date.now();
    expect((await callAuth('authForgotPassword', { body: { email: user.email }, sourceIp: address })).status).toBe(200);
    const code = await waitForCognitoCode(user.email, { after: sentAt, reset: true, timeoutMs: 10_000 });
    expect(
      (await callAuth('authConfirmForgotPassword', { body: { email: user.email, code, newPassword: NEW_PASSWORD }, sourceIp: address })).status,
    ).toBe(200);
    expect(cognito.refused).toContain('AdminUserGlobalSignOut');

    expect(await refreshed(browser.cookie)).toEqual(SESSION_ENDED);
  });

  it('takes no session start but the one the portal signed for that user', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const browser = await signIn(user.email, user.password);
    const other = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const othersLater = await signIn(other.email, other.password);
    await changePassword(user, browser.token, { current: user.password, proposed: NEW_PASSWORD }, { sourceIp: freshAddress() });

    const refreshOnly = browser.cookie.split('; ').filter((cookie) => !cookie.startsWith('portal_session_start='));
    const startOf = (cookie: string) => cookie.split('; ').find((part) => part.startsWith('portal_session_start='))!;
    const attempts = {
      withoutStart: refreshOnly.join('; '),
      forgedStart: [...refreshOnly, `portal_session_start=${Date.now() + 60_000}.AAAA`].join('; '),
      anotherUsersStart: [...refreshOnly, startOf(othersLater.cookie)].join('; '),
    };
    for (const cookie of Object.values(attempts)) expect(await refreshed(cookie)).toEqual(SESSION_ENDED);
  });
});

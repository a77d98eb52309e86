// A collaborator's Cognito account when they leave or come back, as the pool's administrator
// (AdminDisableUser with AdminUserGlobalSignOut; AdminEnableUser). The username is the e-mail address.
// Used by the users Lambda and, for a reactivation, by the businesses Lambda. The invitation's side
// (create, take over, send again, undo) is invited-accounts.ts.
import { AdminDisableUserCommand, AdminEnableUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, cognitoErrorName, userPoolId } from '#functions/lib/cognito-client.ts';
import type { Logger } from '#functions/lib/logger.ts';

/** An account deleted by hand (or never created, in a seed) has nothing to change: logged, not answered. */
async function unlessNoAccount(send: () => Promise<unknown>, log: Logger, what: string): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (cognitoErrorName(error) !== 'UserNotFoundException') throw error;
    log.warn(`no Cognito account to ${what}`);
  }
}

/**
 * Disables the account (no new sign-in, no token refresh) and signs it out everywhere (every refresh
 * token revoked). Run again by a second DELETE of a deactivated user, so a retry after a failure here
 * finishes the job. Access tokens already issued stay valid JWTs: the profile's fence refuses them.
 */
export async function disableAccount(email: string, log: Logger): Promise<void> {
  await unlessNoAccount(
    async () => {
      await cognito().send(new AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: email }));
      await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: email }));
    },
    log,
    'disable',
  );
}

/**
 * Enables the account again: the person signs in with the password they had. Run by every reactivation,
 * of an active user too, so a retry after a failure here finishes the job.
 */
export async function enableAccount(email: string, log: Logger): Promise<void> {
  await unlessNoAccount(() => cognito().send(new AdminEnableUserCommand({ UserPoolId: userPoolId(), Username: email })), log, 'enable');
}

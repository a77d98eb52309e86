// A collaborator's Cognito account on deactivation, as the pool's administrator (AdminDisableUser,
// AdminUserGlobalSignOut). The invitation's side (create, take over, undo) is shared with the
// businesses Lambda in functions/domain/invited-accounts.ts. The username is the e-mail address.
import { AdminDisableUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { isUnsupportedHere } from '#functions/domain/invited-accounts.ts';
import { cognito, cognitoErrorName, userPoolId } from '#functions/lib/cognito-client.ts';
import type { Logger } from '#functions/lib/logger.ts';

/**
 * Disables the account (no new sign-in, no token refresh) and signs it out everywhere. Run again by a
 * second DELETE of a deactivated user, so a retry after a failure here finishes the job. cognito-local
 * does not implement AdminUserGlobalSignOut: that one failure is logged, and the disabled profile
 * already refuses the user's tokens on every call (loadCaller).
 */
export async function disableAccount(email: string, log: Logger): Promise<void> {
  try {
    await cognito().send(new AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: email }));
  } catch (error) {
    // An account deleted by hand (or never created, in a seed) has nothing left to disable.
    if (cognitoErrorName(error) !== 'UserNotFoundException') throw error;
    log.warn('no Cognito account to disable');
    return;
  }
  try {
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: email }));
  } catch (error) {
    if (!isUnsupportedHere(error)) throw error;
    log.warn('global sign-out not supported by this Cognito', { error: cognitoErrorName(error) });
  }
}

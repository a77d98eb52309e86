// A collaborator's Cognito account on deactivation, as the pool's administrator (AdminDisableUser,
// AdminUserGlobalSignOut). The invitation's side (create, take over, undo) is shared with the
// businesses Lambda in functions/domain/invited-accounts.ts. The username is the e-mail address.
import { AdminDisableUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, cognitoErrorName, userPoolId } from '#functions/lib/cognito-client.ts';
import type { Logger } from '#functions/lib/logger.ts';

/**
 * Disables the account (no new sign-in, no token refresh) and signs it out everywhere (every refresh
 * token revoked). Run again by a second DELETE of a deactivated user, so a retry after a failure here
 * finishes the job. Access tokens already issued stay valid JWTs: the profile's fence refuses them.
 */
export async function disableAccount(email: string, log: Logger): Promise<void> {
  try {
    await cognito().send(new AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: email }));
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: email }));
  } catch (error) {
    // An account deleted by hand (or never created, in a seed) has nothing left to disable or sign out.
    if (cognitoErrorName(error) !== 'UserNotFoundException') throw error;
    log.warn('no Cognito account to disable');
  }
}

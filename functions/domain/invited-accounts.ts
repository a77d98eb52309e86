// The Cognito account of an invited person (a collaborator, or a new business's main contact), as the
// pool's administrator: the invitation (AdminCreateUser, which e-mails the temporary password through
// the pool's CustomMessage trigger), taking over an account a failed invitation left without a profile,
// the invitation sent again (to such an account, or on request: invitation-resend.ts), whether an
// account still waits for its first password, and undoing an account nobody claimed. The username is
// the e-mail address. Used by the users Lambda and the businesses Lambda alike.
// Only an invited account nobody ever used is taken over: still waiting for its first password
// (FORCE_CHANGE_PASSWORD), enabled, and with no profile anywhere. A confirmed account (someone signs in
// with it: `npm run admin:create`'s, one made by hand) is never adopted, whatever the e-mail claims say;
// the profile's transaction also claims the identity (IDENTITY#<sub>), so two profiles cannot race in.
import { AdminCreateUserCommand, AdminDeleteUserCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { getEmailClaim } from '#functions/data/user-changes.ts';
import { getUserByIdentity } from '#functions/data/users.ts';
import { cognito, cognitoErrorName, userPoolId } from '#functions/lib/cognito-client.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { invalidField } from '#functions/lib/http-error.ts';
import type { Logger } from '#functions/lib/logger.ts';
import { invitationRequest, subOf, type InvitedPerson } from './invitation-request.ts';

export interface Invitation extends InvitedPerson {
  /** For the invitation e-mail (the CustomMessage trigger reads them from the client metadata). */
  businessName: string;
  portalUrl: string | undefined;
}

/** The account an invitation stands on: its `sub`, and whether this request created it (and so may undo it). */
export interface InvitedAccount {
  sub: string;
  created: boolean;
}

/** The body field that carried the e-mail, and its messages for the 422s of an address that cannot be invited. */
export interface EmailField {
  field: string;
  /** Cognito refused the address itself. */
  invalid: string;
  /** The address's account is someone's already (confirmed, disabled, or with a profile). */
  taken: string;
}

/** The one state of an account that may be taken over: invited, never signed in. */
const ADOPTABLE_STATUS = 'FORCE_CHANGE_PASSWORD';

/** What the CustomMessage trigger needs to write the e-mail (values must be strings). */
function clientMetadata(invitation: Invitation): Record<string, string> {
  return { businessName: invitation.businessName, ...(invitation.portalUrl ? { portalUrl: invitation.portalUrl } : {}) };
}

/**
 * Creates the invited account (e-mail verified, names set) and has Cognito e-mail the temporary
 * password. An account that already exists under that e-mail (the caller found no claim of the
 * address) is taken over (its `sub`, created: false) only when it is what an invitation that died
 * between Cognito and DynamoDB left behind: never signed in, enabled, no profile (GSI1 `IDENTITY#<sub>`);
 * anything else is the 422 `emailField.taken`.
 */
export async function createInvitedAccount(table: TableContext, invitation: Invitation, emailField: EmailField): Promise<InvitedAccount> {
  try {
    const result = await cognito().send(new AdminCreateUserCommand(invitationRequest(userPoolId(), invitation, clientMetadata(invitation))));
    return { sub: subOf(result.User?.Attributes), created: true };
  } catch (error) {
    const name = cognitoErrorName(error);
    if (name === 'InvalidParameterException') throw invalidField(emailField.field, emailField.invalid);
    if (name !== 'UsernameExistsException') throw error;
  }
  const existing = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: invitation.email }));
  const sub = subOf(existing.UserAttributes);
  const unused = existing.UserStatus === ADOPTABLE_STATUS && existing.Enabled !== false;
  if (!unused || (await getUserByIdentity(table, sub))) throw invalidField(emailField.field, emailField.taken);
  return { sub, created: false };
}

/**
 * E-mails a new temporary password (AdminCreateUser RESEND); the previous one stops working. Cognito
 * refuses it for an account that already chose its password (UnsupportedUserStateException): false then.
 * Any other failure is thrown.
 */
export async function sendInvitationAgain(invitation: Invitation): Promise<boolean> {
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId(),
        Username: invitation.email,
        MessageAction: 'RESEND',
        DesiredDeliveryMediums: ['EMAIL'],
        ClientMetadata: clientMetadata(invitation),
      }),
    );
    return true;
  } catch (error) {
    if (cognitoErrorName(error) === 'UnsupportedUserStateException') return false;
    throw error;
  }
}

/**
 * The invitation sent again to an account taken over. The profile is already written, so a failure is
 * logged, not answered (an account that already chose its password needs none).
 */
export async function resendInvitation(invitation: Invitation, log: Logger): Promise<void> {
  try {
    if (!(await sendInvitationAgain(invitation))) log.warn('invitation not sent again', { error: 'UnsupportedUserStateException' });
  } catch (error) {
    log.warn('invitation not sent again', { error: cognitoErrorName(error) });
  }
}

/** Whether the account still waits for its first password (FORCE_CHANGE_PASSWORD); false when there is none. */
export async function awaitsFirstPassword(email: string): Promise<boolean> {
  try {
    const account = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    return account.UserStatus === ADOPTABLE_STATUS;
  } catch (error) {
    if (cognitoErrorName(error) === 'UserNotFoundException') return false;
    throw error;
  }
}

/** Deletes an account this request created for an invitation that failed (already gone is fine). */
async function deleteAccount(email: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: email }));
  } catch (error) {
    if (cognitoErrorName(error) !== 'UserNotFoundException') throw error;
  }
}

/**
 * Deletes the Cognito account a refused invitation created, unless a profile claims it meanwhile (a
 * second invitation of the same address, running at once, may have taken it over and written its
 * profile). Never throws: the answer is the refusal, and an account left behind is taken over by the
 * next invitation of that address.
 */
export async function undoInvitedAccount(table: TableContext, account: { id: string; email: string }, log: Logger): Promise<void> {
  try {
    const claim = await getEmailClaim(table, account.email);
    if (claim?.userId === account.id) return;
    await deleteAccount(account.email);
  } catch (error) {
    log.error('Cognito account of a refused invitation left behind', { error: (error as Error)?.name });
  }
}

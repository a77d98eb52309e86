// "Reenviar convite": a new temporary password e-mailed to a person who never signed in, by their
// business's customer_admin (POST /users/{id}/invitation) or by the platform admin naming the business
// (POST /admin/businesses/{business_id}/users/{id}/invitation). The business is the one the route
// names, so another business's user, like a deactivated one, is an unknown one (404).
//   user GetItem (consistent); Cognito AdminGetUser: an account no longer waiting for its first password
//   is the 422 `invitationNotPending` (a stale `invitationPending` cleared: + UpdateItem); then the
//   invitation counted under the invitation limits (UpdateItem; 429 past one) ‖ business GetItem (its
//   name and address, for the e-mail); Cognito AdminCreateUser RESEND (the previous temporary password
//   stops working; a failure is answered); ONE TransactWriteItems: `invitationSentAt` and the activity entry.
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { getUserForChange, writeTransaction } from '#functions/data/user-changes.ts';
import { getBusinessFields } from '#functions/data/user-list.ts';
import { markInvitationAccepted } from '#functions/data/users.ts';
import { invitationResentActions } from '#functions/data/user-writes.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { notFound, ValidationError } from '#functions/lib/http-error.ts';
import type { Logger } from '#functions/lib/logger.ts';
import { limitInvitations } from './invitation-limits.ts';
import { awaitsFirstPassword, sendInvitationAgain } from './invited-accounts.ts';
import { businessPortalUrlFromEnv } from './portal-url.ts';
import { invitationResentEntry, type TeamWriter } from './user-entry.ts';

const notPending = () => new ValidationError({ user: [USER_MESSAGES.invitationNotPending] });

/** Sends `userId`'s invitation again (see the header). */
export async function resendUserInvitation(table: TableContext, writer: TeamWriter, userId: string, log: Logger): Promise<void> {
  const { businessId } = writer;
  const user = await getUserForChange(table, businessId, userId);
  if (!user || user.disabled) throw notFound(USER_MESSAGES.notFound);
  if (!(await awaitsFirstPassword(user.email))) {
    // The person signed in since (or the flag predates the new-password step's clearing it).
    if (user.invitationPending) await markInvitationAccepted(table, { businessId, id: user.id });
    throw notPending();
  }
  // Counted only when an e-mail is about to go: the person is the caller's to see, so a refusal tells nothing.
  const [, business] = await Promise.all([
    limitInvitations(table, { businessId, userId: writer.caller.userId }),
    getBusinessFields(table, businessId, ['name', 'subdomain']),
  ]);
  if (!business) throw new Error('the user’s business was not found');
  const sent = await sendInvitationAgain({
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    businessName: business.name,
    portalUrl: businessPortalUrlFromEnv(business.subdomain),
  });
  // Cognito refused: the first password was chosen between AdminGetUser and now.
  if (!sent) throw notPending();
  await writeTransaction(
    table,
    invitationResentActions(table.tableName, { ...user, businessId }, new Date().toISOString(), invitationResentEntry(writer, user)),
  );
  log.info('invitation sent again', { invitedUserId: userId });
}

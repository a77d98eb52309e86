// POST /users: the invitation. A read chooses the message, the transaction decides:
//   the invitation counted under its limits (invitation-limits.ts: one UpdateItem; 429 past one) ‖
//   business GetItem ‖ roles BatchGet (ids only) ‖ EMAIL# GetItem → 422 for unknown roles, a taken
//   e-mail or no seat left, before anything is created;
//   Cognito AdminCreateUser (the e-mail with the temporary password), or the take-over of an account a
//   failed invitation left unused and without a profile (invited-accounts.ts; any other account is refused);
//   ONE TransactWriteItems (createUserActions: profile, e-mail and identity claims, seat taken under the
//   limit, admin entry, role members, the activity entry), tried again when it only lost a race;
//   if it is refused: the Cognito account is deleted when this request created it and no profile
//   claims it (EMAIL# GetItem), so a refused invitation leaves nothing behind.
// A taken address is named as such only when it is this business's own (a deactivated person's, read
// with one more GetItem, gets USER_MESSAGES.emailOfDeactivated: the SPA offers to reactivate them); any
// other address that cannot be invited gets one answer (USER_MESSAGES.emailRefused), which tells nobody
// which business uses it. The profile starts with its invitation pending (until the first password).
import type { FieldErrors } from '#shared/api-types.ts';
import type { InputOf } from '#shared/contract/contracts.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { fullName, type UserRecord } from '#functions/data/records.ts';
import { isTransactionCancelled, failedConditionAt } from '#functions/data/transact.ts';
import {
  getEmailClaim,
  getRoleMemberships,
  getUserForChange,
  writeTransaction,
  type EmailClaim,
  type RoleMembership,
} from '#functions/data/user-changes.ts';
import type { ActivityDraft } from '#functions/data/activity.ts';
import { invitationEntry } from '#functions/domain/user-entry.ts';
import { getBusinessFields } from '#functions/data/user-list.ts';
import { CREATE_USER_ACTION, createUserActions } from '#functions/data/user-writes.ts';
import type { TenantCaller } from '#functions/domain/caller.ts';
import { createInvitedAccount, resendInvitation, undoInvitedAccount, type Invitation } from '#functions/domain/invited-accounts.ts';
import { businessPortalUrlFromEnv } from '#functions/domain/portal-url.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import { userLimitReached } from '#functions/domain/user-reactivation.ts';
import { retryOnConflict } from '#functions/domain/write-retry.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError, ValidationError } from '#functions/lib/http-error.ts';
import type { Logger } from '#functions/lib/logger.ts';
import { limitInvitations } from '#functions/domain/invitation-limits.ts';

type InviteFields = InputOf<'createUser'>['body']['user'];

/**
 * Why an address held by someone cannot be invited: this business's own person (a deactivated one named
 * as such: one GetItem of them), or one answer for anyone else.
 */
async function emailTaken(table: TableContext, claim: EmailClaim | undefined, businessId: string): Promise<string> {
  if (claim?.businessId !== businessId) return USER_MESSAGES.emailRefused;
  const holder = await getUserForChange(table, businessId, claim.userId);
  return holder?.disabled ? USER_MESSAGES.emailOfDeactivated : USER_MESSAGES.emailInTeam;
}

/** Invites a collaborator into the caller's business; answers the new user's id. */
export async function inviteUser(table: TableContext, caller: TenantCaller, fields: InviteFields, log: Logger): Promise<string> {
  const { businessId } = caller;
  const roleIds = [...new Set(fields.role_ids)];
  const [, business, roles, claim] = await Promise.all([
    limitInvitations(table, caller),
    getBusinessFields(table, businessId, ['name', 'subdomain', 'userLimit', 'activeUserCount']),
    roleIds.length > 0 ? getRoleMemberships(table, businessId, roleIds) : new Map<string, RoleMembership>(),
    getEmailClaim(table, fields.email),
  ]);
  if (!business) throw new Error('the caller’s business was not found');

  const userErrors: FieldErrors = {};
  if (roleIds.some((id) => !roles.has(id))) userErrors.role_ids = [USER_MESSAGES.unknownRoles];
  if (claim) userErrors.email = [await emailTaken(table, claim, businessId)];
  const errors: FieldErrors = Object.keys(userErrors).length > 0 ? { user: userErrors } : {};
  if (business.userLimit > 0 && (business.activeUserCount ?? 0) >= business.userLimit) Object.assign(errors, userLimitReached().fieldErrors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const invitation: Invitation = {
    email: fields.email,
    firstName: fields.first_name,
    lastName: fields.last_name,
    businessName: business.name,
    portalUrl: businessPortalUrlFromEnv(business.subdomain),
  };
  const refused = USER_MESSAGES.emailRefused;
  const account = await createInvitedAccount(table, invitation, { field: 'user.email', invalid: refused, taken: refused });
  const now = new Date().toISOString();
  const user: UserRecord = {
    type: 'user',
    id: account.sub,
    businessId,
    access: fields.customer_admin ? 'customer_admin' : 'customer',
    firstName: fields.first_name,
    lastName: fields.last_name,
    email: fields.email,
    roleIds,
    disabled: false,
    invitedBy: caller.userId,
    invitedByName: fullName(caller.profile),
    invitedAt: now,
    invitationPending: true,
    invitationSentAt: now,
    createdAt: now,
  };
  try {
    await writeProfile(table, user, invitationEntry(caller, user, roles));
  } catch (error) {
    if (account.created) await undoInvitedAccount(table, user, log);
    throw await refusalOf(table, businessId, fields.email, error);
  }
  if (!account.created) {
    log.info('invitation finished an account left without a profile', { userId: user.id });
    await resendInvitation(invitation, log);
  }
  return user.id;
}

/** The invitation's transaction, tried again while it only conflicts with other writes (twenty invitations at once). */
function writeProfile(table: TableContext, user: UserRecord, entry: ActivityDraft): Promise<void> {
  return retryOnConflict(() => writeTransaction(table, createUserActions(table.tableName, user, { enforceLimit: true, entry })));
}

/** The message of a refused transaction, from the condition that failed. */
async function refusalOf(table: TableContext, businessId: string, email: string, error: unknown): Promise<unknown> {
  if (!isTransactionCancelled(error)) return error;
  // The e-mail, or the same Cognito account (its profile or identity claim) taken by a request running at
  // once: whose it is now chooses the words (EMAIL# GetItem).
  const taken = [CREATE_USER_ACTION.email, CREATE_USER_ACTION.user, CREATE_USER_ACTION.identity];
  if (taken.some((index) => failedConditionAt(error, index))) {
    return new ValidationError({ user: { email: [await emailTaken(table, await getEmailClaim(table, email), businessId)] } });
  }
  if (failedConditionAt(error, CREATE_USER_ACTION.business)) return userLimitReached();
  // A role deleted between the check and the write.
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  if (reasons.some((reason, index) => index > CREATE_USER_ACTION.business && reason.Code === 'ConditionalCheckFailed')) {
    return new ValidationError({ user: { role_ids: [USER_MESSAGES.unknownRoles] } });
  }
  return new HttpError(409, USER_MESSAGES.inviteBusy);
}

/** POST /users: 201 with the new user's id. */
export const createUser: RouteImplementation<'createUser'> = async ({ caller, input, table, log }) => {
  const id = await inviteUser(table, requireTenant(caller), input.body.user, log);
  return { statusCode: 201, body: { success: true, user: { id } } };
};

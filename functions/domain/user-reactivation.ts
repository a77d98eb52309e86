// A deactivated person brought back into their business, by its customer_admin (POST
// /users/{id}/reactivate) or by the platform admin naming the business (POST
// /admin/businesses/{business_id}/users/{id}/reactivate): the same steps, the business always the one
// the route names (the caller's own, or the path's), so another business's user is an unknown one.
//   user GetItem (consistent), roles BatchGet (its `roleIds` still there; none without roles), then ONE
//   TransactWriteItems (reactivateUserActions: the user enabled and back in the user list, a seat taken
//   under the limit, the admin entry, each role's member entry, the activity entry);
//   then Cognito AdminEnableUser: the person signs in again with the password they had.
// A seat refused is the invitation's 422 `user_limit_reached`; a user or a role changed in between, or a
// conflict, reads again and retries, up to WRITE_ATTEMPTS, then 409. A user already active answers 200
// and enables the Cognito account again, so a retry after a Cognito failure finishes the job.
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { failedConditionAt, isTransactionCancelled } from '#functions/data/transact.ts';
import { getRoleMemberships, getUserForChange, writeTransaction, type RoleMembership } from '#functions/data/user-changes.ts';
import { REACTIVATE_ACTION, reactivateUserActions } from '#functions/data/user-writes.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError, notFound, ValidationError } from '#functions/lib/http-error.ts';
import type { Logger } from '#functions/lib/logger.ts';
import { enableAccount } from './team-accounts.ts';
import { reactivationEntry, type TeamWriter } from './user-entry.ts';
import { pauseBeforeRetry, WRITE_ATTEMPTS } from './write-retry.ts';

/** No seat left: the answer an invitation gets too. */
export const userLimitReached = () => new ValidationError({ user_limit_reached: [USER_MESSAGES.limitReached(USER_MESSAGES.provider)] });

/** Brings `userId` of the writer's business back (see the header); an unknown id is the 404 of USER_MESSAGES.notFound. */
export async function reactivateUser(table: TableContext, writer: TeamWriter, userId: string, log: Logger): Promise<void> {
  const { businessId } = writer;
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
    if (attempt > 1) await pauseBeforeRetry(attempt - 1);
    const user = await getUserForChange(table, businessId, userId);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    if (user.disabled) {
      const roleIds = user.roleIds ?? [];
      const roles = roleIds.length > 0 ? await getRoleMemberships(table, businessId, roleIds) : new Map<string, RoleMembership>();
      const entry = reactivationEntry(writer, { ...user, roleIds }, roles);
      try {
        await writeTransaction(table, reactivateUserActions(table.tableName, { ...user, roleIds, businessId }, new Set(roles.keys()), entry));
        log.info('user reactivated', { reactivatedUserId: userId });
      } catch (error) {
        if (!isTransactionCancelled(error)) throw error;
        // The business exists (its user does): its condition failing is the seat limit.
        if (failedConditionAt(error, REACTIVATE_ACTION.business)) throw userLimitReached();
        continue;
      }
    }
    await enableAccount(user.email, log);
    return;
  }
  throw new HttpError(409, USER_MESSAGES.busy);
}

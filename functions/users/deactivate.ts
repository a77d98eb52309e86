// DELETE /users/{id}: deactivation. The profile stays (view history names it) but is marked disabled,
// leaves the user list, its roles' members and the administrators, and frees its seat:
//   user GetItem (consistent), roles BatchGet (its roles still there), then ONE TransactWriteItems
//   (deactivateUserActions, with its activity entry) refused for the last administrator and the main contact;
//   then Cognito: AdminDisableUser and AdminUserGlobalSignOut.
// Retries as the access change does. A user already deactivated answers 200 and runs the Cognito step
// again, so a DELETE repeated after a Cognito failure finishes the job.
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { failedConditionAt, isTransactionCancelled } from '#functions/data/transact.ts';
import { getRoleMemberships, getUserForChange, writeTransaction, type RoleMembership } from '#functions/data/user-changes.ts';
import { deactivationEntry } from '#functions/domain/user-entry.ts';
import { DEACTIVATE_ACTION, deactivateUserActions } from '#functions/data/user-writes.ts';
import type { TenantCaller } from '#functions/domain/caller.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import { pauseBeforeRetry, WRITE_ATTEMPTS } from '#functions/domain/write-retry.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError, notFound, ValidationError } from '#functions/lib/http-error.ts';
import type { Logger } from '#functions/lib/logger.ts';
import { explainBusinessRefusal } from './business-rules.ts';
import { disableAccount } from '#functions/domain/team-accounts.ts';

export async function deactivateUser(table: TableContext, caller: TenantCaller, userId: string, log: Logger): Promise<void> {
  const { businessId } = caller;
  if (userId === caller.userId) throw new ValidationError({ user: [USER_MESSAGES.notYourself] });
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
    if (attempt > 1) await pauseBeforeRetry(attempt - 1);
    const user = await getUserForChange(table, businessId, userId);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    if (!user.disabled) {
      const roleIds = user.roleIds ?? [];
      const roles = roleIds.length > 0 ? await getRoleMemberships(table, businessId, roleIds, userId) : new Map<string, RoleMembership>();
      try {
        const now = new Date().toISOString();
        const entry = deactivationEntry(caller, user, roles);
        await writeTransaction(
          table,
          deactivateUserActions(table.tableName, { ...user, roleIds, businessId }, new Set(roles.keys()), now, entry),
        );
        log.info('user deactivated', { deactivatedUserId: userId });
      } catch (error) {
        if (!isTransactionCancelled(error)) throw error;
        if (failedConditionAt(error, DEACTIVATE_ACTION.business)) {
          await explainBusinessRefusal(table, businessId, user, user.access === 'customer_admin');
        }
        continue;
      }
    }
    await disableAccount(user.email, log);
    return;
  }
  throw new HttpError(409, USER_MESSAGES.busy);
}

export const deleteUser: RouteImplementation<'deleteUser'> = async ({ caller, input, table, log }) => {
  await deactivateUser(table, requireTenant(caller), input.params.id, log);
  return { body: { success: true } };
};

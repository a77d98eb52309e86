// PATCH /users/{id}: new roles and administrator flag for an active user of the caller's business.
//   user GetItem (consistent), roles BatchGet (old and new: id and this user's member entry), then ONE
//   TransactWriteItems (changeAccessActions, with its activity entry) conditioned on the user as read and, for a demotion, on the
//   business keeping an administrator and its main contact staying one.
// A refusal by the business reads it again (GetItem) to name the rule; a user or role changed in between
// or a conflict with another write reads again and retries, up to WRITE_ATTEMPTS, then 409.
import type { InputOf } from '#shared/contract/contracts.ts';
import { INPUT_LIMITS } from '#shared/constants.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { failedConditionAt, isTransactionCancelled, MAX_ACTIONS_PER_TRANSACTION } from '#functions/data/transact.ts';
import { getRoleMemberships, getUserForChange, writeTransaction } from '#functions/data/user-changes.ts';
import type { TenantCaller } from '#functions/domain/caller.ts';
import { accessChangeEntry } from '#functions/domain/user-entry.ts';
import { CHANGE_ACCESS_ACTION, changeAccessActions } from '#functions/data/user-writes.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import { pauseBeforeRetry, WRITE_ATTEMPTS } from '#functions/domain/write-retry.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError, notFound, ValidationError } from '#functions/lib/http-error.ts';
import { explainBusinessRefusal } from './business-rules.ts';

type AccessFields = InputOf<'updateUser'>['body']['user'];

export async function changeUserAccess(table: TableContext, caller: TenantCaller, userId: string, fields: AccessFields): Promise<void> {
  const { businessId } = caller;
  const next = { roleIds: [...new Set(fields.role_ids)], access: fields.customer_admin ? ('customer_admin' as const) : ('customer' as const) };
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
    if (attempt > 1) await pauseBeforeRetry(attempt - 1);
    const user = await getUserForChange(table, businessId, userId);
    if (!user || user.disabled) throw notFound(USER_MESSAGES.notFound);
    const before = user.roleIds ?? [];
    const roles = await getRoleMemberships(table, businessId, [...before, ...next.roleIds], userId);
    if (next.roleIds.some((id) => !roles.has(id))) throw new ValidationError({ user: { role_ids: [USER_MESSAGES.unknownRoles] } });
    const listedIn = new Set([...roles].filter(([, role]) => role.lists).map(([id]) => id));
    const entry = accessChangeEntry(caller, user, next, roles);
    const read = { existingRoleIds: new Set(roles.keys()), listedIn };
    const actions = changeAccessActions(table.tableName, { ...user, roleIds: before, businessId }, next, read, entry);
    // Leaving many roles while joining many others at once would not fit one transaction.
    if (actions.length > MAX_ACTIONS_PER_TRANSACTION) {
      throw new ValidationError({ user: { role_ids: [USER_MESSAGES.tooManyRoles(INPUT_LIMITS.userRoles)] } });
    }
    try {
      await writeTransaction(table, actions);
      return;
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      if (failedConditionAt(error, CHANGE_ACCESS_ACTION.business)) {
        await explainBusinessRefusal(table, businessId, user, user.access === 'customer_admin' && next.access !== 'customer_admin');
      }
    }
  }
  throw new HttpError(409, USER_MESSAGES.busy);
}

export const updateUser: RouteImplementation<'updateUser'> = async ({ caller, input, table }) => {
  await changeUserAccess(table, requireTenant(caller), input.params.id, input.body.user);
  return { body: { success: true } };
};

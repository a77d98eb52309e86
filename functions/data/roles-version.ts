// A business's roles version: `rolesVersion` on its business item, bumped in the same transaction as
// every write of one of its role items (a save, a delete, a member joining, leaving or renamed, a
// dashboard taken out). A copy of the roles kept by a Lambda instance (functions/domain/roles-cache.ts)
// is trusted only while the business still holds the version it was read under; the business item is
// read by every request that needs the roles anyway (seats, administrators), so checking costs nothing.
// Written only by administrators' changes and renames, within the business: no item written by every
// request of every tenant.
import { TABLE } from '#shared/constants.ts';
import { keys } from './keys.ts';
import type { TransactAction } from './transact.ts';

/** The business item's attribute that counts its role writes. */
export const ROLES_VERSION = 'rolesVersion';

/** The Update that bumps the roles version (for a transaction whose other actions touch no business item). */
export function bumpRolesVersionAction(tableName: string, businessId: string): TransactAction {
  return {
    Update: {
      TableName: tableName,
      Key: keys.business(businessId),
      UpdateExpression: 'ADD #rolesVersion :one',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#rolesVersion': ROLES_VERSION, '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

const isKey = (key: Record<string, unknown> | undefined, expected: Record<string, string>) =>
  !!key && Object.entries(expected).every(([name, value]) => key[name] === value);

/**
 * The actions of one transaction, with the business's roles version bumped when any of them writes a
 * role item of the business: merged into the transaction's own action on the business item when it has
 * one (a transaction may touch an item once), else added. Every builder of role writes passes its
 * actions through here, so no role changes without telling the caches.
 */
export function withRolesVersionBump(tableName: string, businessId: string, actions: TransactAction[]): TransactAction[] {
  const roleKeyPrefix = keys.rolesPrefix(businessId);
  const writesARole = actions.some((action) => {
    const key = (action.Update?.Key ?? action.Delete?.Key ?? action.Put?.Item) as Record<string, unknown> | undefined;
    const sortKey = key?.[TABLE.sortKey];
    return key?.[TABLE.partitionKey] === roleKeyPrefix.partition && typeof sortKey === 'string' && sortKey.startsWith(roleKeyPrefix.sortPrefix);
  });
  if (!writesARole) return actions;
  const businessKey = keys.business(businessId);
  const index = actions.findIndex((action) => isKey(action.Update?.Key ?? action.ConditionCheck?.Key, businessKey));
  if (index < 0) return [...actions, bumpRolesVersionAction(tableName, businessId)];
  const current = actions[index];
  const base = current.Update ?? current.ConditionCheck!;
  const expression = current.Update?.UpdateExpression ?? '';
  const bumped = {
    ...base,
    UpdateExpression: expression.includes('ADD ')
      ? expression.replace('ADD ', 'ADD #rolesVersion :rolesVersionStep, ')
      : `${expression} ADD #rolesVersion :rolesVersionStep`.trim(),
    ExpressionAttributeNames: { ...base.ExpressionAttributeNames, '#rolesVersion': ROLES_VERSION },
    ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ':rolesVersionStep': 1 },
  };
  return actions.map((action, i) => (i === index ? { Update: bumped } : action));
}

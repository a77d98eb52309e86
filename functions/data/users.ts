import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { keys } from './keys.ts';
import type { UserRecord } from './records.ts';
import { getRolesByIds } from './roles.ts';
import { isTransactionCancelled } from './transact.ts';
import type { ActivityDraft } from './activity.ts';
import { renameUserActions } from './user-writes.ts';

/** Finds a user's profile from the verified token's `sub` (identity index, one Query). */
export async function getUserByIdentity({ db, tableName }: TableContext, userId: string): Promise<UserRecord | undefined> {
  const index = keys.identityQuery(userId);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.partitionKey },
      ExpressionAttributeValues: { ':pk': index.value },
      Limit: 1,
    }),
  );
  return result.Items?.[0] as UserRecord | undefined;
}

/** Reads one user of a business by id (strongly consistent). */
export async function getUserOfBusiness({ db, tableName }: TableContext, businessId: string, userId: string): Promise<UserRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(businessId, userId), ConsistentRead: true }));
  return result.Item as UserRecord | undefined;
}

/**
 * The invitation is no longer pending (the person chose their first password, or Cognito says they have):
 * one UpdateItem of the profile, which must still be there.
 */
export async function markInvitationAccepted({ db, tableName }: TableContext, user: Pick<UserRecord, 'businessId' | 'id'>): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(user.businessId, user.id),
      UpdateExpression: 'SET #pending = :false',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#pending': 'invitationPending' },
      ExpressionAttributeValues: { ':false': false },
    }),
  );
}

/** What keeps a rename from racing a role change: read again this often when a role changed under it. */
const RENAME_ATTEMPTS = 3;

/**
 * Renames a user (from the verified caller, never the request): names and user-list entry, and the
 * names kept on the user's roles and, for an administrator, on the business, in one transaction
 * (renameUserActions). A role changed in between cancels it; the roles are read again.
 */
export async function renameUser(
  table: TableContext,
  user: UserRecord,
  name: Pick<UserRecord, 'firstName' | 'lastName'>,
  entry?: ActivityDraft,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const roles = user.businessId ? await getRolesByIds(table, user.businessId, user.roleIds) : [];
    const memberOf = new Set(roles.filter((role) => role.members?.[user.id] !== undefined).map((role) => role.id));
    try {
      await table.db.send(new TransactWriteCommand({ TransactItems: renameUserActions(table.tableName, user, name, memberOf, entry) }));
      return;
    } catch (error) {
      if (!isTransactionCancelled(error) || attempt >= RENAME_ATTEMPTS) throw error;
    }
  }
}

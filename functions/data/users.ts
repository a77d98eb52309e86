import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { fullName, type UserRecord } from './records.ts';

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
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(businessId, userId) }));
  return result.Item as UserRecord | undefined;
}

/**
 * The other side of a new tenant user's memberships, as TransactWriteItems actions to send in the SAME
 * transaction as the user's Put: the user joins each of its roles' `userIds`, and a customer_admin joins
 * the business's `adminUserIds`. Each target must exist. The role and user forms (not built yet) keep
 * both sides in sync this way on every change, removals included; the "last administrator" rule's write
 * is the one that maintains `adminUserIds`.
 */
export function newMembershipActions(tableName: string, user: Pick<UserRecord, 'id' | 'businessId' | 'access' | 'roleIds'>) {
  if (!user.businessId) return [];
  const append = (key: Record<string, string>, attribute: string) => ({
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET #list = list_append(if_not_exists(#list, :empty), :user)',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#list': attribute, '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':empty': [], ':user': [user.id] },
    },
  });
  return [
    ...[...new Set(user.roleIds)].map((roleId) => append(keys.role(user.businessId!, roleId), 'userIds')),
    ...(user.access === 'customer_admin' ? [append(keys.business(user.businessId), 'adminUserIds')] : []),
  ];
}

/**
 * Renames a user: one UpdateItem keyed by the user's own business and id (from the verified caller, never
 * the request), on condition that the profile still exists. The business's users-by-name entry follows.
 */
export async function renameUser(
  { db, tableName }: TableContext,
  user: Pick<UserRecord, 'id' | 'businessId'>,
  name: Pick<UserRecord, 'firstName' | 'lastName'>,
): Promise<void> {
  const listEntry = user.businessId ? keys.userListEntry(user.businessId, user.id, fullName(name)) : undefined;
  const sortKey = TABLE.gsi2.sortKey;
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(user.businessId, user.id),
      UpdateExpression: `SET #first = :first, #last = :last${listEntry ? ', #listSort = :listSort' : ''}`,
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: {
        '#pk': TABLE.partitionKey,
        '#first': 'firstName',
        '#last': 'lastName',
        ...(listEntry ? { '#listSort': sortKey } : {}),
      },
      ExpressionAttributeValues: {
        ':first': name.firstName,
        ':last': name.lastName,
        ...(listEntry ? { ':listSort': listEntry[sortKey] } : {}),
      },
    }),
  );
}

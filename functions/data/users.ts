import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../shared/keys.ts';
import type { TableContext } from '../lib/dynamo.ts';
import type { UserRecord } from './records.ts';

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
export async function getUserOfBusiness(
  { db, tableName }: TableContext,
  businessId: string,
  userId: string,
): Promise<UserRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(businessId, userId) }));
  return result.Item as UserRecord | undefined;
}

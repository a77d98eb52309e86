// Bookmarks (favourites) at BIZ#<biz>/BOOKMARK#<userId>#<dashboardId>: one per user and dashboard,
// so the bookmark's id is the dashboard's id and creating it twice is the same write. Each also sits in
// GSI2 under its dashboard (BIZ#<biz>#DASHBOOKMARKS#<dashboardId> / <userId>), so deleting a dashboard
// finds its bookmarks with one Query instead of reading every user's.
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { bookmarkItem } from './items.ts';
import { keys } from './keys.ts';
import { queryPrefix } from './query-prefix.ts';
import type { BookmarkRecord } from './records.ts';
import type { TransactAction } from './transact.ts';

/** The ids of the dashboards a user bookmarked (one Query on the user's BOOKMARK# prefix). */
export async function listBookmarkedDashboardIds(table: TableContext, businessId: string, userId: string): Promise<Set<string>> {
  const items = await queryPrefix<{ dashboardId: string }>(table, keys.bookmarksPrefix(businessId, userId), { attributes: ['dashboardId'] });
  return new Set(items.map((item) => item.dashboardId));
}

/** Bookmarks a dashboard for a user; idempotent (the same key, the same write). */
export async function putBookmark({ db, tableName }: TableContext, businessId: string, userId: string, dashboardId: string): Promise<void> {
  const record: BookmarkRecord = { type: 'bookmark', businessId, userId, dashboardId, createdAt: new Date().toISOString() };
  await db.send(new PutCommand({ TableName: tableName, Item: bookmarkItem(record) }));
}

/**
 * Removes a user's bookmark of a dashboard; removing one that is not there is a no-op. Answers whether
 * there was one (the Delete returns the old item: no read before it).
 */
export async function deleteBookmarkOfUser(
  { db, tableName }: TableContext,
  businessId: string,
  userId: string,
  dashboardId: string,
): Promise<boolean> {
  const result = await db.send(
    new DeleteCommand({ TableName: tableName, Key: keys.bookmark(businessId, userId, dashboardId), ReturnValues: 'ALL_OLD' }),
  );
  return result.Attributes !== undefined;
}

/** The users who bookmarked a dashboard (Query GSI2 under the dashboard, user ids only, every page). */
export async function listBookmarkersOfDashboard({ db, tableName }: TableContext, businessId: string, dashboardId: string): Promise<string[]> {
  const index = keys.bookmarksOfDashboardQuery(businessId, dashboardId);
  const userIds: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: index.indexName,
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: '#userId',
        ExpressionAttributeNames: { '#pk': index.partitionKey, '#userId': 'userId' },
        ExpressionAttributeValues: { ':pk': index.value },
        ExclusiveStartKey: startKey,
      }),
    );
    userIds.push(...(result.Items ?? []).map((item) => item.userId as string));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return userIds;
}

/** The Delete of one user's bookmark of a dashboard, as an action of a transaction (a dashboard's delete). */
export const deleteBookmarkAction = (tableName: string, businessId: string, userId: string, dashboardId: string): TransactAction => ({
  Delete: { TableName: tableName, Key: keys.bookmark(businessId, userId, dashboardId) },
});

// Bookmarks (favourites) at BIZ#<biz>/BOOKMARK#<userId>#<dashboardId>: one per user and dashboard,
// so the bookmark's id is the dashboard's id and creating it twice is the same write.
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '../../shared/constants.ts';
import { keys } from '../../shared/keys.ts';
import type { TableContext } from '../lib/dynamo.ts';
import { bookmarkItem } from './items.ts';
import type { BookmarkRecord } from './records.ts';

/** The ids of the dashboards a user bookmarked (one Query on the user's BOOKMARK# prefix). */
export async function listBookmarkedDashboardIds({ db, tableName }: TableContext, businessId: string, userId: string): Promise<Set<string>> {
  const { partition, sortPrefix } = keys.bookmarksPrefix(businessId, userId);
  const ids = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ProjectionExpression: 'dashboardId',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
        ExpressionAttributeValues: { ':pk': partition, ':prefix': sortPrefix },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) ids.add(item.dashboardId as string);
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/** Bookmarks a dashboard for a user; idempotent (the same key, the same write). */
export async function putBookmark({ db, tableName }: TableContext, businessId: string, userId: string, dashboardId: string): Promise<void> {
  const record: BookmarkRecord = { type: 'bookmark', businessId, userId, dashboardId, createdAt: new Date().toISOString() };
  await db.send(new PutCommand({ TableName: tableName, Item: bookmarkItem(record) }));
}

/** Removes a user's bookmark of a dashboard; removing one that is not there is a no-op. */
export async function deleteBookmark({ db, tableName }: TableContext, businessId: string, userId: string, dashboardId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.bookmark(businessId, userId, dashboardId) }));
}

// Bookmarks (favourites) at BIZ#<biz>/BOOKMARK#<userId>#<dashboardId>: one per user and dashboard,
// so the bookmark's id is the dashboard's id and creating it twice is the same write.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { bookmarkItem } from './items.ts';
import { queryPrefix } from './query-prefix.ts';
import type { BookmarkRecord } from './records.ts';

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

/** Removes a user's bookmark of a dashboard; removing one that is not there is a no-op. */
export async function deleteBookmarkOfUser(
  { db, tableName }: TableContext,
  businessId: string,
  userId: string,
  dashboardId: string,
): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.bookmark(businessId, userId, dashboardId) }));
}

// Dashboards of a business, read: the full item at BIZ#<biz>/DASHBOARD#<id>, the lean Directory index
// entry (name only) that lists a business's dashboards in accent/case-insensitive name order, and the
// business's directory version (BIZ#<biz>/DIRECTORY_VERSION) that tells a cached directory it is stale.
// Every write goes through dashboard-writes.ts (the one write path, which bumps that version).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { batchGetItems } from './batch-get.ts';
import { keys } from './keys.ts';
import type { DashboardRecord, DirectoryVersionRecord } from './records.ts';
import { queryAllPages } from './query-prefix.ts';

/** Where a business's directory stands: version 0 (changed at 0) until its first dashboard write. */
export type DirectoryVersion = Pick<DirectoryVersionRecord, 'version' | 'changedAt'>;

/** Reads a business's directory version (strongly consistent GetItem: it must see the last committed write). */
export async function getDirectoryVersion({ db, tableName }: TableContext, businessId: string): Promise<DirectoryVersion> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.directoryVersion(businessId),
      ConsistentRead: true,
      ProjectionExpression: '#version, #changedAt',
      ExpressionAttributeNames: { '#version': 'version', '#changedAt': 'changedAt' },
    }),
  );
  return { version: (result.Item?.version as number | undefined) ?? 0, changedAt: (result.Item?.changedAt as number | undefined) ?? 0 };
}

/** One dashboard in the business's directory: what a list filters and counts on. */
export interface DirectoryEntry {
  id: string;
  name: string;
  /** searchText(name), when already known (it leads the Directory sort key). */
  searchName?: string;
}

/** Every dashboard of a business as (id, name), sorted by searchText(name) then id (Directory index Query). */
export async function listDashboardDirectory({ db, tableName }: TableContext, businessId: string): Promise<DirectoryEntry[]> {
  const { directory } = TABLE;
  // The entries are tiny (name only), so even thousands of dashboards come back in one page.
  const items = await queryAllPages<Record<string, unknown>>(db, {
    TableName: tableName,
    IndexName: directory.name,
    KeyConditionExpression: '#pk = :pk',
    ProjectionExpression: '#sk, #name',
    ExpressionAttributeNames: { '#pk': directory.partitionKey, '#sk': directory.sortKey, '#name': 'name' },
    ExpressionAttributeValues: { ':pk': keys.dashboardDirectoryPartition(businessId) },
  });
  const entries = items.map((item): DirectoryEntry => {
    const sortKey = item[directory.sortKey] as string;
    return { id: keys.dashboardIdOfDirectoryEntry(sortKey), name: item.name as string, searchName: keys.searchNameOfDirectoryEntry(sortKey) };
  });
  return entries;
}

/**
 * Reads one dashboard of a business; another business's id is simply not found. `consistent`: a
 * strongly consistent read (after a write's condition failed, to tell what changed).
 */
export async function getDashboard(
  { db, tableName }: TableContext,
  businessId: string,
  dashboardId: string,
  consistent = false,
): Promise<DashboardRecord | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.dashboard(businessId, dashboardId), ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return result.Item as DashboardRecord | undefined;
}

/** What a list card shows of a dashboard. */
export type DashboardCardFields = Pick<DashboardRecord, 'id' | 'name' | 'summary' | 'previewKey'>;
const CARD_FIELDS = ['id', 'name', 'summary', 'previewKey'] as const satisfies readonly (keyof DashboardRecord)[];

/** The card fields of some dashboards of a business (BatchGet, no descriptions), in the order of `dashboardIds`; unknown ids are left out. */
export async function getDashboardsByIds(table: TableContext, businessId: string, dashboardIds: string[]): Promise<DashboardCardFields[]> {
  const unique = [...new Set(dashboardIds)];
  if (unique.length === 0) return [];
  const items = await batchGetItems<DashboardCardFields>(
    table,
    unique.map((id) => keys.dashboard(businessId, id)),
    CARD_FIELDS,
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** Page cards and which of them a user bookmarked. */
export interface CardsAndBookmarks {
  cards: DashboardCardFields[];
  /** Ids among the ones asked for that the user bookmarked. */
  bookmarked: Set<string>;
}

/**
 * The card fields of some dashboards, in the order of `dashboardIds`, and which of them a user
 * bookmarked: one BatchGet (chunks of 100) of both keys, instead of a Query of all the user's bookmarks.
 */
export async function getCardsAndBookmarks(
  table: TableContext,
  businessId: string,
  userId: string,
  dashboardIds: string[],
): Promise<CardsAndBookmarks> {
  const unique = [...new Set(dashboardIds)];
  if (unique.length === 0) return { cards: [], bookmarked: new Set() };
  const items = await batchGetItems<(DashboardCardFields & { type: 'dashboard' }) | { type: 'bookmark'; dashboardId: string }>(
    table,
    unique.flatMap((id) => [keys.dashboard(businessId, id), keys.bookmark(businessId, userId, id)]),
    [...CARD_FIELDS, 'type', 'dashboardId'],
  );
  const byId = new Map<string, DashboardCardFields>();
  const bookmarked = new Set<string>();
  for (const item of items) {
    if (item.type === 'bookmark') bookmarked.add(item.dashboardId);
    else if (item.type === 'dashboard') byId.set(item.id, { id: item.id, name: item.name, summary: item.summary, previewKey: item.previewKey });
  }
  return { cards: unique.flatMap((id) => byId.get(id) ?? []), bookmarked };
}

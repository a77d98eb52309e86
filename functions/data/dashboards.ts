// Dashboards of a business: the full item at BIZ#<biz>/DASHBOARD#<id>, the lean Directory index entry
// (name only) that lists a business's dashboards in accent/case-insensitive name order, and the
// business's directory version (BIZ#<biz>/DIRECTORY_VERSION) that tells a cached directory it is stale.
//
// THE RULE FOR EVERY WRITER: dashboards are written only through putDashboard / putDashboards /
// deleteDashboard below. Each one (1) sanitises the description, which is then served as stored, and
// (2) bumps the business's directory version in the SAME TransactWriteItems as the dashboard write.
// The dashboards Lambda caches a business's directory per instance and trusts it only while that
// version is unchanged (functions/dashboards/directory-cache.ts), so a write that skipped the bump
// would leave lists stale until the next bump. See docs/data-model.md, "Dashboard list".
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { sanitizeRichText } from '#functions/lib/sanitize-html.ts';
import { batchGetItems } from './batch-get.ts';
import { dashboardItem } from './items.ts';
import type { DashboardRecord, DirectoryVersionRecord } from './records.ts';

/** DynamoDB's limit of actions in one TransactWriteItems. */
const MAX_ACTIONS_PER_TRANSACTION = 100;

/** The Update that bumps a business's directory version (one action of a dashboard write's transaction). */
function bumpDirectoryVersion(tableName: string, businessId: string, now: number) {
  return {
    Update: {
      TableName: tableName,
      Key: keys.directoryVersion(businessId),
      UpdateExpression: 'ADD #version :one SET #type = :type, #changedAt = :now',
      ExpressionAttributeNames: { '#version': 'version', '#type': 'type', '#changedAt': 'changedAt' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'directoryVersion' satisfies DirectoryVersionRecord['type'], ':now': now },
    },
  };
}

/** The dashboard as it is stored: its description reduced to the allow-list of sanitize-html.ts. */
const cleaned = (dashboard: DashboardRecord): DashboardRecord => ({ ...dashboard, description: sanitizeRichText(dashboard.description) });

/**
 * Creates or replaces one dashboard: sanitises its description and writes the item (with its
 * Directory entry) and the business's directory version bump in one transaction. Any create, rename
 * or edit of a dashboard goes through here (or putDashboards for many at once).
 */
export async function putDashboard(table: TableContext, dashboard: DashboardRecord, now: number = Date.now()): Promise<DashboardRecord> {
  const stored = cleaned(dashboard);
  await table.db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: table.tableName, Item: dashboardItem(stored) } },
        bumpDirectoryVersion(table.tableName, stored.businessId, now),
      ],
    }),
  );
  return stored;
}

/**
 * putDashboard for many dashboards (seeds, imports): per business, transactions of up to 99 dashboards
 * plus that business's version bump, so no dashboard is ever written without its bump.
 */
export async function putDashboards(table: TableContext, dashboards: DashboardRecord[], now: number = Date.now()): Promise<void> {
  const byBusiness = new Map<string, DashboardRecord[]>();
  for (const dashboard of dashboards) {
    const own = byBusiness.get(dashboard.businessId) ?? [];
    own.push(cleaned(dashboard));
    byBusiness.set(dashboard.businessId, own);
  }
  const perTransaction = MAX_ACTIONS_PER_TRANSACTION - 1;
  for (const [businessId, own] of byBusiness) {
    for (let i = 0; i < own.length; i += perTransaction) {
      const puts = own
        .slice(i, i + perTransaction)
        .map((dashboard) => ({ Put: { TableName: table.tableName, Item: dashboardItem(dashboard) } }));
      await table.db.send(new TransactWriteCommand({ TransactItems: [...puts, bumpDirectoryVersion(table.tableName, businessId, now)] }));
    }
  }
}

/** Deletes one dashboard and bumps its business's directory version, in one transaction. */
export async function deleteDashboard(table: TableContext, businessId: string, dashboardId: string, now: number = Date.now()): Promise<void> {
  await table.db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: table.tableName, Key: keys.dashboard(businessId, dashboardId) } },
        bumpDirectoryVersion(table.tableName, businessId, now),
      ],
    }),
  );
}

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
  const entries: DirectoryEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    // The entries are tiny (name only), so even thousands of dashboards come back in one page.
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: directory.name,
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: '#sk, #name',
        ExpressionAttributeNames: { '#pk': directory.partitionKey, '#sk': directory.sortKey, '#name': 'name' },
        ExpressionAttributeValues: { ':pk': keys.dashboardDirectoryPartition(businessId) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) {
      const sortKey = item[directory.sortKey] as string;
      entries.push({
        id: keys.dashboardIdOfDirectoryEntry(sortKey),
        name: item.name as string,
        searchName: keys.searchNameOfDirectoryEntry(sortKey),
      });
    }
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

/** Reads one dashboard of a business; another business's id is simply not found. */
export async function getDashboard(
  { db, tableName }: TableContext,
  businessId: string,
  dashboardId: string,
): Promise<DashboardRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.dashboard(businessId, dashboardId) }));
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

// Dashboards of a business: the full item at BIZ#<biz>/DASHBOARD#<id>, and the lean Directory index
// entry (name only) that lists a business's dashboards in accent/case-insensitive name order.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '../../shared/constants.ts';
import { keys } from '../../shared/keys.ts';
import type { TableContext } from '../lib/dynamo.ts';
import { batchGetItems } from './batch-get.ts';
import type { DashboardRecord } from './records.ts';

/** One dashboard in the business's directory: what a list filters and counts on. */
export interface DirectoryEntry {
  id: string;
  name: string;
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
      entries.push({ id: keys.dashboardIdOfDirectoryEntry(item[directory.sortKey] as string), name: item.name as string });
    }
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

/** Reads one dashboard of a business; another business's id is simply not found. */
export async function getDashboard({ db, tableName }: TableContext, businessId: string, dashboardId: string): Promise<DashboardRecord | undefined> {
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
  const items = await batchGetItems<DashboardCardFields>(table, unique.map((id) => keys.dashboard(businessId, id)), CARD_FIELDS);
  const byId = new Map(items.map((item) => [item.id, item]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

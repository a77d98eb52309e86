// The one write path of dashboards: create, replace and delete, at BIZ#<biz>/DASHBOARD#<id> with its
// Directory index entry.
//
// THE RULE FOR EVERY WRITER: dashboards are written only through putDashboard / putDashboards /
// deleteDashboardOfBusiness below. Each one (1) sanitises the description, which is then served as stored, and
// (2) bumps the business's directory version in the SAME TransactWriteItems as the dashboard write.
// The dashboards Lambda caches a business's directory per instance and trusts it only while that
// version is unchanged (functions/dashboards/directory-cache.ts), so a write that skipped the bump
// would leave lists stale until the next bump. See docs/data-model.md, "Dashboard list".
// Kept apart from the reads (dashboards.ts) so the Lambdas that only read carry no HTML sanitiser.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { dashboardItem } from './items.ts';
import type { DashboardRecord, DirectoryVersionRecord } from './records.ts';
import { MAX_ACTIONS_PER_TRANSACTION, type TransactAction } from './transact.ts';

/** Conditions of a single dashboard write: a create must not overwrite, an update must not resurrect a deleted one. */
export type DashboardWriteCondition = 'new' | 'existing';
const CONDITIONS: Record<DashboardWriteCondition, string> = { new: 'attribute_not_exists(#pk)', existing: 'attribute_exists(#pk)' };

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
// Loaded on the first write, not at start-up: the dashboards Lambda serves reads far more often than it
// writes, and the sanitiser's module set-up would add to every cold start.
async function cleaned(dashboard: DashboardRecord): Promise<DashboardRecord> {
  const { sanitizeRichText } = await import('#functions/lib/sanitize-html.ts');
  return { ...dashboard, description: sanitizeRichText(dashboard.description) };
}

/**
 * Creates or replaces one dashboard: sanitises its description and writes the item (with its
 * Directory entry) and the business's directory version bump in one transaction. Any create, rename
 * or edit of a dashboard goes through here (or putDashboards for many at once).
 */
export async function putDashboard(
  table: TableContext,
  dashboard: DashboardRecord,
  now: number = Date.now(),
  condition?: DashboardWriteCondition,
): Promise<DashboardRecord> {
  const stored = await cleaned(dashboard);
  const conditional = condition ? { ConditionExpression: CONDITIONS[condition], ExpressionAttributeNames: { '#pk': TABLE.partitionKey } } : {};
  await table.db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: table.tableName, Item: dashboardItem(stored), ...conditional } },
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
    own.push(await cleaned(dashboard));
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

/**
 * Deletes one dashboard (conditioned on its existence: action 0 of the last transaction) and bumps its
 * business's directory version in one transaction, with `cleanup` (its removal from roles, its
 * bookmarks) in the same one while they fit. Cleanup that does not fit goes first, in full
 * transactions, so the dashboard goes last: if a step fails, it is still there, and deleting it again
 * finishes the job.
 */
export async function deleteDashboardOfBusiness(
  table: TableContext,
  businessId: string,
  dashboardId: string,
  cleanup: TransactAction[] = [],
  now: number = Date.now(),
): Promise<void> {
  const last: TransactAction[] = [
    {
      Delete: {
        TableName: table.tableName,
        Key: keys.dashboard(businessId, dashboardId),
        ConditionExpression: CONDITIONS.existing,
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      },
    },
    bumpDirectoryVersion(table.tableName, businessId, now),
  ];
  const early = cleanup.slice(0, Math.max(0, cleanup.length - (MAX_ACTIONS_PER_TRANSACTION - last.length)));
  for (let i = 0; i < early.length; i += MAX_ACTIONS_PER_TRANSACTION) {
    await table.db.send(new TransactWriteCommand({ TransactItems: early.slice(i, i + MAX_ACTIONS_PER_TRANSACTION) }));
  }
  await table.db.send(new TransactWriteCommand({ TransactItems: [...last, ...cleanup.slice(early.length)] }));
}

// The one write path of dashboards: create, replace and delete, at BIZ#<biz>/DASHBOARD#<id> with its
// Directory index entry.
//
// THE RULE FOR EVERY WRITER: dashboards are written only through putDashboard / putDashboards /
// deleteDashboardOfBusiness below. Each one (1) sanitises the description, which is then served as stored,
// (2) bumps the business's directory version in the SAME TransactWriteItems as the dashboard write, and
// (3) keeps the counts in that same transaction: the business's `dashboardCount` (+1 on a create, −1 on
// a delete; the create is conditioned on the business existing) and each report's `dashboardCount`
// (a dashboard that starts naming a report is conditioned on the report existing; a report's delete is
// conditioned on its count being 0, so one of two racing writes loses). A write over an existing
// dashboard is conditioned on the report it read, so two saves never count one change twice.
// The dashboards Lambda caches a business's directory per instance and trusts it only while that
// version is unchanged (functions/dashboards/directory-cache.ts), so a write that skipped the bump
// would leave lists stale until the next bump. See docs/data-model.md, "Dashboard list".
// Kept apart from the reads (dashboards.ts) so the Lambdas that only read carry no HTML sanitiser.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { entryActions, type ActivityDraft } from './activity.ts';
import { dashboardItem } from './items.ts';
import { keys } from './keys.ts';
import type { DashboardRecord, DirectoryVersionRecord } from './records.ts';
import { MAX_ACTIONS_PER_TRANSACTION, type TransactAction } from './transact.ts';

/** Conditions of a single dashboard write: a create must not overwrite, an update must not resurrect a deleted one. */
export type DashboardWriteCondition = 'new' | 'existing';
const CONDITIONS: Record<DashboardWriteCondition, string> = { new: 'attribute_not_exists(#pk)', existing: 'attribute_exists(#pk)' };

/**
 * Where a cancelled single-dashboard write failed: the dashboard (missing, or its report changed since
 * it was read), the business (missing: an admin writing for an unknown business), or the new report
 * (missing). Indexes into TransactItems.
 */
export const DASHBOARD_WRITE_ACTION = { dashboard: 0, directory: 1, business: 2 } as const;

/** The dashboard item exists and still names `reportId` (null: none), as it was read. */
function existingWithReport(reportId: string | null | undefined) {
  return reportId
    ? {
        ConditionExpression: 'attribute_exists(#pk) AND #reportId = :readReport',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#reportId': 'reportId' },
        ExpressionAttributeValues: { ':readReport': reportId },
      }
    : {
        ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#reportId) OR attribute_type(#reportId, :null))',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#reportId': 'reportId' },
        ExpressionAttributeValues: { ':null': 'NULL' },
      };
}

/** +1 or −1 on the business's dashboard count; the business must exist. */
function countOnBusiness(tableName: string, businessId: string, delta: 1 | -1): TransactAction {
  return {
    Update: {
      TableName: tableName,
      Key: keys.business(businessId),
      UpdateExpression: 'ADD #count :delta',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#count': 'dashboardCount' },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** +1 or −1 on a report's dashboard count; the report must exist (a +1 on a deleted report fails). */
function countOnReport(tableName: string, reportId: string, delta: 1 | -1): TransactAction {
  return {
    Update: {
      TableName: tableName,
      Key: keys.report(reportId),
      UpdateExpression: 'ADD #count :delta',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#count': 'dashboardCount' },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** The report count changes of a dashboard going from report `before` to `after` (null: none). */
function reportCountActions(tableName: string, before: string | null, after: string | null): TransactAction[] {
  if (before === after) return [];
  return [...(before ? [countOnReport(tableName, before, -1)] : []), ...(after ? [countOnReport(tableName, after, 1)] : [])];
}

/** Where the claims of a single-dashboard write (its picture's upload, functions/data/upload-claims.ts) start: after the business count. */
export const claimPosition = (condition?: DashboardWriteCondition): number => (condition === 'new' ? 3 : 2);

/** Whether a cancelled single-dashboard write failed on the report it started to name (deleted meanwhile, or never there). */
export function failedOnNewReport(error: unknown, write: { readReportId: string | null; reportId: string | null }): boolean {
  if (!write.reportId || write.reportId === write.readReportId) return false;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  // The new report's +1 is the last action.
  return reasons.at(-1)?.Code === 'ConditionalCheckFailed';
}

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

/** How putDashboard writes: all optional (a plain put, now, with no condition). */
export interface DashboardPut {
  /** Epoch milliseconds of the write (the directory version's `changedAt`, the entry's instant). */
  now?: number;
  /** 'new' counts it on its business (which must exist); 'existing' holds it to `readReportId`. */
  condition?: DashboardWriteCondition;
  /** The report the dashboard named when it was read; the write fails at action 0 if that changed. */
  readReportId?: string | null;
  /** The activity entry of the write (from the record as stored), put in the same transaction. */
  describe?: (stored: DashboardRecord) => ActivityDraft;
  /** What the write takes once (a picture's upload), at claimPosition(condition). */
  claims?: TransactAction[];
}

/**
 * Creates or replaces one dashboard: sanitises its description and writes the item (with its
 * Directory entry), the business's directory version bump and the counts in one transaction. Any
 * create, rename or edit of a dashboard goes through here (or putDashboards for many at once).
 */
export async function putDashboard(
  table: TableContext,
  dashboard: DashboardRecord,
  { now = Date.now(), condition, readReportId = null, describe, claims = [] }: DashboardPut = {},
): Promise<DashboardRecord> {
  const stored = await cleaned(dashboard);
  const { tableName } = table;
  const conditional =
    condition === 'existing'
      ? existingWithReport(readReportId)
      : condition === 'new'
        ? { ConditionExpression: CONDITIONS.new, ExpressionAttributeNames: { '#pk': TABLE.partitionKey } }
        : {};
  const before = condition === 'new' ? null : readReportId;
  await table.db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName, Item: dashboardItem(stored), ...conditional } },
        bumpDirectoryVersion(tableName, stored.businessId, now),
        ...(condition === 'new' ? [countOnBusiness(tableName, stored.businessId, 1)] : []),
        ...claims,
        // The trail's entry, in the write's own transaction; before the report counts (failedOnNewReport reads the last action).
        ...entryActions(tableName, describe?.(stored), new Date(now)),
        ...(condition ? reportCountActions(tableName, before, stored.reportId ?? null) : []),
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

/** What goes with a dashboard's delete: all optional (a plain delete, now). */
export interface DashboardDelete {
  /** Its removal from roles and its bookmarks. */
  cleanup?: TransactAction[];
  /** Epoch milliseconds of the delete. */
  now?: number;
  /** The report the dashboard named when it was read (the delete is conditioned on it). */
  readReportId?: string | null;
  /** The activity entry of the delete, in its last transaction. */
  entry?: ActivityDraft;
}

/**
 * Deletes one dashboard (conditioned on its existence and on still naming `readReportId`: action 0 of
 * the last transaction), bumps its business's directory version and takes it off the counts of its
 * business and report in one transaction, with `cleanup` (its removal from roles, its
 * bookmarks) in the same one while they fit. Cleanup that does not fit goes first, in full
 * transactions, so the dashboard goes last: if a step fails, it is still there, and deleting it again
 * finishes the job.
 */
export async function deleteDashboardOfBusiness(
  table: TableContext,
  businessId: string,
  dashboardId: string,
  { cleanup = [], now = Date.now(), readReportId = null, entry }: DashboardDelete = {},
): Promise<void> {
  const last: TransactAction[] = [
    { Delete: { TableName: table.tableName, Key: keys.dashboard(businessId, dashboardId), ...existingWithReport(readReportId) } },
    bumpDirectoryVersion(table.tableName, businessId, now),
    ...reportCountActions(table.tableName, readReportId, null),
    // The trail's entry rides with the dashboard's own delete (the last transaction): its slot is reserved here.
    ...entryActions(table.tableName, entry, new Date(now)),
  ];
  // One more slot for the business's count (merged into the cleanup's own business update if it has one).
  const early = cleanup.slice(0, Math.max(0, cleanup.length - (MAX_ACTIONS_PER_TRANSACTION - last.length - 1)));
  for (let i = 0; i < early.length; i += MAX_ACTIONS_PER_TRANSACTION) {
    await table.db.send(new TransactWriteCommand({ TransactItems: early.slice(i, i + MAX_ACTIONS_PER_TRANSACTION) }));
  }
  const final = countedOnBusiness(table.tableName, businessId, [...last, ...cleanup.slice(early.length)], -1);
  await table.db.send(new TransactWriteCommand({ TransactItems: final }));
}

/**
 * `actions` with the business's dashboard count moved by `delta`: merged into their own update of the
 * business item when they have one (the roles version bump of a cleanup; a transaction may touch an
 * item once), else added as its own update.
 */
function countedOnBusiness(tableName: string, businessId: string, actions: TransactAction[], delta: 1 | -1): TransactAction[] {
  const businessKey = keys.business(businessId);
  const index = actions.findIndex((action) => {
    const key = action.Update?.Key as Record<string, unknown> | undefined;
    return key?.[TABLE.partitionKey] === businessKey[TABLE.partitionKey] && key?.[TABLE.sortKey] === businessKey[TABLE.sortKey];
  });
  if (index < 0) return [...actions, countOnBusiness(tableName, businessId, delta)];
  const update = actions[index].Update!;
  const expression = update.UpdateExpression ?? '';
  const merged = {
    ...update,
    UpdateExpression: expression.includes('ADD ')
      ? expression.replace('ADD ', 'ADD #dashboardCount :dashboardCountStep, ')
      : `${expression} ADD #dashboardCount :dashboardCountStep`.trim(),
    ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#dashboardCount': 'dashboardCount' },
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':dashboardCountStep': delta },
  };
  return actions.map((action, i) => (i === index ? { Update: merged } : action));
}

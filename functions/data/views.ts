// Views of dashboards at BIZ#<biz>/VIEW#<viewId>. Each view is numbered per user and per dashboard by
// two counters (BIZ#<biz>/VIEWCOUNT#<entity>#<id>), and the numbers are its sort keys in GSI1 (views of
// a user) and GSI2 (views of a dashboard). So page N, newest first, is one BETWEEN range of at most a
// page on the index, and the total is the counter: a page never reads the whole history. Each view
// also moves its business's daily usage counters (usage.ts) in its own transactions.
import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ViewEntityClass } from '#shared/api-types.ts';
import { TABLE } from '#shared/constants.ts';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { calendarDay } from '#functions/lib/usage-calendar.ts';
import type { ViewRecordItem } from './records.ts';
import { isTransactionCancelled } from './transact.ts';
import { secondsWatchedAction, viewStartedActions } from './usage.ts';

/** The stored view: the record plus its start in epoch seconds, so ending it computes the duration in the write. */
export type StoredView = ViewRecordItem & { startedAtSeconds: number };

export interface NewView {
  businessId: string;
  userId: string;
  userName: string;
  dashboardId: string;
  dashboardName: string;
}

export type EndViewOutcome = 'ended' | 'already-ended' | 'not-found';

const COUNTER_ATTRIBUTE = 'lastSequence';
const INDEX_OF: Record<ViewEntityClass, { name: string; partitionKey: string; sortKey: string }> = {
  user: TABLE.gsi1,
  dashboard: TABLE.gsi2,
};
const ENTRY_OF: Record<ViewEntityClass, (businessId: string, entityId: string, sequence: number) => Record<string, string>> = {
  user: keys.viewOfUserEntry,
  dashboard: keys.viewOfDashboardEntry,
};

/** Time-sortable and unguessable: base-36 milliseconds, then 48 random bits. */
export function newViewId(now: Date): string {
  return `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(6).toString('hex')}`;
}

/** The item of a view with its table key and both index entries. */
export function viewItem(view: StoredView, userSequence: number, dashboardSequence: number) {
  return {
    ...keys.view(view.businessId, view.id),
    ...keys.viewOfUserEntry(view.businessId, view.userId, userSequence),
    ...keys.viewOfDashboardEntry(view.businessId, view.dashboardId, dashboardSequence),
    ...view,
  };
}

/** Takes the next sequence number of a user's or a dashboard's views (atomic ADD on its counter). */
export async function nextViewSequence(
  { db, tableName }: TableContext,
  businessId: string,
  entity: ViewEntityClass,
  entityId: string,
): Promise<number> {
  const result = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.viewCounter(businessId, entity, entityId),
      UpdateExpression: 'ADD #sequence :one SET #type = :type',
      ExpressionAttributeNames: { '#sequence': COUNTER_ATTRIBUTE, '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'viewCounter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return result.Attributes?.[COUNTER_ATTRIBUTE] as number;
}

/** How many views a user or a dashboard has had (the counter; GetItem). */
export async function countViews(
  { db, tableName }: TableContext,
  businessId: string,
  entity: ViewEntityClass,
  entityId: string,
): Promise<number> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.viewCounter(businessId, entity, entityId),
      ProjectionExpression: '#sequence',
      ExpressionAttributeNames: { '#sequence': COUNTER_ATTRIBUTE },
    }),
  );
  return (result.Item?.[COUNTER_ATTRIBUTE] as number | undefined) ?? 0;
}

/**
 * Starts a view now: numbers it for its user and its dashboard (two counters, in parallel), then writes
 * it and counts it on its day (one TransactWriteItems: the view's Put, the day item's Update and the
 * Update of the user's and the dashboard's who shards — one when they share it).
 */
export async function startView(table: TableContext, input: NewView, now: Date = new Date()): Promise<StoredView> {
  const [userSequence, dashboardSequence] = await Promise.all([
    nextViewSequence(table, input.businessId, 'user', input.userId),
    nextViewSequence(table, input.businessId, 'dashboard', input.dashboardId),
  ]);
  const startedAt = now.toISOString();
  const view: StoredView = {
    type: 'view',
    id: newViewId(now),
    ...input,
    startedAt,
    startedAtSeconds: now.getTime() / 1000,
    lastSeenAt: startedAt,
    finishedAt: null,
    durationSeconds: null,
  };
  const write = new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName: table.tableName,
          Item: viewItem(view, userSequence, dashboardSequence),
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
        },
      },
      ...viewStartedActions(table.tableName, { ...input, day: calendarDay(now) }),
    ],
  });
  // The day's items are shared by the business's views: a transaction that met another one on them is sent
  // again (a cancelled transaction wrote nothing, and the view's id is new).
  for (let attempt = 1; ; attempt++) {
    try {
      await table.db.send(write);
      return view;
    } catch (error) {
      if (!conflictedOnly(error) || attempt >= WRITE_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

// Shared by end and heartbeat: the view is the caller's own, still open, and pinged last when it was read.
const OWN_OPEN_VIEW_AS_READ = '#userId = :userId AND attribute_type(#finishedAt, :null) AND #lastSeenAt = :seen';
/** A ping that kept meeting others on its view or its day gives up after this many tries. */
const WRITE_ATTEMPTS = 10;

/** True when a transaction was cancelled only by conflicts with other writes (no condition failed). */
function conflictedOnly(error: unknown): boolean {
  if (!isTransactionCancelled(error)) return false;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.some((reason) => reason.Code === 'TransactionConflict') && !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
}

/** A short random pause before trying again, longer on each attempt (writers that met do not meet again). */
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

type PingOutcome = 'pinged' | 'already-ended' | 'not-found';

/**
 * A heartbeat (`end` false) or the end of a user's own open view at `now`: the view's update and the
 * seconds since its previous ping, added to the day of `now`, in one TransactWriteItems. The view is
 * read first (strongly consistent) and its update is conditioned on the ping it read, so two pings that
 * race never count the same seconds twice: the loser reads again and adds only what is left.
 */
async function pingView(table: TableContext, businessId: string, userId: string, viewId: string, now: Date, end: boolean): Promise<PingOutcome> {
  for (let attempt = 1; ; attempt++) {
    const view = await getView(table, businessId, viewId);
    if (!view || view.userId !== userId) return 'not-found';
    if (view.finishedAt) return 'already-ended';
    // A ping never moves the last ping back (clocks of two instances may differ by a little).
    const seenMs = Date.parse(view.lastSeenAt);
    const atMs = Math.max(now.getTime(), seenMs);
    const seconds = (atMs - seenMs) / 1000;
    if (!end && seconds === 0) return 'pinged';
    const at = new Date(atMs).toISOString();
    const names: Record<string, string> = { '#userId': 'userId', '#finishedAt': 'finishedAt', '#lastSeenAt': 'lastSeenAt' };
    const values: Record<string, unknown> = { ':userId': userId, ':null': 'NULL', ':seen': view.lastSeenAt, ':at': at };
    let update = 'SET #lastSeenAt = :at';
    if (end) {
      // The duration is computed by the write itself, from the start it stored.
      update = 'SET #finishedAt = :at, #lastSeenAt = :at, #duration = :atSeconds - #startedAtSeconds';
      Object.assign(names, { '#duration': 'durationSeconds', '#startedAtSeconds': 'startedAtSeconds' });
      values[':atSeconds'] = atMs / 1000;
    }
    const viewUpdate = {
      Update: {
        TableName: table.tableName,
        Key: keys.view(businessId, viewId),
        UpdateExpression: update,
        ConditionExpression: OWN_OPEN_VIEW_AS_READ,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
    // Only the small day item: the who shards are written by starts alone.
    const actions = seconds > 0 ? [viewUpdate, secondsWatchedAction(table.tableName, businessId, calendarDay(now), seconds)] : [viewUpdate];
    try {
      await table.db.send(new TransactWriteCommand({ TransactItems: actions }));
      return 'pinged';
    } catch (error) {
      // Another ping, the end or another view's write on the day got there first: read again.
      if (!isTransactionCancelled(error) || attempt >= WRITE_ATTEMPTS) throw error;
      if (conflictedOnly(error)) await pause(attempt);
    }
  }
}

/**
 * Ends a user's own open view now; its duration (now − start) and its last seconds (now − last ping,
 * counted on today) are written in one transaction. Ending it again answers 'already-ended'.
 */
export async function endViewOfUser(
  table: TableContext,
  businessId: string,
  userId: string,
  viewId: string,
  now: Date = new Date(),
): Promise<EndViewOutcome> {
  const outcome = await pingView(table, businessId, userId, viewId, now, true);
  return outcome === 'pinged' ? 'ended' : outcome;
}

/** Records that a user's own open view is still being watched, counting the seconds since its last ping; false when it is not an open view of theirs. */
export async function touchView(
  table: TableContext,
  businessId: string,
  userId: string,
  viewId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return (await pingView(table, businessId, userId, viewId, now, false)) === 'pinged';
}

/** Reads one view of a business (strongly consistent, it may have just been written). */
export async function getView({ db, tableName }: TableContext, businessId: string, viewId: string): Promise<StoredView | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.view(businessId, viewId), ConsistentRead: true }));
  return result.Item as StoredView | undefined;
}

/** Sequence numbers on page `page` (1-based), newest first, of `total` views; null past the end. */
export function sequenceRangeOfPage(total: number, page: number, pageSize: number): { from: number; to: number } | null {
  const to = total - (page - 1) * pageSize;
  if (to < 1) return null;
  return { from: Math.max(1, to - pageSize + 1), to };
}

/** The parameters of the index Query that reads the views numbered from..to of a user or a dashboard, newest first. */
export function viewRangeQuery(
  tableName: string,
  businessId: string,
  entity: ViewEntityClass,
  entityId: string,
  range: { from: number; to: number },
) {
  const index = INDEX_OF[entity];
  const lower = ENTRY_OF[entity](businessId, entityId, range.from);
  const upper = ENTRY_OF[entity](businessId, entityId, range.to);
  return {
    TableName: tableName,
    IndexName: index.name,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': index.partitionKey, '#sk': index.sortKey },
    ExpressionAttributeValues: { ':pk': lower[index.partitionKey], ':from': lower[index.sortKey], ':to': upper[index.sortKey] },
    ScanIndexForward: false,
    Limit: range.to - range.from + 1,
  };
}

/** One page of a user's or a dashboard's views, newest first, and their total (counter GetItem, then one range Query). */
async function listViewsOf(table: TableContext, businessId: string, entity: ViewEntityClass, entityId: string, page: number, pageSize: number) {
  const totalCount = await countViews(table, businessId, entity, entityId);
  const range = sequenceRangeOfPage(totalCount, page, pageSize);
  if (!range) return { views: [] as StoredView[], totalCount };
  const result = await table.db.send(new QueryCommand(viewRangeQuery(table.tableName, businessId, entity, entityId, range)));
  return { views: (result.Items ?? []) as StoredView[], totalCount };
}

/** One page of a user's views, newest first, with the user's view count. */
export const listViewsOfUser = (table: TableContext, businessId: string, userId: string, page: number, pageSize: number) =>
  listViewsOf(table, businessId, 'user', userId, page, pageSize);

/** One page of a dashboard's views, newest first, with the dashboard's view count. */
export const listViewsOfDashboard = (table: TableContext, businessId: string, dashboardId: string, page: number, pageSize: number) =>
  listViewsOf(table, businessId, 'dashboard', dashboardId, page, pageSize);

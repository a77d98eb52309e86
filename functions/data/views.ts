// Views of dashboards at BIZ#<biz>/VIEW#<viewId>. Each view is numbered per user and per dashboard by
// two counters (BIZ#<biz>/VIEWCOUNT#<entity>#<id>), and the numbers are its sort keys in GSI1 (views of
// a user) and GSI2 (views of a dashboard). So page N, newest first, is one BETWEEN range of at most a
// page on the index, and the total is the counter: a page never reads the whole history. Each view
// also moves its business's daily usage counters (usage.ts) in its own transactions. While a view is
// open, its pings write its user's counter (open-views.ts), not the view: what one ping counts is capped,
// a user's overlapping views of one dashboard count their time once, and a user keeps at most
// VIEW_LIMITS.maxOpenPerUser open (watch-time.ts).
import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ViewEntityClass } from '#shared/api-types.ts';
import { TABLE, VIEW_LIMITS } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { calendarDay } from '#functions/lib/usage-calendar.ts';
import { keys } from './keys.ts';
import {
  closeOpenView,
  openViewsOf,
  pingOpenView,
  readOpenViews,
  readOpenViewsOf,
  registerOpenView,
  type OpenView,
  type OpenViews,
} from './open-views.ts';
import type { ViewRecordItem } from './records.ts';
import { failedConditionAt, isTransactionCancelled, type TransactAction } from './transact.ts';
import { secondsWatchedAction, viewStartedActions } from './usage.ts';
import { countPing, pushedOut } from './watch-time.ts';

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

/** Takes the next sequence number of a user's or a dashboard's views (atomic ADD on its counter); answers the counter as it is then (`all`) or only the number. */
async function takeSequence(
  { db, tableName }: TableContext,
  businessId: string,
  entity: ViewEntityClass,
  entityId: string,
  all: boolean,
): Promise<Record<string, unknown>> {
  const result = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.viewCounter(businessId, entity, entityId),
      UpdateExpression: 'ADD #sequence :one SET #type = :type',
      ExpressionAttributeNames: { '#sequence': COUNTER_ATTRIBUTE, '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'viewCounter' },
      ReturnValues: all ? 'ALL_NEW' : 'UPDATED_NEW',
    }),
  );
  return result.Attributes ?? {};
}

/** Takes the next sequence number of a user's or a dashboard's views (atomic ADD on its counter). */
export async function nextViewSequence(table: TableContext, businessId: string, entity: ViewEntityClass, entityId: string): Promise<number> {
  return (await takeSequence(table, businessId, entity, entityId, false))[COUNTER_ATTRIBUTE] as number;
}

/**
 * A user's or a dashboard's counter (GetItem): how many views it has had and, for a user, their open
 * views (the same small item, read whole: at most VIEW_LIMITS.maxOpenPerUser of them).
 */
async function readCounter(
  { db, tableName }: TableContext,
  businessId: string,
  entity: ViewEntityClass,
  entityId: string,
): Promise<{ totalCount: number; open?: OpenViews }> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.viewCounter(businessId, entity, entityId),
      ...(entity === 'dashboard' ? { ProjectionExpression: '#sequence', ExpressionAttributeNames: { '#sequence': COUNTER_ATTRIBUTE } } : {}),
    }),
  );
  const totalCount = (result.Item?.[COUNTER_ATTRIBUTE] as number | undefined) ?? 0;
  return { totalCount, open: entity === 'user' ? openViewsOf(result.Item) : undefined };
}

/**
 * Starts a view now: numbers it for its user and its dashboard (two counters, in parallel; the user's
 * answers with their open views), then writes it and counts it on its day (one TransactWriteItems: the
 * view's Put, the day item's Update and the Update of the user's and the dashboard's who shards — one
 * when they share it), opens it on the user's counter and ends the views it pushes out (those pinged
 * longest ago, past VIEW_LIMITS.maxOpenPerUser − 1 others): a new tab always opens; the one left longest
 * stops counting.
 */
export async function startView(table: TableContext, input: NewView, now: Date = new Date()): Promise<StoredView> {
  const [userCounter, dashboardSequence] = await Promise.all([
    takeSequence(table, input.businessId, 'user', input.userId, true),
    nextViewSequence(table, input.businessId, 'dashboard', input.dashboardId),
  ]);
  const userSequence = userCounter[COUNTER_ATTRIBUTE] as number;
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
  const put: TransactAction = {
    Put: {
      TableName: table.tableName,
      Item: viewItem(view, userSequence, dashboardSequence),
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    },
  };
  const counted = viewStartedActions(table.tableName, { ...input, day: calendarDay(now) });
  const opened: OpenView = { viewId: view.id, dashboardId: input.dashboardId, lastMs: now.getTime(), watchedMs: 0 };
  let open = openViewsOf(userCounter);
  // The day's items are shared by the business's views: a transaction that met another one on them is sent
  // again (a cancelled transaction wrote nothing, and the view's id is new). One refused on the user's
  // counter (another start took a place, or a view it pushes out was pinged) reads it again.
  for (let attempt = 1; ; attempt++) {
    const pushed = pushedOut([...open.views.values()], VIEW_LIMITS.maxOpenPerUser - 1);
    const register = registerOpenView({ tableName: table.tableName, businessId: input.businessId, userId: input.userId }, open, opened, pushed);
    try {
      await table.db.send(
        new TransactWriteCommand({
          TransactItems: [
            put,
            ...counted,
            { Update: register },
            ...pushed.map((old) =>
              endOnItem(table.tableName, input.businessId, { viewId: old.viewId, atMs: old.lastMs, watchedMs: old.watchedMs }),
            ),
          ],
        }),
      );
      return view;
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      if (failedConditionAt(error, 1 + counted.length)) open = await readOpenViews(table, input.businessId, input.userId);
      else if (conflictedOnly(error)) await pause(attempt);
      else throw error;
    }
  }
}

/** A view's end: which view, when (epoch ms), the time it counted, and, for a user's own end, whose it must be. */
interface ViewEnd {
  viewId: string;
  atMs: number;
  watchedMs: number;
  owner?: string;
}

/**
 * A view's end written on its item: at `atMs`, with the time it counted. An end is held to the view's
 * owner and to its being open (`owner`); a view pushed out by a newer one needs no condition of its own
 * (its entry on the counter, held in the same transaction, is).
 */
function endOnItem(tableName: string, businessId: string, { viewId, atMs, watchedMs, owner }: ViewEnd): TransactAction {
  const end = {
    TableName: tableName,
    Key: keys.view(businessId, viewId),
    UpdateExpression: 'SET #finishedAt = :at, #lastSeenAt = :at, #duration = :duration',
    ExpressionAttributeNames: { '#finishedAt': 'finishedAt', '#lastSeenAt': 'lastSeenAt', '#duration': 'durationSeconds' },
    ExpressionAttributeValues: { ':at': new Date(atMs).toISOString(), ':duration': watchedMs / 1000 },
  };
  if (!owner) return { Update: end };
  return {
    Update: {
      ...end,
      ConditionExpression: '#userId = :userId AND attribute_type(#finishedAt, :null)',
      ExpressionAttributeNames: { ...end.ExpressionAttributeNames, '#userId': 'userId' },
      ExpressionAttributeValues: { ...end.ExpressionAttributeValues, ':userId': owner, ':null': 'NULL' },
    },
  };
}

/** A ping that kept meeting others on its view or its day gives up after this many tries. */
const WRITE_ATTEMPTS = 10;
/** A start may also wait for the user's other starts (each of which takes the counter once). */
const START_ATTEMPTS = WRITE_ATTEMPTS + VIEW_LIMITS.maxOpenPerUser * 2;

/** True when a transaction was cancelled only by conflicts with other writes (no condition failed). */
function conflictedOnly(error: unknown): boolean {
  if (!isTransactionCancelled(error)) return false;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.some((reason) => reason.Code === 'TransactionConflict') && !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
}

/** A single write refused by its condition, or by a transaction in flight on its item (the ping that adds nothing to the day is one UpdateItem). */
const isRefusedWrite = (error: unknown) =>
  error instanceof Error && ['ConditionalCheckFailedException', 'TransactionConflictException'].includes(error.name);

/** A short random pause before trying again, longer on each attempt (writers that met do not meet again). */
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

type PingOutcome = 'pinged' | 'already-ended' | 'not-found';

/** A view of a user's, named by the user (from their token) and its id (from the request). */
interface OwnView {
  businessId: string;
  userId: string;
  viewId: string;
}

/** A view that is not among its user's open ones: theirs and ended (or never opened there), or not theirs at all. */
async function notOpen(table: TableContext, businessId: string, userId: string, viewId: string): Promise<PingOutcome> {
  const stored = await getView(table, businessId, viewId);
  return stored?.userId === userId ? 'already-ended' : 'not-found';
}

/**
 * A heartbeat (`end` false) or the end of a user's own open view at `now`: reads the user's open views
 * (strongly consistent), counts the ping (watch-time.ts) and writes, in one TransactWriteItems, the
 * counter (conditioned on the view's last ping and its dashboard's counted-until as read; the end also
 * removes the view and writes its end on the view's item) and the seconds on the day of `now`. Two pings
 * that race, of one view or of two views of one dashboard, never count the same time twice: the loser
 * reads again and adds only what is left. A heartbeat that adds nothing to the day is one UpdateItem.
 */
async function pingView(table: TableContext, { businessId, userId, viewId }: OwnView, now: Date, end: boolean): Promise<PingOutcome> {
  const userCounter = { tableName: table.tableName, businessId, userId };
  for (let attempt = 1; ; attempt++) {
    const open = await readOpenViews(table, businessId, userId);
    const view = open.views.get(viewId);
    // Another user's view, an unknown one, one ended or pushed out: a heartbeat reads nothing more.
    if (!view) return end ? notOpen(table, businessId, userId, viewId) : 'not-found';
    const readUntil = open.countedUntil.get(view.dashboardId);
    const ping = countPing({ lastMs: view.lastMs, nowMs: now.getTime(), untilMs: readUntil });
    if (!end && ping.atMs === view.lastMs) return 'pinged';
    const watchedMs = view.watchedMs + ping.countedMs;
    const counter = end
      ? closeOpenView(userCounter, open, view, ping.untilMs)
      : pingOpenView(userCounter, view, readUntil, { lastMs: ping.atMs, watchedMs, untilMs: ping.untilMs });
    const actions: TransactAction[] = [
      ...(end ? [endOnItem(table.tableName, businessId, { viewId: view.viewId, atMs: ping.atMs, watchedMs, owner: userId })] : []),
      { Update: counter },
      // Only the small day item: the who shards are written by starts alone.
      ...(ping.countedMs > 0 ? [secondsWatchedAction(table.tableName, businessId, calendarDay(now), ping.countedMs / 1000)] : []),
    ];
    try {
      if (actions.length === 1) await table.db.send(new UpdateCommand(counter));
      else await table.db.send(new TransactWriteCommand({ TransactItems: actions }));
      return 'pinged';
    } catch (error) {
      // Another ping, the end, a start pushing it out or another view's write on the day got there first: read again.
      if (!(isTransactionCancelled(error) || isRefusedWrite(error)) || attempt >= WRITE_ATTEMPTS) throw error;
      if (conflictedOnly(error) || (error as Error).name === 'TransactionConflictException') await pause(attempt);
    }
  }
}

/**
 * Ends a user's own open view now; its duration (the time its pings counted, this last one included)
 * and its last seconds (counted on today) are written in one transaction. Ending it again answers
 * 'already-ended'.
 */
export async function endViewOfUser(
  table: TableContext,
  businessId: string,
  userId: string,
  viewId: string,
  now: Date = new Date(),
): Promise<EndViewOutcome> {
  const outcome = await pingView(table, { businessId, userId, viewId }, now, true);
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
  return (await pingView(table, { businessId, userId, viewId }, now, false)) === 'pinged';
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

export interface ViewsPage {
  views: StoredView[];
  totalCount: number;
  /** The state of the page's views still open (their pings are on their users' counters), by view id. */
  open: ReadonlyMap<string, OpenView>;
}

/** Whose views a history lists: a user's or a dashboard's of a business. */
interface ViewsOwner {
  businessId: string;
  entity: ViewEntityClass;
  entityId: string;
}

/**
 * One page of a user's or a dashboard's views, newest first, and their total (counter GetItem, then one
 * range Query). Views still open take their state from their users' counters: a user's came with the
 * count; a dashboard's viewers' are read with one BatchGet, only when the page holds an open view.
 */
async function listViewsOf(
  table: TableContext,
  { businessId, entity, entityId }: ViewsOwner,
  page: number,
  pageSize: number,
): Promise<ViewsPage> {
  const { totalCount, open } = await readCounter(table, businessId, entity, entityId);
  const range = sequenceRangeOfPage(totalCount, page, pageSize);
  if (!range) return { views: [], totalCount, open: new Map() };
  const result = await table.db.send(new QueryCommand(viewRangeQuery(table.tableName, businessId, entity, entityId, range)));
  const views = (result.Items ?? []) as StoredView[];
  const unfinished = views.filter((view) => !view.finishedAt).map((view) => ({ id: view.id, userId: view.userId }));
  return { views, totalCount, open: open?.views ?? (await readOpenViewsOf(table, businessId, unfinished)) };
}

/** One page of a user's views, newest first, with the user's view count. */
export const listViewsOfUser = (table: TableContext, businessId: string, userId: string, page: number, pageSize: number) =>
  listViewsOf(table, { businessId, entity: 'user', entityId: userId }, page, pageSize);

/** One page of a dashboard's views, newest first, with the dashboard's view count. */
export const listViewsOfDashboard = (table: TableContext, businessId: string, dashboardId: string, page: number, pageSize: number) =>
  listViewsOf(table, { businessId, entity: 'dashboard', entityId: dashboardId }, page, pageSize);

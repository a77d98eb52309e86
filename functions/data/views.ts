// Views of dashboards at BIZ#<biz>/VIEW#<viewId>. Each view is numbered per user and per dashboard by
// two counters (BIZ#<biz>/VIEWCOUNT#<entity>#<id>), and the numbers are its sort keys in GSI1 (views of
// a user) and GSI2 (views of a dashboard). So page N, newest first, is one BETWEEN range of at most a
// page on the index, and the total is the counter: a page never reads the whole history.
import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ViewEntityClass } from '#shared/api-types.ts';
import { TABLE } from '#shared/constants.ts';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { ViewRecordItem } from './records.ts';

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

/** Starts a view now: numbers it for its user and its dashboard (two counters, in parallel), then writes it. */
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
  await table.db.send(
    new PutCommand({
      TableName: table.tableName,
      Item: viewItem(view, userSequence, dashboardSequence),
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    }),
  );
  return view;
}

// Shared by end and heartbeat: the view is the caller's own and still open.
const OWN_OPEN_VIEW = '#userId = :userId AND attribute_type(#finishedAt, :null)';

/** Ends a user's own open view now (conditional UpdateItem); the duration is computed by the write itself. */
export async function endViewOfUser(
  table: TableContext,
  businessId: string,
  userId: string,
  viewId: string,
  now: Date = new Date(),
): Promise<EndViewOutcome> {
  try {
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.view(businessId, viewId),
        UpdateExpression: 'SET #finishedAt = :now, #lastSeenAt = :now, #duration = :nowSeconds - #startedAtSeconds',
        ConditionExpression: OWN_OPEN_VIEW,
        ExpressionAttributeNames: {
          '#userId': 'userId',
          '#finishedAt': 'finishedAt',
          '#lastSeenAt': 'lastSeenAt',
          '#duration': 'durationSeconds',
          '#startedAtSeconds': 'startedAtSeconds',
        },
        ExpressionAttributeValues: { ':userId': userId, ':null': 'NULL', ':now': now.toISOString(), ':nowSeconds': now.getTime() / 1000 },
      }),
    );
    return 'ended';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Rare path: tell "already ended by its owner" (idempotent success) from "not the caller's view".
    const existing = await getView(table, businessId, viewId);
    return existing?.userId === userId ? 'already-ended' : 'not-found';
  }
}

/** Records that a user's own open view is still being watched (conditional UpdateItem of lastSeenAt). */
export async function touchView(
  table: TableContext,
  businessId: string,
  userId: string,
  viewId: string,
  now: Date = new Date(),
): Promise<boolean> {
  try {
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.view(businessId, viewId),
        UpdateExpression: 'SET #lastSeenAt = :now',
        ConditionExpression: OWN_OPEN_VIEW,
        ExpressionAttributeNames: { '#userId': 'userId', '#finishedAt': 'finishedAt', '#lastSeenAt': 'lastSeenAt' },
        ExpressionAttributeValues: { ':userId': userId, ':null': 'NULL', ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
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

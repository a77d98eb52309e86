// A user's open views, kept on their view counter (BIZ#<biz>/VIEWCOUNT#user#<userId>, which each start of
// theirs writes anyway):
//   ov_<viewId>      { d: dashboard id, l: last ping (epoch ms), w: milliseconds the view counted }
//   cu_<dashboardId> the instant up to which the user's time on that dashboard was counted (kept while a
//                    view of it is open), so overlapping views of one dashboard count their time once
//   openVersion      moved by every start, which is conditioned on it: at most VIEW_LIMITS.maxOpenPerUser
// A ping rewrites this small item, not the view: the view's item has two index entries projected whole,
// which every write of it rewrites too. The view's item is written at its start and when it ends (or is
// pushed out by a newer one); in between, its history row reads its state here. Top-level attributes,
// as on the usage shards: an UpdateItem can create one, not an entry of a map that does not exist yet.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { batchGetItems } from './batch-get.ts';
import { keys } from './keys.ts';
import type { TransactAction } from './transact.ts';

export interface OpenView {
  viewId: string;
  dashboardId: string;
  /** The view's last ping (its start until the first), epoch ms. */
  lastMs: number;
  /** What its pings counted (capped, overlaps with the user's other views of its dashboard taken off), in ms: its history's duration. */
  watchedMs: number;
}

export interface OpenViews {
  /** The version every start moves (0 before the first). */
  version: number;
  views: Map<string, OpenView>;
  /** Per dashboard with an open view: the user's time on it counted until this instant (epoch ms). */
  countedUntil: Map<string, number>;
}

type Update = NonNullable<TransactAction['Update']>;

/** The view counter of one user, which holds their open views: the item every write here updates. */
export interface UserCounter {
  tableName: string;
  businessId: string;
  userId: string;
}

const OPEN = 'ov_';
const UNTIL = 'cu_';
const VERSION = 'openVersion';
const openAttribute = (viewId: string) => `${OPEN}${viewId}`;
const untilAttribute = (dashboardId: string) => `${UNTIL}${dashboardId}`;
const counterKey = (businessId: string, userId: string) => keys.viewCounter(businessId, 'user', userId);

interface StoredOpenView {
  d: string;
  l: number;
  w: number;
}

/** The open views held by a user's view counter item (none when it is missing). */
export function openViewsOf(item: Record<string, unknown> | undefined): OpenViews {
  const open: OpenViews = { version: (item?.[VERSION] as number | undefined) ?? 0, views: new Map(), countedUntil: new Map() };
  for (const [attribute, value] of Object.entries(item ?? {})) {
    if (attribute.startsWith(OPEN)) {
      const { d, l, w } = value as StoredOpenView;
      const viewId = attribute.slice(OPEN.length);
      open.views.set(viewId, { viewId, dashboardId: d, lastMs: l, watchedMs: w });
    } else if (attribute.startsWith(UNTIL)) open.countedUntil.set(attribute.slice(UNTIL.length), value as number);
  }
  return open;
}

/** A user's open views, read strongly consistently (a write conditioned on them follows). */
export async function readOpenViews({ db, tableName }: TableContext, businessId: string, userId: string): Promise<OpenViews> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: counterKey(businessId, userId), ConsistentRead: true }));
  return openViewsOf(result.Item);
}

/** The state of some open views of a business, whoever opened them (one BatchGet of their users' counters, only those entries). */
export async function readOpenViewsOf(
  table: TableContext,
  businessId: string,
  views: Array<{ id: string; userId: string }>,
): Promise<Map<string, OpenView>> {
  if (views.length === 0) return new Map();
  const names = Object.fromEntries(views.map((view, i) => [`#v${i}`, openAttribute(view.id)]));
  const userIds = [...new Set(views.map((view) => view.userId))];
  const items = await batchGetItems<Record<string, unknown>>(
    table,
    userIds.map((userId) => counterKey(businessId, userId)),
    { expression: Object.keys(names).join(', '), names },
  );
  return new Map(items.flatMap((item) => [...openViewsOf(item).views]));
}

/** Builds an expression's names and values as it goes. */
class Expression {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private n = 0;
  name(attribute: string): string {
    const alias = `#n${this.n++}`;
    this.names[alias] = attribute;
    return alias;
  }
  value(value: unknown): string {
    const alias = `:v${this.n++}`;
    this.values[alias] = value;
    return alias;
  }
}

/** "This view's entry and its dashboard's counted-until are still as they were read." */
function asRead(expression: Expression, view: OpenView, readUntil: number | undefined): string {
  const entry = expression.name(openAttribute(view.viewId));
  const until = expression.name(untilAttribute(view.dashboardId));
  const last = `${entry}.${expression.name('l')} = ${expression.value(view.lastMs)}`;
  return readUntil === undefined ? `${last} AND attribute_not_exists(${until})` : `${last} AND ${until} = ${expression.value(readUntil)}`;
}

function update({ tableName, businessId, userId }: UserCounter, expression: Expression, updateExpression: string, condition: string): Update {
  return {
    TableName: tableName,
    Key: counterKey(businessId, userId),
    UpdateExpression: updateExpression,
    ConditionExpression: condition,
    ExpressionAttributeNames: expression.names,
    ExpressionAttributeValues: Object.keys(expression.values).length > 0 ? expression.values : undefined,
  };
}

/** A ping's write of the counter: the view's last ping and counted time, its dashboard's counted-until; held to what was read. */
export function pingOpenView(
  counter: UserCounter,
  view: OpenView,
  readUntil: number | undefined,
  next: { lastMs: number; watchedMs: number; untilMs: number },
): Update {
  const expression = new Expression();
  const condition = asRead(expression, view, readUntil);
  const entry = expression.name(openAttribute(view.viewId));
  const sets = [
    `${entry}.${expression.name('l')} = ${expression.value(next.lastMs)}`,
    `${entry}.${expression.name('w')} = ${expression.value(next.watchedMs)}`,
    `${expression.name(untilAttribute(view.dashboardId))} = ${expression.value(next.untilMs)}`,
  ];
  return update(counter, expression, `SET ${sets.join(', ')}`, condition);
}

/** "No start came in between": the version every start moves is still the one read. */
function sameVersion(expression: Expression, open: OpenViews): string {
  const version = expression.name(VERSION);
  return open.version === 0 ? `attribute_not_exists(${version})` : `${version} = ${expression.value(open.version)}`;
}

/**
 * An end's write of the counter: the view's entry goes; its dashboard's counted-until stays at `untilMs`
 * while another open view of it remains (held to those views still being open), and goes with the last
 * (held to no start having come in between).
 */
export function closeOpenView(counter: UserCounter, open: OpenViews, view: OpenView, untilMs: number): Update {
  const expression = new Expression();
  const readUntil = open.countedUntil.get(view.dashboardId);
  const others = [...open.views.values()].filter((other) => other.viewId !== view.viewId && other.dashboardId === view.dashboardId);
  const conditions = [
    asRead(expression, view, readUntil),
    ...(others.length > 0
      ? others.map((other) => `attribute_exists(${expression.name(openAttribute(other.viewId))})`)
      : [sameVersion(expression, open)]),
  ];
  const until = expression.name(untilAttribute(view.dashboardId));
  const entry = expression.name(openAttribute(view.viewId));
  const updateExpression = others.length > 0 ? `SET ${until} = ${expression.value(untilMs)} REMOVE ${entry}` : `REMOVE ${entry}, ${until}`;
  return update(counter, expression, updateExpression, conditions.join(' AND '));
}

/**
 * A start's write of the counter: the new view's entry, and the entries of the views it pushes out
 * (`pushed`) removed with the counted-until of every dashboard left without an open view. Held to the
 * version read (another start in between may have taken the place) and to each pushed view's last ping
 * (its end, written in the same transaction, is the one read).
 */
export function registerOpenView(counter: UserCounter, open: OpenViews, view: OpenView, pushed: OpenView[]): Update {
  const expression = new Expression();
  const conditions = [
    sameVersion(expression, open),
    ...pushed.map((old) => `${expression.name(openAttribute(old.viewId))}.${expression.name('l')} = ${expression.value(old.lastMs)}`),
  ];
  const entry: StoredOpenView = { d: view.dashboardId, l: view.lastMs, w: view.watchedMs };
  const sets = [
    `${expression.name(openAttribute(view.viewId))} = ${expression.value(entry)}`,
    `${expression.name(VERSION)} = ${expression.value(open.version + 1)}`,
  ];
  const gone = new Set(pushed.map((old) => old.viewId));
  const stillOpen = new Set([
    view.dashboardId,
    ...[...open.views.values()].filter((other) => !gone.has(other.viewId)).map((other) => other.dashboardId),
  ]);
  const removes = [
    ...pushed.map((old) => expression.name(openAttribute(old.viewId))),
    // Only starts open views, and they are held to the version: a dashboard without one now stays so.
    ...[...open.countedUntil.keys()].filter((id) => !stillOpen.has(id)).map((id) => expression.name(untilAttribute(id))),
  ];
  const updateExpression = `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`;
  return update(counter, expression, updateExpression, conditions.join(' AND '));
}

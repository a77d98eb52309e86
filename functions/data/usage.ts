// A business's daily usage counters (the day in INSIGHTS.timeZone, functions/lib/usage-calendar.ts), in
// its partition, moved by the views themselves in their own transactions (functions/data/views.ts):
// - the day item BIZ#<biz>/USAGE#<day>: `views` and `seconds` only, so the write every heartbeat makes
//   stays small (DynamoDB bills a write by the size of the whole item);
// - USAGE_WHO_SHARDS "who" items BIZ#<biz>/USAGE#<day>#WHO#<s>: `activeUsers` (a String Set), `uv_<user>`
//   and `dv_<dashboard>` (views), each id in the shard its hash picks. Only a view's start writes them.
// Per-entity figures are top-level attributes because DynamoDB's ADD can create a top-level number but
// not an entry of a map that does not exist yet. A period's figures are one Query of its days' items.
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { keys } from './keys.ts';
import { queryAllPages } from './query-prefix.ts';
import type { TransactAction } from './transact.ts';

/** Who items per business and day: a user's or a dashboard's views land in one of them. One digit (keys.usageRange). */
export const USAGE_WHO_SHARDS = 8;

/** FNV-1a (32 bits) of an id's UTF-16 code units: small, fast and the same on every instance. */
export function fnv1a(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The who shard of a user's or a dashboard's figures. */
export const usageShardOf = (id: string): number => fnv1a(id) % USAGE_WHO_SHARDS;

/** Attribute names of one user's and one dashboard's views of a day (on their who shards). */
export const usageAttribute = {
  userViews: (userId: string) => `uv_${userId}`,
  dashboardViews: (dashboardId: string) => `dv_${dashboardId}`,
};

/**
 * One stored usage item of a day: the day item (views, seconds) or one of its who shards (active users,
 * per-entity views). Both carry `date`; summing them needs no telling apart.
 */
export interface UsageDayItem {
  date: string;
  views?: number;
  seconds?: number;
  activeUsers?: Set<string>;
  [perEntity: string]: unknown;
}

/** What a view's start and its pings add to its day. */
interface ViewFigures {
  businessId: string;
  day: string;
  userId: string;
  dashboardId: string;
}

/** An ADD of the given attributes (and the item's type and date) on one usage item. */
function addTo(tableName: string, key: Record<string, string>, type: string, day: string, adds: Record<string, unknown>): TransactAction {
  const names: Record<string, string> = { '#type': 'type', '#date': 'date' };
  const values: Record<string, unknown> = { ':type': type, ':day': day };
  const clauses = Object.entries(adds).map(([attribute, value], i) => {
    names[`#a${i}`] = attribute;
    values[`:a${i}`] = value;
    return `#a${i} :a${i}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `ADD ${clauses.join(', ')} SET #type = :type, #date = :day`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * The Updates that count one view started on its day: +1 view on the day item, and on the who shards
 * the user (active, +1 view) and the dashboard (+1 view). When both hash to the same shard it is ONE
 * Update (a transaction cannot touch an item twice): 2 or 3 actions.
 */
export function viewStartedActions(tableName: string, { businessId, day, userId, dashboardId }: ViewFigures): TransactAction[] {
  // ADD of a one-element String Set: opening ten dashboards still counts the user once.
  const userAdds = { activeUsers: new Set([userId]), [usageAttribute.userViews(userId)]: 1 };
  const dashboardAdds = { [usageAttribute.dashboardViews(dashboardId)]: 1 };
  const [userShard, dashboardShard] = [usageShardOf(userId), usageShardOf(dashboardId)];
  const who = (shard: number, adds: Record<string, unknown>) => addTo(tableName, keys.usageWho(businessId, day, shard), 'usageWho', day, adds);
  return [
    addTo(tableName, keys.usageDay(businessId, day), 'usageDay', day, { views: 1 }),
    ...(userShard === dashboardShard
      ? [who(userShard, { ...userAdds, ...dashboardAdds })]
      : [who(userShard, userAdds), who(dashboardShard, dashboardAdds)]),
  ];
}

/** The Update that adds seconds watched on a day to the day item (per-entity seconds are not kept). */
export function secondsWatchedAction(tableName: string, businessId: string, day: string, seconds: number): TransactAction {
  return addTo(tableName, keys.usageDay(businessId, day), 'usageDay', day, { seconds });
}

/** The figures a test, a benchmark or the demo seed writes for a day in bulk. */
export interface DayFigures {
  users: Record<string, { views: number; seconds: number }>;
  dashboards: Record<string, { views: number }>;
}

/**
 * A day's items from its figures, as the view writes would leave them: the day item and the who shards
 * that hold something (benchmarks and seeds write history in bulk; the portal never does).
 */
export function usageDayItems(businessId: string, day: string, figures: DayFigures): Record<string, unknown>[] {
  const dayItem = { ...keys.usageDay(businessId, day), type: 'usageDay', date: day, views: 0, seconds: 0 };
  const shards = new Map<number, Record<string, unknown>>();
  const shardOf = (id: string) => {
    const shard = usageShardOf(id);
    if (!shards.has(shard)) shards.set(shard, { ...keys.usageWho(businessId, day, shard), type: 'usageWho', date: day });
    return shards.get(shard)!;
  };
  for (const [userId, { views, seconds }] of Object.entries(figures.users)) {
    dayItem.views += views;
    dayItem.seconds += seconds;
    if (views === 0) continue;
    const shard = shardOf(userId);
    shard[usageAttribute.userViews(userId)] = views;
    // DynamoDB refuses an empty set: the set is created with its first user.
    const active = (shard.activeUsers ??= new Set<string>()) as Set<string>;
    active.add(userId);
  }
  for (const [dashboardId, { views }] of Object.entries(figures.dashboards)) {
    if (views > 0) shardOf(dashboardId)[usageAttribute.dashboardViews(dashboardId)] = views;
  }
  return [dayItem, ...[...shards.keys()].sort().map((shard) => shards.get(shard)!)];
}

/**
 * A business's usage items from `from` to `to` (inclusive, `YYYY-MM-DD`), oldest first: one Query of its
 * partition's USAGE# range (each day's item and its who shards: up to 1 + USAGE_WHO_SHARDS a day),
 * following pages. `attributes`: only those (besides `date`); all by default. A projection saves bytes
 * sent, not capacity: DynamoDB bills a Query by the size of the items it reads.
 */
export async function readUsageDays(
  { db, tableName }: TableContext,
  businessId: string,
  from: string,
  to: string,
  attributes?: readonly string[],
): Promise<UsageDayItem[]> {
  const range = keys.usageRange(businessId, from, to);
  const names: Record<string, string> = { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey };
  const projection = attributes && ['date', ...attributes].map((attribute, i) => ((names[`#a${i}`] = attribute), `#a${i}`));
  return queryAllPages<UsageDayItem>(db, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ProjectionExpression: projection?.join(', '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':pk': range.partition, ':from': range.from, ':to': range.to },
  });
}

/** At most this many businesses' usage is read at once (the admin's list and the platform month). */
export const USAGE_READ_CONCURRENCY = 8;

/** The same range of several businesses' usage (one Query each, USAGE_READ_CONCURRENCY at a time), by business id. */
export async function readUsageDaysOfBusinesses(
  table: TableContext,
  businessIds: string[],
  from: string,
  to: string,
  attributes: readonly string[],
): Promise<Map<string, UsageDayItem[]>> {
  const byBusiness = new Map<string, UsageDayItem[]>();
  let next = 0;
  const worker = async () => {
    while (next < businessIds.length) {
      const businessId = businessIds[next++];
      byBusiness.set(businessId, await readUsageDays(table, businessId, from, to, attributes));
    }
  };
  await Promise.all(Array.from({ length: Math.min(USAGE_READ_CONCURRENCY, businessIds.length) }, worker));
  return byBusiness;
}

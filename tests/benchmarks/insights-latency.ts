// `npm run bench:insights`: latency and read cost of a business's 90-day insights through the local
// gateway, next to what the figures would cost without the daily counters: reading every view of the
// last 90 days and summing them ("raw"), on the same DynamoDB Local in the same run.
//
// Starts its own stack (in-memory DynamoDB, no demo seed) and seeds one business with 1,000 users and
// 200 dashboards and a year of usage: about a quarter of the users open 1–4 dashboards on a weekday
// (fewer at weekends), for 1–30 minutes each. The year is written as its usage items (functions/data/usage.ts:
// a day item and up to 8 who shards a day, what the view writes build) and its last 90 days ALSO as the
// view items they count, so both reads answer the same figures (checked before measuring).
//
// It also prints what one heartbeat and one view's start cost to write at this scale, in WCU, from the
// sizes of the items they write (DynamoDB bills a write by the whole item's size, a transactional write
// 2 WCU per KB), next to the first version's single day item that held everything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import { TABLE } from '#shared/constants.ts';
import type { InsightsResponse } from '#shared/insights-api-types.ts';
import { keys } from '#functions/data/keys.ts';
import { buildPath } from '#shared/routes.ts';
import { userItem } from '#functions/data/items.ts';
import { usageDayItems, type DayFigures } from '#functions/data/usage.ts';
import { newViewId, viewItem } from '#functions/data/views.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { calendarDay, periodDays } from '#functions/lib/usage-calendar.ts';
import { startLocalStack } from '#infra/local/local-stack.ts';
import { findFreePort } from '#infra/local/ports.ts';
import { seedBusiness, testDashboard, writeItems } from '../integration/fixtures/viewer-business.ts';
import { measure, type Sample } from './latency-samples.ts';

const BUSINESS_ID = 'biz-bench-uso';
const USERS = 1000;
const DASHBOARDS = 200;
const DAYS = 365;
const PERIOD = 90;
const WARM_UP = 3;
const SAMPLES = 20;
const PASSWORD = 'Bench#Senha2026';

/** A sample of WARM_UP + SAMPLES runs (tests/benchmarks/latency-samples.ts). */
const sample = (label: string, work: () => Promise<unknown>): Promise<Sample> => measure(label, work, { warmUp: WARM_UP, samples: SAMPLES });

/** A small seeded generator (mulberry32), so every run seeds the same year. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An item's size as DynamoDB bills it: each attribute's name plus its value (strings and set members by
 * their UTF-8 bytes, numbers ~1 byte per 2 significant digits + 1, booleans and nulls 1).
 */
function itemBytes(item: Record<string, unknown>): number {
  const valueBytes = (value: unknown): number => {
    if (typeof value === 'string') return Buffer.byteLength(value);
    if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace(/[.-]|^0+/g, '').length / 2) + 1;
    if (value instanceof Set) return [...value].reduce((sum: number, member) => sum + valueBytes(member), 0);
    return 1;
  };
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);
}

/** WCU of writing an item of `bytes` in a transaction: 2 per KB, rounded up. */
const transactionalWcu = (bytes: number) => 2 * Math.ceil(bytes / 1024);

/**
 * The first version's day item (everything in one item, seconds per user and dashboard too): the same
 * attributes as the day's items put together, plus `us_`/`ds_` seconds. For the write cost comparison only.
 */
function firstVersionDayItem(items: Record<string, unknown>[], userSeconds: Map<string, number>, dashboardSeconds: Map<string, number>) {
  const merged: Record<string, unknown> = { activeUsers: new Set<string>() };
  for (const item of items)
    for (const [name, value] of Object.entries(item))
      if (name === 'activeUsers') for (const userId of value as Set<string>) (merged.activeUsers as Set<string>).add(userId);
      else merged[name] = value;
  for (const [id, seconds] of userSeconds) merged[`us_${id}`] = seconds;
  for (const [id, seconds] of dashboardSeconds) merged[`ds_${id}`] = seconds;
  return merged;
}

/** The busiest day's write costs: its day item, its who shards, and the first version's single item. */
interface DaySizes {
  day: string;
  dayItemBytes: number;
  shardBytes: number[];
  firstVersionBytes: number;
}

/** A year of usage: each day's usage items, view items for the last PERIOD days, and the busiest day's sizes. */
function yearOfUsage(userIds: string[], dashboardIds: string[], now: Date) {
  const next = random(2026);
  const days = periodDays(DAYS, now);
  const recent = new Set(days.slice(-PERIOD));
  const dayItems: Record<string, unknown>[] = [];
  const viewItems: Record<string, unknown>[] = [];
  let busiest: DaySizes | undefined;
  let sequence = 0;
  for (const day of days) {
    const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
    const figures: DayFigures = { users: {}, dashboards: {} };
    const dashboardSeconds = new Map<string, number>();
    for (const userId of userIds) {
      if (next() > (weekend ? 0.04 : 0.25)) continue;
      const user = (figures.users[userId] = { views: 0, seconds: 0 });
      for (let k = 1 + Math.floor(next() * 4); k > 0; k--) {
        const dashboardId = dashboardIds[Math.floor(next() ** 2 * dashboardIds.length)];
        const seconds = 60 + Math.floor(next() * 1740);
        const dashboard = (figures.dashboards[dashboardId] ??= { views: 0 });
        user.views++;
        user.seconds += seconds;
        dashboard.views++;
        dashboardSeconds.set(dashboardId, (dashboardSeconds.get(dashboardId) ?? 0) + seconds);
        if (!recent.has(day)) continue;
        // Started between 09:00 and 17:00 in São Paulo (12:00–20:00 UTC), ended the same day.
        const started = new Date(Date.parse(`${day}T12:00:00Z`) + Math.floor(next() * 8 * 3600) * 1000);
        const finished = new Date(started.getTime() + seconds * 1000);
        sequence++;
        viewItems.push(
          viewItem(
            {
              type: 'view',
              id: newViewId(started),
              businessId: BUSINESS_ID,
              userId,
              dashboardId,
              userName: `Pessoa ${userId.slice(0, 6)}`,
              dashboardName: `Painel ${dashboardId}`,
              startedAt: started.toISOString(),
              startedAtSeconds: started.getTime() / 1000,
              lastSeenAt: finished.toISOString(),
              finishedAt: finished.toISOString(),
              durationSeconds: seconds,
            },
            sequence,
            sequence,
          ),
        );
      }
    }
    const items = usageDayItems(BUSINESS_ID, day, figures);
    dayItems.push(...items);
    const userSeconds = new Map(Object.entries(figures.users).map(([id, user]) => [id, user.seconds]));
    const firstVersionBytes = itemBytes(firstVersionDayItem(items, userSeconds, dashboardSeconds));
    if (!busiest || firstVersionBytes > busiest.firstVersionBytes)
      busiest = { day, dayItemBytes: itemBytes(items[0]), shardBytes: items.slice(1).map(itemBytes), firstVersionBytes };
  }
  return { dayItems, viewItems, from: days[days.length - PERIOD], busiest: busiest! };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const ports = { gateway: await findFreePort(), dynamodb: await findFreePort(), s3: await findFreePort(), cognito: await findFreePort() };
  console.log('Starting the local stack…');
  const stack = await startLocalStack({ dataDir, ports, inMemory: true, seed: false });
  try {
    const table: TableContext = { db: stack.db, tableName: stack.resources.tableName };
    const seedStart = performance.now();
    const email = `bench-gestor-${randomUUID().slice(0, 6)}@exemplo.local`;
    const adminId = await ensurePasswordUser(stack.clients.cognito, stack.resources.userPoolId, { email, password: PASSWORD });
    const userIds = [adminId, ...Array.from({ length: USERS - 1 }, () => randomUUID())];
    const dashboards = Array.from({ length: DASHBOARDS }, (_, i) =>
      testDashboard(BUSINESS_ID, `bench-d${String(i).padStart(3, '0')}`, `Painel ${i}`),
    );
    await seedBusiness(table, BUSINESS_ID, { dashboards, roles: [], users: { admins: { [adminId]: 'Gestor Bench' }, activeUserCount: USERS } });
    const createdAt = new Date().toISOString();
    const users = userIds.map((id, u) =>
      userItem({
        type: 'user',
        id,
        businessId: BUSINESS_ID,
        access: u === 0 ? 'customer_admin' : 'customer',
        firstName: u === 0 ? 'Gestor' : `Pessoa${u}`,
        lastName: 'Bench',
        email: u === 0 ? email : `pessoa${u}@exemplo.local`,
        roleIds: [],
        disabled: false,
        createdAt,
      }),
    );
    const { dayItems, viewItems, from, busiest } = yearOfUsage(
      userIds,
      dashboards.map((d) => d.id),
      new Date(),
    );
    await writeItems(table, [...users, ...dayItems, ...viewItems]);
    console.log(
      `Seeded ${USERS} users, ${DASHBOARDS} dashboards, ${dayItems.length} usage items and ${viewItems.length} views of the last ${PERIOD} days in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );

    const login = await fetch(`${stack.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const insights = async () => {
      const url = new URL(buildPath('businessInsights'), stack.url);
      url.searchParams.set('days', String(PERIOD));
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`insights: ${response.status} ${await response.text()}`);
      return (await response.json()) as InsightsResponse;
    };

    // The counters' read alone (what the route's usage Query reads): its items, bytes and capacity.
    const usageRange = keys.usageRange(BUSINESS_ID, from, calendarDay(new Date()));
    // Without counters: every view started in the period (view ids sort by their start), summed in memory.
    const viewsFrom = keys.view(BUSINESS_ID, newViewId(new Date(`${from}T00:00:00-03:00`)).slice(0, 9))[TABLE.sortKey];
    const readAll = async (range: { from: string; to: string }) => {
      const cost = { items: 0, bytes: 0, capacity: 0, calls: 0, views: 0, seconds: 0 };
      let startKey: Record<string, unknown> | undefined;
      do {
        const page: QueryCommandOutput = await stack.db.send(
          new QueryCommand({
            TableName: table.tableName,
            KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
            ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
            ExpressionAttributeValues: { ':pk': usageRange.partition, ':from': range.from, ':to': range.to },
            ExclusiveStartKey: startKey,
            ReturnConsumedCapacity: 'TOTAL',
          }),
        );
        for (const item of page.Items ?? []) {
          cost.bytes += itemBytes(item);
          if (item.type === 'view') {
            cost.views++;
            cost.seconds += item.durationSeconds as number;
          }
        }
        cost.items += page.Count ?? 0;
        cost.capacity += page.ConsumedCapacity?.CapacityUnits ?? 0;
        cost.calls++;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return cost;
    };
    const countersRead = () => readAll({ from: usageRange.from, to: usageRange.to });
    const rawRead = () => readAll({ from: viewsFrom, to: `${keys.view(BUSINESS_ID, '')[TABLE.sortKey]}~` });

    // Both ways answer the same figures.
    const [answer, raw] = [await insights(), await rawRead()];
    if (answer.totals.views !== raw.views || answer.totals.seconds !== raw.seconds)
      throw new Error(
        `figures differ: insights ${answer.totals.views} views ${answer.totals.seconds} s, raw ${raw.views} views ${raw.seconds} s`,
      );
    const counters = await countersRead();
    console.log(`Both answer ${raw.views} views and ${raw.seconds} s over ${PERIOD} days (${answer.totals.active_users} active users).`);

    const samples = [
      await sample(`GET /insights?days=${PERIOD} through the gateway (customer_admin)`, insights),
      await sample(`  its usage Query alone (${PERIOD} days: day items + who shards)`, countersRead),
      await sample(`raw: Query every view of the last ${PERIOD} days and sum them`, rawRead),
    ];
    console.table(
      samples.map((s, i) => {
        const cost = i === 2 ? raw : counters;
        return {
          read: s.label,
          'median ms': s.median.toFixed(1),
          'p95 ms': s.p95.toFixed(1),
          items: cost.items,
          'KB (item sizes)': Math.round(cost.bytes / 1024),
          'Query pages': cost.calls,
          RCU: cost.capacity || 'n/a',
        };
      }),
    );
    console.log(`The insights answer in ${(samples[2].median / samples[0].median).toFixed(1)}× less time than the raw read.`);
    printWriteCosts(busiest, itemBytes(viewItems[viewItems.length - 1]));
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * WCU of one heartbeat (the view's Update + the day item's, in one transaction) and of one start (2
 * counter UpdateItems, then the view's Put + the day item + the user's and the dashboard's who shards)
 * on the busiest day, against the first version, whose every write rewrote the day's one big item.
 */
function printWriteCosts(busiest: DaySizes, viewBytes: number) {
  const counterWcu = 2; // two tiny counter items, 1 WCU each, outside the transaction
  const largestShard = Math.max(...busiest.shardBytes);
  const meanShard = busiest.shardBytes.reduce((sum, bytes) => sum + bytes, 0) / busiest.shardBytes.length;
  const [view, dayItem, oldItem] = [viewBytes, busiest.dayItemBytes, busiest.firstVersionBytes].map(transactionalWcu);
  console.log(
    `Busiest day ${busiest.day}: day item ${busiest.dayItemBytes} B, ${busiest.shardBytes.length} who shards of ` +
      `${Math.round(meanShard)} B on average (largest ${largestShard} B), view item ${viewBytes} B; ` +
      `the first version's single day item: ${(busiest.firstVersionBytes / 1024).toFixed(1)} KB.`,
  );
  console.table([
    { write: 'heartbeat / end', 'WCU now': view + dayItem, 'WCU first version': view + oldItem },
    {
      write: 'view start (worst case: two largest-size shards)',
      'WCU now': counterWcu + view + dayItem + 2 * transactionalWcu(largestShard),
      'WCU first version': counterWcu + view + oldItem,
    },
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// The usage counters end to end: views started, pinged and ended on the data layer at fixed instants
// (the days before today in São Paulo), one left stale, pings that race; then the insights, the
// platform month and the business list read through the API, every figure compared with numbers worked
// out by hand below. A business of its own, so the demo's figures stay as other tests expect them.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InsightsResponse, PlatformUsageResponse } from '#shared/insights-api-types.ts';
import { keys } from '#functions/data/keys.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { buildPath } from '#shared/routes.ts';
import { brazilianDate, insightsCsv, platformUsageCsv } from '#shared/usage-csv.ts';
import { readOpenViews } from '#functions/data/open-views.ts';
import { usageShardOf } from '#functions/data/usage.ts';
import { endViewOfUser, getView, startView, touchView } from '#functions/data/views.ts';
import { buildHandler as buildInsights } from '#functions/insights/handler.ts';
import { calendarDay, shiftDay } from '#functions/lib/usage-calendar.ts';
import { effectiveEnd } from '#functions/views/present.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { callApi, loginAs, testTable, userIdOf, useStackEnvironment } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const businessId = uniquePrefix('uso');
const alfa = testDashboard(businessId, `${businessId}-alfa`, 'Alfa Vendas');
const beta = testDashboard(businessId, `${businessId}-beta`, 'Beta Custos');
const gama = testDashboard(businessId, `${businessId}-gama`, 'Gama Nunca Aberto');
const PRICING_CENTS = 30_000;

// Today in São Paulo, and an instant of a day `offset` days from it at a local (UTC−3) time.
const today = calendarDay(new Date());
const day = (offset: number) => shiftDay(today, offset);
const at = (offset: number, localTime: string) => new Date(`${day(offset)}T${localTime}-03:00`);

let ana: TestUser; // customer_admin
let bruno: TestUser;
let carla: TestUser;
let diego: TestUser; // never opens anything
let adminToken: string;
let anaToken: string;

const insightsAs = (token: string, days: number) =>
  callApi<InsightsResponse>('GET', buildPath('businessInsights'), { token, query: { days: String(days) } });

async function open(user: TestUser, name: string, dashboard: typeof alfa, when: Date) {
  const view = await startView(
    testTable(),
    { businessId, userId: user.id, userName: name, dashboardId: dashboard.id, dashboardName: dashboard.name },
    when,
  );
  return view.id;
}
const ping = (user: TestUser, viewId: string, when: Date) => touchView(testTable(), businessId, user.id, viewId, when);
const end = (user: TestUser, viewId: string, when: Date) => endViewOfUser(testTable(), businessId, user.id, viewId, when);

beforeAll(async () => {
  useStackEnvironment();
  await seedBusiness(testTable(), businessId, {
    dashboards: [alfa, beta, gama],
    roles: [testRole(businessId, `${businessId}-r`, 'Todos', [alfa.id, beta.id, gama.id])],
    userLimit: 10,
  });
  await testTable().db.send(
    new UpdateCommand({
      TableName: testTable().tableName,
      Key: keys.business(businessId),
      UpdateExpression: 'SET pricingCents = :cents',
      ExpressionAttributeValues: { ':cents': PRICING_CENTS },
    }),
  );
  const roleIds = [`${businessId}-r`];
  [ana, bruno, carla, diego] = await Promise.all([
    createTestUser({ businessId, access: 'customer_admin', firstName: 'Ana', lastName: 'Uso' }),
    createTestUser({ businessId, access: 'customer', roleIds, firstName: 'Bruno', lastName: 'Uso' }),
    createTestUser({ businessId, access: 'customer', roleIds, firstName: 'Carla', lastName: 'Uso' }),
    createTestUser({ businessId, access: 'customer', roleIds, firstName: 'Diego', lastName: 'Uso' }),
  ]);
  [adminToken, anaToken] = await Promise.all([loginAs('admin@portal.local'), loginAs(ana.email)]);

  // T-8 10:00 Bruno opens Alfa, ends 50 s later.                          T-8: 1 view, 50 s
  const v0 = await open(bruno, 'Bruno Uso', alfa, at(-8, '10:00:00'));
  expect(await end(bruno, v0, at(-8, '10:00:50'))).toBe('ended');
  // T-5 10:00 Bruno opens Alfa: pings at 10:01 and 10:02, ends at 10:02:30 → 60 + 60 + 30 = 150 s.
  const v1 = await open(bruno, 'Bruno Uso', alfa, at(-5, '10:00:00'));
  expect(await ping(bruno, v1, at(-5, '10:01:00'))).toBe(true);
  expect(await ping(bruno, v1, at(-5, '10:02:00'))).toBe(true);
  expect(await end(bruno, v1, at(-5, '10:02:30'))).toBe('ended');
  // Ended again, pinged after its end, pinged by someone else: nothing more is counted.
  expect(await end(bruno, v1, at(-5, '10:09:00'))).toBe('already-ended');
  expect(await ping(bruno, v1, at(-5, '10:10:00'))).toBe(false);
  expect(await ping(carla, v1, at(-5, '10:10:00'))).toBe(false);
  // T-5 23:30 (02:30 UTC of T-4) Carla opens Beta: ping 23:31, end 23:31:20 → 60 + 20 = 80 s, all on T-5.
  const v2 = await open(carla, 'Carla Uso', beta, at(-5, '23:30:00'));
  expect(await ping(carla, v2, at(-5, '23:31:00'))).toBe(true);
  expect(await end(carla, v2, at(-5, '23:31:20'))).toBe('ended');
  // T-4 23:59:30 Carla opens Alfa (a view of T-4); ping T-3 00:00:30, end 00:00:45 → 60 + 15 = 75 s on T-3.
  const v3 = await open(carla, 'Carla Uso', alfa, at(-4, '23:59:30'));
  expect(await ping(carla, v3, at(-3, '00:00:30'))).toBe(true);
  expect(await end(carla, v3, at(-3, '00:00:45'))).toBe('ended');
  // T-3 09:00 Bruno opens Beta, pings at 09:01 and 09:02, then his tab dies: 120 s on T-3, as the history shows.
  const stale = await open(bruno, 'Bruno Uso', beta, at(-3, '09:00:00'));
  expect(await ping(bruno, stale, at(-3, '09:01:00'))).toBe(true);
  expect(await ping(bruno, stale, at(-3, '09:02:00'))).toBe(true);
  const staleState = (await readOpenViews(testTable(), businessId, bruno.id)).views.get(stale);
  expect(effectiveEnd((await getView(testTable(), businessId, stale))!, new Date(), staleState).durationSeconds).toBe(120);
  // T-2 14:00 Carla opens Beta; two pings at 14:01 race (60 s, once); pings at 14:02:00 and 14:02:10 race
  // (70 s in either order); end at 14:03:10 (60 s) → 60 + 70 + 60 = 190 s.
  const v5 = await open(carla, 'Carla Uso', beta, at(-2, '14:00:00'));
  expect(await Promise.all([ping(carla, v5, at(-2, '14:01:00')), ping(carla, v5, at(-2, '14:01:00'))])).toEqual([true, true]);
  expect(await Promise.all([ping(carla, v5, at(-2, '14:02:00')), ping(carla, v5, at(-2, '14:02:10'))])).toEqual([true, true]);
  expect(await end(carla, v5, at(-2, '14:03:10'))).toBe('ended');
  // T 00:00:10 Ana opens Alfa, ends 30 s later.                           T: 1 view, 30 s
  const v6 = await open(ana, 'Ana Uso', alfa, at(0, '00:00:10'));
  expect(await end(ana, v6, at(0, '00:00:40'))).toBe('ended');
});

/** By hand, per day: views started, seconds watched, who opened something. */
const BY_DAY: Record<number, { views: number; seconds: number; users: string[] }> = {
  [-8]: { views: 1, seconds: 50, users: ['bruno'] },
  [-5]: { views: 2, seconds: 150 + 80, users: ['bruno', 'carla'] }, // 230
  [-4]: { views: 1, seconds: 0, users: ['carla'] },
  [-3]: { views: 1, seconds: 75 + 120, users: ['bruno'] }, // 195
  [-2]: { views: 1, seconds: 190, users: ['carla'] },
  [0]: { views: 1, seconds: 30, users: ['ana'] },
};

describe('a business’s insights', () => {
  it('answers the last 7 days with figures counted up to each view’s last ping', async () => {
    const answer = await insightsAs(anaToken, 7);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      business: { id: businessId, name: `Empresa ${businessId}`, seats_used: 4, user_limit: 10 },
      period: { days: 7, from: day(-6), to: today },
      // Views T-5..T: 2 + 1 + 1 + 1 + 1 = 6; seconds 230 + 0 + 195 + 190 + 30 = 645; 645 / 6 = 107.5 → 108.
      totals: { views: 6, seconds: 645, active_users: 3, average_view_seconds: 108 },
      daily: [
        { date: day(-6), views: 0, seconds: 0 },
        { date: day(-5), views: 2, seconds: 230 },
        { date: day(-4), views: 1, seconds: 0 },
        { date: day(-3), views: 1, seconds: 195 },
        { date: day(-2), views: 1, seconds: 190 },
        { date: day(-1), views: 0, seconds: 0 },
        { date: day(0), views: 1, seconds: 30 },
      ],
      // Alfa: Bruno T-5, Carla T-4, Ana T = 3 views; Beta: Carla T-5, Bruno T-3, Carla T-2 = 3 views. A tie
      // on views: name order.
      top_dashboards: [
        { id: alfa.id, name: 'Alfa Vendas', views: 3 },
        { id: beta.id, name: 'Beta Custos', views: 3 },
      ],
      unopened_dashboards: { count: 1, names: ['Gama Nunca Aberto'] },
      // Carla T-5, T-4, T-2; Bruno T-5, T-3; Ana T.
      most_active_users: [
        { id: carla.id, name: 'Carla Uso', views: 3 },
        { id: bruno.id, name: 'Bruno Uso', views: 2 },
        { id: ana.id, name: 'Ana Uso', views: 1 },
      ],
      least_active_users: [
        { id: diego.id, name: 'Diego Uso', views: 0 },
        { id: ana.id, name: 'Ana Uso', views: 1 },
        { id: bruno.id, name: 'Bruno Uso', views: 2 },
        { id: carla.id, name: 'Carla Uso', views: 3 },
      ],
    });
  });

  it('answers 30 days to the admin by path, and its CSV reads back the same numbers', async () => {
    const answer = await callApi<InsightsResponse>('GET', buildPath('adminBusinessInsights', { business_id: businessId }), {
      token: adminToken,
      query: { days: '30' },
    });
    expect(answer.status).toBe(200);
    const insights = answer.body;
    // T-8 joins: 7 views, 645 + 50 = 695 s, 695 / 7 = 99.3 → 99 s.
    expect(insights.totals).toEqual({ views: 7, seconds: 695, active_users: 3, average_view_seconds: 99 });
    expect([insights.period, insights.daily.length]).toEqual([{ days: 30, from: day(-29), to: today }, 30]);
    // Alfa gains Bruno's T-8 view: 4 views; Bruno: 3 views, tied with Carla (name order).
    expect(insights.top_dashboards.map((row) => [row.name, row.views])).toEqual([
      ['Alfa Vendas', 4],
      ['Beta Custos', 3],
    ]);
    expect(insights.most_active_users.map((row) => [row.name, row.views])).toEqual([
      ['Bruno Uso', 3],
      ['Carla Uso', 3],
      ['Ana Uso', 1],
    ]);
    expect(insights.least_active_users.map((row) => row.name)).toEqual(['Diego Uso', 'Ana Uso', 'Bruno Uso', 'Carla Uso']);

    const csv = insightsCsv(insights);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parse(csv, { delimiter: ';', bom: true, relax_column_count: true }) as string[][];
    const number = (text: string) => Number(text.replace(',', '.'));
    const totalsAt = rows.findIndex((row) => row[0] === 'Visualizações' && row[1] === 'Horas assistidas');
    // 695 s = 0.19 h; 99 s = 1.65 min.
    expect(rows[totalsAt + 1].map(number)).toEqual([7, 0.19, 3, 4, 10, 1.65]);
    const dayRow = (offset: number) => rows.find((row) => row[0] === brazilianDate(day(offset)))!;
    for (const [offset, figures] of Object.entries(BY_DAY)) {
      expect(dayRow(Number(offset)).slice(1).map(number)).toEqual([figures.views, Number((figures.seconds / 3600).toFixed(2))]);
    }
    // A ranking row: name and views, no hours.
    expect(rows.find((row) => row[0] === 'Alfa Vendas')!.slice(1)).toEqual(['4']);
    expect(rows.some((row) => row[0] === 'Gama Nunca Aberto')).toBe(true);
  });

  it('keeps a day as a small item of views and seconds and who shards written by starts alone', async () => {
    // T-5: Bruno's Alfa view (pinged twice, ended) and Carla's Beta view (pinged, ended).
    const range = keys.usageRange(businessId, day(-5), day(-5));
    const stored = await testTable().db.send(
      new QueryCommand({
        TableName: testTable().tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': range.partition, ':from': range.from, ':to': range.to },
      }),
    );
    const [dayItem, ...shards] = stored.Items!;
    expect(dayItem).toEqual({ ...keys.usageDay(businessId, day(-5)), type: 'usageDay', date: day(-5), views: 2, seconds: 230 });
    // Each id on the shard its hash picks, with its views; no seconds per entity.
    const expected = new Map<string, Record<string, unknown>>();
    const shardOf = (id: string) => {
      const key = keys.usageWho(businessId, day(-5), usageShardOf(id));
      if (!expected.has(key.SK)) expected.set(key.SK, { ...key, type: 'usageWho', date: day(-5) });
      return expected.get(key.SK)!;
    };
    for (const user of [bruno, carla]) {
      const shard = shardOf(user.id);
      shard[`uv_${user.id}`] = 1;
      shard.activeUsers = new Set([...((shard.activeUsers as Set<string>) ?? []), user.id]);
    }
    for (const dashboard of [alfa, beta]) shardOf(dashboard.id)[`dv_${dashboard.id}`] = 1;
    expect(shards).toEqual([...expected.keys()].sort().map((key) => expected.get(key)));
  });

  it('refuses a customer, answers an unknown business 404, and shows another business only its own', async () => {
    const customer = await insightsAs(await loginAs(bruno.email), 30);
    expect(customer.status).toBe(403);
    const unknown = await callApi('GET', buildPath('adminBusinessInsights', { business_id: `${businessId}-x` }), { token: adminToken });
    expect([unknown.status, unknown.body]).toEqual([404, { error: BUSINESS_MESSAGES.notFound }]);
    const other = await insightsAs(await loginAs('gestor@outra.local'), 90);
    expect(other.status).toBe(200);
    expect(other.body.business.id).toBe('biz-outra');
    const shown = [...other.body.top_dashboards, ...other.body.most_active_users, ...other.body.least_active_users].map((row) => row.id);
    expect(shown.filter((id) => [alfa.id, beta.id, ana.id, bruno.id, carla.id].includes(id))).toEqual([]);
  });

  it('reads 90 days in 4 calls besides the profile: usage Query ‖ two Directory Queries, then one BatchGet', async () => {
    const answer = await invokeRecorded((table) => buildInsights({ table: () => table }), 'adminBusinessInsights', {
      sub: await userIdOf('admin@portal.local'),
      params: { business_id: businessId },
      query: { days: '90' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.totals.views).toBe(7);
    expect(answer.reads.sort()).toEqual([
      'BatchGetItemCommand',
      'QueryCommand',
      'QueryCommand:Directory',
      'QueryCommand:Directory',
      'QueryCommand:GSI1',
    ]);
  });
});

describe('the platform’s figures', () => {
  it('answers the month per business, and the business list its last 30 days', async () => {
    const month = today.slice(0, 7);
    // The hand figures of the days of this month only (T-8 may fall in the previous one).
    const inMonth = Object.entries(BY_DAY).filter(([offset]) => day(Number(offset)).startsWith(month));
    const views = inMonth.reduce((sum, [, figures]) => sum + figures.views, 0);
    const seconds = inMonth.reduce((sum, [, figures]) => sum + figures.seconds, 0);
    const active = new Set(inMonth.flatMap(([, figures]) => figures.users)).size;

    const usage = await callApi<PlatformUsageResponse>('GET', buildPath('platformUsage'), { token: adminToken, query: { month } });
    expect(usage.status).toBe(200);
    const row = usage.body.businesses.find((business) => business.business_id === businessId);
    expect(row).toEqual({
      business_id: businessId,
      name: `Empresa ${businessId}`,
      user_limit: 10,
      seats_used: 4,
      active_users: active,
      views,
      seconds,
      pricing_cents: PRICING_CENTS,
      ticket_per_active_user_cents: Math.round(PRICING_CENTS / active),
    });
    const rows = parse(platformUsageCsv(usage.body), { delimiter: ';', bom: true, relax_column_count: true }) as string[][];
    const csvRow = rows.find((fields) => fields[0] === `Empresa ${businessId}`)!;
    expect(csvRow.slice(1).map((field) => Number(field.replace(',', '.')))).toEqual([
      10,
      4,
      active,
      views,
      Number((seconds / 3600).toFixed(2)),
      300,
      Number((PRICING_CENTS / active / 100).toFixed(2)),
    ]);
    const invalid = await callApi('GET', buildPath('platformUsage'), { token: adminToken, query: { month: '2026-13' } });
    expect(invalid.status).toBe(422);

    const list = await callApi('GET', buildPath('listBusinesses'), { token: adminToken });
    const listed = list.body.businesses.find((business: { id: string }) => business.id === businessId);
    expect(listed.recent_usage).toEqual({ active_users: 3, views: 7 });
  });
});

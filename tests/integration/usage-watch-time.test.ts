// Only time that could really have been watched is counted: each ping at most a heartbeat and its grace
// (VIEWS.heartbeatSeconds + VIEW_LIMITS.pingGraceSeconds) since the view's previous one, a user's overlapping
// views of one dashboard once, and at most VIEW_LIMITS.maxOpenPerUser views of a user open (the one pinged
// longest ago is ended). Views started, pinged and ended on the data layer at fixed instants of one past
// day; then the insights, the view history and the platform's month read through the API, every figure
// worked out by hand below. A business of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEW_LIMITS, VIEWS } from '#shared/constants.ts';
import type { InsightsResponse, PlatformUsageResponse } from '#shared/insights-api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import { readOpenViews } from '#functions/data/open-views.ts';
import { endViewOfUser, startView, touchView } from '#functions/data/views.ts';
import { calendarDay, shiftDay } from '#functions/lib/usage-calendar.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const businessId = uniquePrefix('tempo-visto');
const dashboards = 'abcdefg'.split('').map((letter) => testDashboard(businessId, `${businessId}-${letter}`, `Painel ${letter.toUpperCase()}`));
const [alfa, beta] = dashboards;
const roleId = `${businessId}-r`;
const CAP = VIEWS.heartbeatSeconds + VIEW_LIMITS.pingGraceSeconds;

// Two days ago in São Paulo, at a local (UTC−3) time.
const day = shiftDay(calendarDay(new Date()), -2);
const at = (localTime: string) => new Date(`${day}T${localTime}-03:00`);

let rita: TestUser;
let [ritaToken, anaToken, adminToken] = ['', '', ''];
const opened: Record<string, string[]> = { tabs: [], asleep: [], seven: [] };
const refused: string[] = [];

const open = async (dashboard: (typeof dashboards)[number], when: Date) =>
  (
    await startView(
      testTable(),
      { businessId, userId: rita.id, userName: 'Rita Tempo', dashboardId: dashboard.id, dashboardName: dashboard.name },
      when,
    )
  ).id;
const ping = (viewId: string, when: Date) => touchView(testTable(), businessId, rita.id, viewId, when);
const end = (viewId: string, when: Date) => endViewOfUser(testTable(), businessId, rita.id, viewId, when);

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, {
    dashboards,
    roles: [
      testRole(
        businessId,
        roleId,
        'Todos',
        dashboards.map((d) => d.id),
      ),
    ],
  });
  let ana: TestUser;
  [rita, ana] = await Promise.all([
    createTestUser({ businessId, access: 'customer', roleIds: [roleId], firstName: 'Rita', lastName: 'Tempo' }),
    createTestUser({ businessId, access: 'customer_admin', firstName: 'Ana', lastName: 'Tempo' }),
  ]);
  [ritaToken, anaToken, adminToken] = await Promise.all([loginAs(rita.email), loginAs(ana.email), loginAs('admin@portal.local')]);

  // 10:00 Alfa opened in ten tabs at once; one heartbeat per tab 200 s later; every tab closed 10 s after.
  // Five stay open (the other five are pushed out, ended at their start with nothing counted); the
  // first heartbeat counts 90 s (capped), the other four nothing (the same time on the same dashboard);
  // the ends add the last 10 s once.                                                   → 100 s
  // (A millisecond apart, so the tabs pushed out are the first five.)
  for (let i = 0; i < 10; i++) opened.tabs.push(await open(alfa, new Date(at('10:00:00').getTime() + i)));
  for (const id of opened.tabs) if (!(await ping(id, at('10:03:20')))) refused.push(id);
  for (const id of opened.tabs) await end(id, at('10:03:30'));
  // 11:00 Beta: a heartbeat at 11:01 (60 s), then the laptop sleeps: the next at 12:00 counts 90 s, not
  // 59 minutes; ended at 12:00:30 (30 s).                                              → 180 s
  opened.asleep.push(await open(beta, at('11:00:00')));
  expect(await ping(opened.asleep[0], at('11:01:00'))).toBe(true);
  expect(await ping(opened.asleep[0], at('12:00:00'))).toBe(true);
  expect(await end(opened.asleep[0], at('12:00:30'))).toBe('ended');
  // 14:00:0i seven dashboards, one a second: the two opened first are pushed out by the sixth and the
  // seventh. The five others are pinged at 14:01 (60 − i s each: 58 + 57 + 56 + 55 + 54) and closed
  // at 14:01:30 (5 × 30 s).                                                            → 430 s
  for (const [i, dashboard] of dashboards.entries()) opened.seven.push(await open(dashboard, at(`14:00:0${i}`)));
  for (const id of opened.seven) if (!(await ping(id, at('14:01:00')))) refused.push(id);
  for (const id of opened.seven) await end(id, at('14:01:30'));
});

const DAY = { views: 10 + 1 + 7, seconds: 100 + 180 + 430 };

/** Every row of a user's history (all pages). */
async function historyOf(userId: string) {
  const rows: Array<{ id: string; started_at: string; finished_at: string | null; duration_interval: number | null }> = [];
  for (let page = 1; ; page++) {
    const answer = await callApi('GET', buildPath('listViews'), { token: anaToken, query: { user_id: userId, page: String(page) } });
    expect(answer.status).toBe(200);
    rows.push(...answer.body.views);
    if (!answer.body.pagination.next_page) return rows;
  }
}

describe('time that could really have been watched', () => {
  it('pushes the tabs past VIEW_LIMITS.maxOpenPerUser out, and refuses their heartbeats', async () => {
    // Five of the ten Alfa tabs, and the first two of the seven.
    expect(refused).toEqual([...opened.tabs.slice(0, 10 - VIEW_LIMITS.maxOpenPerUser), ...opened.seven.slice(0, 2)]);
    expect((await readOpenViews(testTable(), businessId, rita.id)).views.size).toBe(0);
  });

  it('counts the day once, capped: in the insights', async () => {
    const answer = await callApi<InsightsResponse>('GET', buildPath('businessInsights'), { token: anaToken, query: { days: '7' } });
    expect(answer.status).toBe(200);
    expect(answer.body.daily.find((row) => row.date === day)).toEqual({ date: day, ...DAY });
    expect(answer.body.totals).toMatchObject({ views: DAY.views, seconds: DAY.seconds });
  });

  it('shows the same time in the view history: each view what it counted, adding up to the day', async () => {
    const rows = await historyOf(rita.id);
    expect(rows).toHaveLength(DAY.views);
    expect(rows.reduce((sum, row) => sum + (row.duration_interval ?? 0), 0)).toBe(DAY.seconds);
    expect(rows.every((row) => (row.duration_interval ?? 0) <= 2 * CAP)).toBe(true);
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A tab pushed out ended at its start (its last ping), having counted nothing.
    for (const id of refused) expect(byId.get(id)).toMatchObject({ finished_at: byId.get(id)!.started_at, duration_interval: 0 });
    expect(byId.get(opened.asleep[0])).toMatchObject({ finished_at: at('12:00:30').toISOString(), duration_interval: 60 + CAP + 30 });
  });

  it('bills the same time in the platform’s month', async () => {
    const usage = await callApi<PlatformUsageResponse>('GET', buildPath('platformUsage'), {
      token: adminToken,
      query: { month: day.slice(0, 7) },
    });
    expect(usage.status).toBe(200);
    expect(usage.body.businesses.find((row) => row.business_id === businessId)).toMatchObject({ views: DAY.views, seconds: DAY.seconds });
  });

  it('through the gateway: a sixth tab opens, and the tab pinged longest ago stops counting', async () => {
    const show = (id: string) => callApi('GET', buildPath('showDashboard', { id }), { token: ritaToken });
    const heartbeat = (id: string) => callApi('POST', buildPath('heartbeatView', { id }), { token: ritaToken });
    const views: string[] = [];
    for (const dashboard of dashboards.slice(0, VIEW_LIMITS.maxOpenPerUser + 1)) {
      const answer = await show(dashboard.id);
      expect(answer.status).toBe(200);
      views.push(answer.body.view.id as string);
    }
    const [first, ...kept] = views;
    expect([(await heartbeat(first)).status, (await heartbeat(first)).body]).toEqual([404, { error: MESSAGES.errors.viewNotFound }]);
    for (const id of kept) expect((await heartbeat(id)).status).toBe(200);
    // Its page still ends it: already ended, a success.
    expect((await callApi('DELETE', buildPath('endView', { id: first }), { token: ritaToken })).status).toBe(200);
    for (const id of kept) expect((await callApi('DELETE', buildPath('endView', { id }), { token: ritaToken })).status).toBe(200);
  });
});

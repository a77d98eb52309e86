// Watched time under a crowd of requests: one user opens a dashboard in ten tabs at once, then every tab
// pings and ends at once. At most VIEW_LIMITS.maxOpenPerUser views stay open (each start is conditioned on the
// counter's version it read), and the day's seconds never exceed the time that passed: overlapping views
// of one dashboard count their time once (each ping is conditioned on the counted-until it read). Through
// the gateway, then on the data layer at fixed instants, where the seconds are exact. Each test records
// its figures (tests/support/race-figures.ts).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEW_LIMITS } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import { buildPath } from '#shared/routes.ts';
import { readOpenViews } from '#functions/data/open-views.ts';
import { endViewOfUser, startView, touchView } from '#functions/data/views.ts';
import { calendarDay, shiftDay } from '#functions/lib/usage-calendar.ts';
import { recordRace } from '../support/race-figures.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const ROUNDS = 2;
const TABS = 10;
const businessId = uniquePrefix('tempo-corrida');
const dashboard = testDashboard(businessId, `${businessId}-d`, 'Painel Aberto Dez Vezes');
const others = [1, 2, 3].map((i) => testDashboard(businessId, `${businessId}-o${i}`, `Outro Painel ${i}`));

let viewer: TestUser;
let token: string;

/** The seconds counted on a day of the business (its day item). */
async function daySeconds(day: string): Promise<number> {
  const { db, tableName } = testTable();
  const item = (await db.send(new GetCommand({ TableName: tableName, Key: keys.usageDay(businessId, day), ConsistentRead: true }))).Item;
  return (item?.seconds as number | undefined) ?? 0;
}
const openCount = async () => (await readOpenViews(testTable(), businessId, viewer.id)).views.size;

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, {
    dashboards: [dashboard, ...others],
    roles: [testRole(businessId, 'role-t', 'Todos', [dashboard.id, ...others.map((d) => d.id)])],
  });
  viewer = await createTestUser({ businessId, access: 'customer', roleIds: ['role-t'], firstName: 'Tina', lastName: 'Abas' });
  token = await loginAs(viewer.email);
});

describe('ten tabs of one dashboard at once', () => {
  it('through the gateway: every tab opens, at most five stay open, and the day counts no more time than passed', async () => {
    const call = (method: 'GET' | 'POST' | 'DELETE', path: string) => callApi(method, path, { token });
    let [requests, openViolations, timeViolations] = [0, 0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      const today = calendarDay(new Date());
      const before = await daySeconds(today);
      const started = Date.now();

      const opened = await Promise.all(Array.from({ length: TABS }, () => call('GET', buildPath('showDashboard', { id: dashboard.id }))));
      const ids = opened.map((answer) => answer.body.view?.id as string);
      const stillOpen = await openCount();
      const pings = await Promise.all(ids.map((id) => call('POST', buildPath('heartbeatView', { id }))));
      const ends = await Promise.all(ids.map((id) => call('DELETE', buildPath('endView', { id }))));
      const elapsed = (Date.now() - started) / 1000;
      const added = (await daySeconds(today)) - before;

      requests += opened.length + pings.length + ends.length;
      openViolations += opened.filter((answer) => answer.status !== 200).length + Math.max(0, stillOpen - VIEW_LIMITS.maxOpenPerUser);
      openViolations += Math.max(0, pings.filter((answer) => answer.status === 200).length - VIEW_LIMITS.maxOpenPerUser);
      timeViolations += (added > elapsed + 0.001 ? 1 : 0) + ends.filter((answer) => answer.status !== 200).length;
      recordRace({ invariant: 'open views per user', requests, violations: openViolations });
      recordRace({ invariant: 'view time counted once', requests, violations: timeViolations });
      expect({ stillOpen, added: added <= elapsed + 0.001 }).toEqual({ stillOpen: VIEW_LIMITS.maxOpenPerUser, added: true });
      expect(pings.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(await openCount()).toBe(0);
    }
    expect([openViolations, timeViolations]).toEqual([0, 0]);
  });

  it('on the data layer: ten starts at once leave five open; pings and ends at once count the minute and the last 10 s once', async () => {
    const table = testTable();
    let [requests, openViolations, timeViolations] = [0, 0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      // A past day of its own per round, so the day's seconds are this round's alone.
      const day = shiftDay(calendarDay(new Date()), -10 - round);
      const t0 = new Date(`${day}T15:00:00-03:00`).getTime();
      const view = { businessId, userId: viewer.id, userName: 'Tina Abas', dashboardId: dashboard.id, dashboardName: dashboard.name };

      const views = await Promise.all(Array.from({ length: TABS }, () => startView(table, view, new Date(t0))));
      const stillOpen = await openCount();
      // Each tab pings at +60 s twice over (a retried request), then ends at +70 s, all at once.
      const pinged = await Promise.all(
        views.flatMap((v) => [0, 1].map(() => touchView(table, businessId, viewer.id, v.id, new Date(t0 + 60_000)))),
      );
      const ended = await Promise.all(views.map((v) => endViewOfUser(table, businessId, viewer.id, v.id, new Date(t0 + 70_000))));
      const seconds = await daySeconds(day);

      requests += views.length + pinged.length + ended.length;
      openViolations += Math.max(0, stillOpen - VIEW_LIMITS.maxOpenPerUser) + (stillOpen < VIEW_LIMITS.maxOpenPerUser ? 1 : 0);
      timeViolations += Math.abs(seconds - 70) > 0.002 ? 1 : 0;
      recordRace({ invariant: 'open views per user', requests, violations: openViolations });
      recordRace({ invariant: 'view time counted once', requests, violations: timeViolations });
      expect({ stillOpen, seconds }).toEqual({ stillOpen: VIEW_LIMITS.maxOpenPerUser, seconds: 70 });
      expect(ended.filter((outcome) => outcome === 'ended')).toHaveLength(VIEW_LIMITS.maxOpenPerUser);
    }
    expect([openViolations, timeViolations]).toEqual([0, 0]);
  });

  it('on the data layer: two tabs of one dashboard pinging at once count each minute once, a third dashboard apart', async () => {
    const table = testTable();
    const day = shiftDay(calendarDay(new Date()), -20);
    const t0 = new Date(`${day}T09:00:00-03:00`).getTime();
    const start = (d: typeof dashboard, ms: number) =>
      startView(table, { businessId, userId: viewer.id, userName: 'Tina Abas', dashboardId: d.id, dashboardName: d.name }, new Date(ms));
    const [a, b, c] = [await start(dashboard, t0), await start(dashboard, t0), await start(others[0], t0)];
    let violations = 0;
    for (let minute = 1; minute <= 5; minute++) {
      const when = new Date(t0 + minute * 60_000);
      await Promise.all(
        [a, b, c].flatMap((v) => [touchView(table, businessId, viewer.id, v.id, when), touchView(table, businessId, viewer.id, v.id, when)]),
      );
    }
    await Promise.all([a, b, c].map((v) => endViewOfUser(table, businessId, viewer.id, v.id, new Date(t0 + 330_000))));
    // The two tabs of the dashboard: 330 s, once; the other dashboard's tab: 330 s of its own.
    const seconds = await daySeconds(day);
    violations += Math.abs(seconds - 660) > 0.0001 ? 1 : 0;
    recordRace({ invariant: 'view time counted once', requests: 5 * 6 + 3, violations });
    expect(seconds).toBe(660);
  });
});

// View history (GET /views), ending a view (DELETE /views/{id}) and its heartbeat.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import { endViewOfUser, getView, startView, touchView } from '#functions/data/views.ts';
import { callApi, loginAs, testTable, userIdOf } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const openDashboard = (token: string, id: string) => callApi('GET', buildPath('showDashboard', { id }), { token });
const end = (token: string, id: string) => callApi('DELETE', buildPath('endView', { id }), { token });
const heartbeat = (token: string, id: string) => callApi('POST', buildPath('heartbeatView', { id }), { token });
const history = (token: string, query: Record<string, string>) => callApi('GET', buildPath('listViews'), { token, query });
const statusAndBody = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });
const viewNotFound = { status: 404, body: { error: MESSAGES.errors.viewNotFound } };

let cliente: string;
let gestor: string;
let gestorOutra: string;

beforeAll(async () => {
  [cliente, gestor, gestorOutra] = await Promise.all([
    loginAs('cliente@demo.local'),
    loginAs('gestor@demo.local'),
    loginAs('gestor@outra.local'),
  ]);
});

describe('ending and pinging a view', () => {
  it('lets only the viewer end their view, and ending it again is a success', async () => {
    // Prepare
    const { view } = (await openDashboard(cliente, 'dash-funil-comercial')).body;
    // Act + Assess: someone else's view, in the same business or another, is not found.
    expect(statusAndBody(await end(gestor, view.id))).toEqual(viewNotFound);
    expect(statusAndBody(await end(gestorOutra, view.id))).toEqual(viewNotFound);
    expect(statusAndBody(await heartbeat(gestor, view.id))).toEqual(viewNotFound);
    expect((await getView(testTable(), 'biz-demo', view.id))?.finishedAt).toBeNull();

    expect(statusAndBody(await heartbeat(cliente, view.id))).toEqual({ status: 200, body: { success: true } });
    expect(statusAndBody(await end(cliente, view.id))).toEqual({ status: 200, body: { success: true } });
    expect(statusAndBody(await end(cliente, view.id))).toEqual({ status: 200, body: { success: true } });
    const stored = await getView(testTable(), 'biz-demo', view.id);
    expect(stored?.finishedAt).toEqual(expect.any(String));
    expect(stored?.durationSeconds).toBeGreaterThanOrEqual(0);
    // An ended view takes no more heartbeats.
    expect(statusAndBody(await heartbeat(cliente, view.id))).toEqual(viewNotFound);
  });

  it('answers unknown, malformed and foreign ids with the same 404', async () => {
    const { view } = (await openDashboard(gestorOutra, 'dash-producao')).body;
    for (const id of [view.id, 'nao-existe', 'v#1', 'x'.repeat(300)]) {
      expect({ id, ...statusAndBody(await end(gestor, id)) }).toEqual({ id, ...viewNotFound });
      expect({ id, ...statusAndBody(await heartbeat(gestor, id)) }).toEqual({ id, ...viewNotFound });
    }
    expect((await end(gestorOutra, view.id)).status).toBe(200);
  });
});

describe('GET /views', () => {
  const prefix = uniquePrefix('vj-views');
  const businessId = `biz-${prefix}`;
  const dashboards = [testDashboard(businessId, `${prefix}-d1`, 'Painel Um'), testDashboard(businessId, `${prefix}-d2`, 'Painel Dois')];
  let admin: string;
  let viewer: TestUser;
  let viewerToken: string;
  const base = Date.now() - 2 * 60 * 60 * 1000;
  const at = (seconds: number) => new Date(base + seconds * 1000);

  beforeAll(async () => {
    const table = testTable();
    await seedBusiness(table, businessId, {
      dashboards,
      roles: [
        testRole(
          businessId,
          `${prefix}-r`,
          'Todos',
          dashboards.map((d) => d.id),
        ),
      ],
    });
    const [adminUser, viewerUser] = await Promise.all([
      createTestUser({ businessId, access: 'customer_admin', firstName: 'Alice', lastName: 'Admin' }),
      createTestUser({ businessId, access: 'customer', roleIds: [`${prefix}-r`], firstName: 'Vera', lastName: 'Visualizadora' }),
    ]);
    viewer = viewerUser;
    [admin, viewerToken] = await Promise.all([loginAs(adminUser.email), loginAs(viewer.email)]);
    // 25 views two hours ago, one a minute apart, alternating dashboards.
    for (let i = 0; i < 25; i++) {
      const dashboard = dashboards[i % 2];
      const view = await startView(
        table,
        { businessId, userId: viewer.id, userName: 'Vera Visualizadora', dashboardId: dashboard.id, dashboardName: dashboard.name },
        at(i * 60),
      );
      // The first was pinged once, ten minutes in, and never ended; the second was ended after two
      // minutes without a heartbeat. Each ping counts at most a heartbeat and its grace (90 s).
      if (i === 0) await touchView(table, businessId, viewer.id, view.id, at(600));
      if (i === 1) await endViewOfUser(table, businessId, viewer.id, view.id, at(60 + 120));
    }
    // The 26th, opened now through the API, is still open.
    await openDashboard(viewerToken, dashboards[0].id);
  });

  it('lists a user’s views newest first, one page at a time, with the entity', async () => {
    const page1 = await history(admin, { user_id: viewer.id });
    expect(page1.status).toBe(200);
    expect(page1.body.entity).toEqual({ class: 'user', prefix: MESSAGES.views.entityPrefix.user, name: 'Vera Visualizadora' });
    expect(page1.body.pagination).toEqual({
      total_pages: 2,
      current_page: 1,
      first_page: 1,
      last_page: 2,
      prev_page: null,
      next_page: 2,
      total_count: 26,
    });
    expect(page1.body.views).toHaveLength(20);
    expect(page1.body.views[0]).toMatchObject({
      user_name: 'Vera Visualizadora',
      dashboard_name: 'Painel Um',
      finished_at: null,
      duration_interval: null,
    });
    const starts = page1.body.views.map((v: { started_at: string }) => v.started_at);
    expect(starts).toEqual([...starts].sort().reverse());

    const page2 = await history(admin, { user_id: viewer.id, page: '2' });
    expect(page2.body.views).toHaveLength(6);
    expect(page2.body.pagination).toMatchObject({ current_page: 2, prev_page: 1, next_page: null, total_count: 26 });
    expect(page2.body.views.at(-1).started_at < page1.body.views.at(-1).started_at).toBe(true);
  });

  it('shows a view that stopped pinging as ended at its last ping, and an ended one with its duration', async () => {
    const page2 = (await history(admin, { user_id: viewer.id, page: '2' })).body.views;
    const [second, first] = page2.slice(-2);
    expect(first).toMatchObject({ started_at: at(0).toISOString(), finished_at: at(600).toISOString(), duration_interval: 90 });
    expect(second).toMatchObject({ started_at: at(60).toISOString(), finished_at: at(180).toISOString(), duration_interval: 90 });
    // Never pinged after its start: ended at its start.
    expect(page2[0]).toMatchObject({ finished_at: page2[0].started_at, duration_interval: 0 });
  });

  it('lists a dashboard’s views', async () => {
    const answer = await history(admin, { dashboard_id: dashboards[0].id });
    expect(answer.body.entity).toEqual({ class: 'dashboard', prefix: MESSAGES.views.entityPrefix.dashboard, name: 'Painel Um' });
    expect(answer.body.pagination.total_count).toBe(14);
    expect(answer.body.views.every((v: { dashboard_name: string }) => v.dashboard_name === 'Painel Um')).toBe(true);
  });

  it('answers a page past the end with no views', async () => {
    const answer = await history(admin, { user_id: viewer.id, page: '7' });
    expect(answer.status).toBe(200);
    expect(answer.body.views).toEqual([]);
    expect(answer.body.pagination).toMatchObject({ total_pages: 2, current_page: 7, prev_page: 2, next_page: null });
  });

  it('is for customer_admins only', async () => {
    expect((await history(viewerToken, { user_id: viewer.id })).status).toBe(403);
    expect((await history(cliente, { dashboard_id: 'dash-funil-comercial' })).status).toBe(403);
  });

  it('answers a user or dashboard of another business as not found', async () => {
    expect(statusAndBody(await history(gestor, { user_id: viewer.id }))).toEqual({ status: 404, body: { error: MESSAGES.errors.userNotFound } });
    expect(statusAndBody(await history(gestor, { user_id: await userIdOf('gestor@outra.local') }))).toEqual({
      status: 404,
      body: { error: MESSAGES.errors.userNotFound },
    });
    expect(statusAndBody(await history(gestor, { dashboard_id: 'dash-producao' }))).toEqual({
      status: 404,
      body: { error: MESSAGES.errors.dashboardNotFound },
    });
    expect(statusAndBody(await history(admin, { dashboard_id: 'dash-vendas-mensais' }))).toEqual({
      status: 404,
      body: { error: MESSAGES.errors.dashboardNotFound },
    });
  });

  it.each<[string, Record<string, string>, string, string | undefined]>([
    ['no entity', {}, 'user_id', MESSAGES.errors.viewEntityRequired],
    ['both entities', { user_id: 'a', dashboard_id: 'b' }, 'user_id', MESSAGES.errors.viewEntityRequired],
    ['an odd id', { user_id: 'a/b' }, 'user_id', undefined],
    ['a huge id', { dashboard_id: 'd'.repeat(1000) }, 'dashboard_id', undefined],
    ['a bad page', { user_id: 'a', page: '-1' }, 'page', undefined],
  ])('answers %s with a 422 naming the field', async (_, query, field, message) => {
    const answer = await history(admin, query);
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    if (message) expect(answer.body.errors[field]).toEqual([message]);
  });
});

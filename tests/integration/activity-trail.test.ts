// The activity trail end to end: writes by a customer_admin (dashboards, roles, collaborators) and by the
// admin (themes, reports, a business) read back through the three trail routes with their actor, action,
// entity and field changes, newest first, filtered and paged by cursor; sign-ins and failed sign-ins;
// refusals (customers, unknown business, another business, forged cursors); an entry exists exactly when
// its write does (a refused delete records nothing) and ends after the retention (expiresAt).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY } from '#shared/usage-constants.ts';
import type { ActivityEntry, ActivityListResponse } from '#shared/insights-api-types.ts';
import { buildPath } from '#shared/routes.ts';
import { putActivityEntry, queryActivityPage, type ActivityDraft } from '#functions/data/activity.ts';
import { putDashboard } from '#functions/data/dashboard-writes.ts';
import { callAuth, freshAddress, useHandlerEnvironment } from './fixtures/auth-calls.ts';
import { businessForm, createBusiness, createTheme, useFileTheme } from './fixtures/new-business.ts';
import { uploadPreview } from './fixtures/pictures.ts';
import { testDashboard } from './fixtures/viewer-business.ts';
import { callApi, DEMO_PASSWORD, loginAs, testTable, userIdOf } from '../support/stack.ts';

let gestor: string;
let admin: string;
let gestorId: string;
let adminId: string;
let fileThemeName: string;
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

type Query = Record<string, string>;
const trail = (token: string, query: Query = {}) => callApi<ActivityListResponse>('GET', buildPath('listActivity'), { token, query });
const platformTrail = (query: Query = {}) => callApi<ActivityListResponse>('GET', buildPath('platformActivity'), { token: admin, query });
const businessTrail = (businessId: string, query: Query = {}) =>
  callApi<ActivityListResponse>('GET', buildPath('adminBusinessActivity', { business_id: businessId }), { token: admin, query });

/** Every entry of a trail, walking its pages by cursor (checking each page's size and order). */
async function walk(read: (query: Query) => ReturnType<typeof trail>, query: Query = {}): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  let cursor: string | null = null;
  do {
    const answer = await read({ ...query, ...(cursor ? { cursor } : {}) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.entries.length).toBeLessThanOrEqual(ACTIVITY.pageSize);
    entries.push(...answer.body.entries);
    cursor = answer.body.next_cursor;
  } while (cursor);
  const positions = entries.map((entry) => `${entry.at}#${entry.id}`);
  expect(new Set(positions).size).toBe(positions.length);
  expect(positions).toEqual([...positions].sort().reverse());
  return entries;
}

const about = (entries: ActivityEntry[], id: string) => entries.filter((entry) => entry.entity.id === id);
const change = (entry: ActivityEntry | undefined, field: string) => entry?.changes.find((c) => c.field === field);

beforeAll(async () => {
  useHandlerEnvironment();
  [gestor, admin, gestorId, adminId] = await Promise.all([
    loginAs('gestor@demo.local'),
    loginAs('admin@portal.local'),
    userIdOf('gestor@demo.local'),
    userIdOf('admin@portal.local'),
  ]);
  fileThemeName = (await callApi('GET', `/api/v1/admin/themes/${await useFileTheme(admin)}/edit`, { token: admin })).body.theme.name as string;
});

describe('a customer_admin’s writes in the business trail', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const preview = await uploadPreview(gestor);
    const body = {
      name: 'Trilha Painel',
      summary: 'Resumo',
      description: '<p>Texto <b>rico</b></p>',
      iframe_url: 'https://relatorios.example.com/t/1',
    };
    const created = await callApi('POST', buildPath('createDashboard'), {
      token: gestor,
      body: { dashboard: { ...body, preview_key: preview } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids.dashboard = created.body.dashboard.id;
    expect(
      (
        await callApi('PATCH', buildPath('updateDashboard', { id: ids.dashboard }), {
          token: gestor,
          body: { dashboard: { ...body, name: 'Trilha Painel 2' } },
        })
      ).status,
    ).toBe(200);

    const role = await callApi('POST', buildPath('createRole'), {
      token: gestor,
      body: { role: { name: `Trilha ${randomUUID().slice(0, 6)}`, icon: 'store', dashboard_ids: [ids.dashboard], user_ids: [] } },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    ids.role = role.body.role.id;
    ids.roleName = (await callApi('GET', buildPath('editRole', { id: ids.role }), { token: gestor })).body.role.name;
    expect(
      (
        await callApi('PATCH', buildPath('updateRole', { id: ids.role }), {
          token: gestor,
          body: { role: { name: `${ids.roleName} B`, icon: 'store', dashboard_ids: [], user_ids: [] } },
        })
      ).status,
    ).toBe(200);

    const email = `trilha-${randomUUID().slice(0, 8)}@demo.local`;
    const invited = await callApi('POST', '/api/v1/users', {
      token: gestor,
      body: { user: { first_name: 'Trilha', last_name: 'Convidada', email, role_ids: [ids.role] } },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    ids.user = invited.body.user.id;
    expect(
      (await callApi('PATCH', `/api/v1/users/${ids.user}`, { token: gestor, body: { user: { role_ids: [], customer_admin: true } } })).status,
    ).toBe(200);
    expect((await callApi('DELETE', `/api/v1/users/${ids.user}`, { token: gestor })).status).toBe(200);
    expect((await callApi('DELETE', buildPath('deleteRole', { id: ids.role }), { token: gestor })).status).toBe(200);
    expect((await callApi('DELETE', buildPath('deleteDashboard', { id: ids.dashboard }), { token: gestor })).status).toBe(200);
  });

  it('records each write with its actor, action, entity and changes, newest first, paged without gaps', async () => {
    const entries = await walk((query) => trail(gestor, query), { person: gestorId, from: today, to: today });
    const dashboard = about(entries, ids.dashboard);
    expect(dashboard.map((entry) => entry.action)).toEqual(['deleted', 'updated', 'created']);
    expect(dashboard.every((entry) => entry.actor.id === gestorId && entry.actor.name.length > 0 && entry.entity.kind === 'dashboard')).toBe(
      true,
    );
    expect(dashboard[1].changes).toEqual([{ field: 'name', from: 'Trilha Painel', to: 'Trilha Painel 2' }]);
    expect(change(dashboard[2], 'description')).toEqual({ field: 'description', from: null, to: 'Texto rico' });
    expect(change(dashboard[2], 'image')?.to).toMatch(/^\/uploads\/biz-demo\/previews\//);
    expect(change(dashboard[0], 'name')).toEqual({ field: 'name', from: 'Trilha Painel 2', to: null });

    const role = about(entries, ids.role);
    expect(role.map((entry) => entry.action)).toEqual(['deleted', 'updated', 'created']);
    expect(role[1].changes).toEqual([
      { field: 'name', from: ids.roleName, to: `${ids.roleName} B` },
      { field: 'dashboards', from: 'Trilha Painel 2', to: null },
    ]);

    const user = about(entries, ids.user);
    expect(user.map((entry) => entry.action)).toEqual(['deactivated', 'updated', 'created']);
    expect(user[2].entity).toEqual({ kind: 'user', id: ids.user, name: 'Trilha Convidada' });
    expect(change(user[2], 'roles')).toEqual({ field: 'roles', from: null, to: `${ids.roleName} B` });
    expect(user[1].changes).toEqual([
      { field: 'access', from: 'Colaborador', to: 'Administrador' },
      { field: 'roles', from: `${ids.roleName} B`, to: null },
    ]);
    expect(user[0].changes).toEqual([{ field: 'access', from: 'Administrador', to: null }]);
    expect(JSON.stringify(entries)).not.toContain(DEMO_PASSWORD);
  });

  it('filters by kind (with and without the person) and by period', async () => {
    const roles = await walk((query) => trail(gestor, query), { kind: 'role', from: today });
    expect(roles.every((entry) => entry.entity.kind === 'role')).toBe(true);
    expect(about(roles, ids.role)).toHaveLength(3);
    const mine = await walk((query) => trail(gestor, query), { kind: 'user', person: gestorId, to: today });
    expect(mine.every((entry) => entry.entity.kind === 'user' && entry.actor.id === gestorId)).toBe(true);
    expect(about(mine, ids.user)).toHaveLength(3);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(
      (await trail(gestor, { to: yesterday, person: gestorId, kind: 'role' })).body.entries.filter((entry) => entry.entity.id === ids.role),
    ).toEqual([]);
    const first = await trail(gestor, {});
    expect(first.body.people.some((person) => person.id === gestorId)).toBe(true);
  });

  it('keeps each entry for the retention (expiresAt ≈ at + retention days)', async () => {
    const [latest] = (await trail(gestor, { person: gestorId })).body.entries;
    const { Items } = await import('@aws-sdk/lib-dynamodb').then(({ QueryCommand }) =>
      testTable().db.send(
        new QueryCommand({
          TableName: testTable().tableName,
          KeyConditionExpression: 'PK = :pk AND SK = :sk',
          ExpressionAttributeValues: { ':pk': 'BIZ#biz-demo', ':sk': `ACTIVITY#${latest.at}#${latest.id}` },
        }),
      ),
    );
    const expected = Math.floor(Date.parse(latest.at) / 1000) + ACTIVITY.defaultRetentionDays * 86_400;
    expect(Math.abs((Items?.[0]?.expiresAt as number) - expected)).toBeLessThanOrEqual(1);
  });
});

describe('the admin’s writes', () => {
  it('records themes and reports in the platform trail, and a business’s create and update in its own', async () => {
    const theme = await callApi('POST', '/api/v1/admin/themes', {
      token: admin,
      body: {
        theme: {
          name: 'Trilha Tema',
          primary: '112233',
          primary2: '445566',
          secondary: '778899',
          secondary2: 'aabbcc',
          background: 'ffffff',
          support: '000000',
        },
      },
    });
    const themeId = theme.body.theme.id as string;
    const themeForm = {
      name: 'Trilha Tema 2',
      primary: '112233',
      primary2: '445566',
      secondary: '778899',
      secondary2: 'aabbcc',
      background: 'ffffff',
      support: '000000',
    };
    expect((await callApi('PATCH', `/api/v1/admin/themes/${themeId}`, { token: admin, body: { theme: themeForm } })).status).toBe(200);
    expect((await callApi('DELETE', `/api/v1/admin/themes/${themeId}`, { token: admin })).status).toBe(200);

    const report = await callApi('POST', '/api/v1/admin/reports', {
      token: admin,
      body: { report: { name: 'Trilha Report', summary: 'S', description: '<p>D</p>' } },
    });
    const reportId = report.body.report.id as string;
    expect(
      (
        await callApi('PATCH', `/api/v1/admin/reports/${reportId}`, {
          token: admin,
          body: { report: { name: 'Trilha Report', summary: 'S2', description: '<p>D</p>' } },
        })
      ).status,
    ).toBe(200);

    // A refused write records nothing: the report in use cannot be deleted (409), and no entry says it was.
    const owner = await createBusiness(admin, businessForm());
    await putDashboard(testTable(), { ...testDashboard(owner, `${owner}-d`, 'Usa'), reportId }, { condition: 'new' });
    expect((await callApi('DELETE', `/api/v1/admin/reports/${reportId}`, { token: admin })).status).toBe(409);

    const platform = await walk(platformTrail, { person: adminId, from: today });
    expect(about(platform, themeId).map((entry) => entry.action)).toEqual(['deleted', 'updated', 'created']);
    expect(about(platform, themeId)[1].changes).toEqual([{ field: 'name', from: 'Trilha Tema', to: 'Trilha Tema 2' }]);
    expect(about(platform, reportId).map((entry) => entry.action)).toEqual(['updated', 'created']);
    expect(about(platform, reportId)[0].changes).toEqual([{ field: 'summary', from: 'S', to: 'S2' }]);
    expect((await platformTrail()).body.people.some((person) => person.id === adminId)).toBe(true);

    const form = businessForm({ name: 'Trilha Empresa' });
    const businessId = await createBusiness(admin, form);
    const { main_contact_email: _email, ...rest } = form;
    const otherTheme = await createTheme(admin, `Trilha Outro Tema ${randomUUID().slice(0, 6)}`);
    const patched = await callApi('PATCH', `/api/v1/admin/businesses/${businessId}`, {
      token: admin,
      body: { business: { ...rest, name: 'Trilha Empresa 2', pricing: '99.90', theme_id: otherTheme } },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const own = await walk((query) => businessTrail(businessId, query), { kind: 'business' });
    expect(own.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['updated', adminId],
      ['created', adminId],
    ]);
    // The theme by its name, as the form shows it, never its id.
    expect(own[0].changes).toEqual([
      { field: 'name', from: 'Trilha Empresa', to: 'Trilha Empresa 2' },
      { field: 'pricing', from: '1234.56', to: '99.90' },
      { field: 'theme', from: fileThemeName, to: expect.stringMatching(/^Trilha Outro Tema /) },
    ]);
    expect(change(own[1], 'theme')).toEqual({ field: 'theme', from: null, to: fileThemeName });
  });
});

describe('sign-ins', () => {
  it('records a sign-in and a failed one (never the password tried), in the account’s business trail', async () => {
    const sourceIp = freshAddress();
    const wrong = `errada-${randomUUID()}`;
    expect((await callAuth('authLogin', { body: { email: 'cliente@demo.local', password: wrong }, sourceIp })).status).toBe(401);
    expect((await callAuth('authLogin', { body: { email: 'cliente@demo.local', password: DEMO_PASSWORD }, sourceIp })).status).toBe(200);
    const clienteId = await userIdOf('cliente@demo.local');
    const sessions = (await trail(gestor, { kind: 'session', from: today })).body.entries;
    const signedIn = sessions.find((entry) => entry.action === 'signed_in' && entry.actor.id === clienteId);
    expect(signedIn?.entity).toMatchObject({ kind: 'session', id: clienteId });
    const failed = sessions.find((entry) => entry.action === 'sign_in_failed' && entry.entity.id === clienteId);
    expect(failed?.actor).toEqual({ id: null, name: 'cliente@demo.local' });
    expect(JSON.stringify(sessions)).not.toContain(wrong);
  });
});

describe('who reads which trail', () => {
  it('refuses customers, answers 404 for an unknown business, keeps each business to its own trail', async () => {
    const cliente = await loginAs('cliente@demo.local');
    expect((await trail(cliente)).status).toBe(403);
    expect((await businessTrail(`nao-existe-${randomUUID()}`)).status).toBe(404);
    const outra = await loginAs('gestor@outra.local');
    const theirs = await walk((query) => trail(outra, query), { from: today, kind: 'dashboard' });
    expect(theirs.some((entry) => entry.actor.id === gestorId)).toBe(false);
    const demoSessions = (await trail(gestor, { kind: 'session' })).body.entries.map((entry) => entry.id);
    expect((await trail(outra, { kind: 'session' })).body.entries.some((entry) => demoSessions.includes(entry.id))).toBe(false);
  });

  it('refuses a forged cursor, and a cursor from another trail reads only the caller’s own', async () => {
    expect((await trail(gestor, { cursor: 'bm90LWEtY3Vyc29y' })).status).toBe(422);
    expect((await trail(gestor, { cursor: '!!!' })).status).toBe(422);
    const forgedKey = Buffer.from(JSON.stringify({ PK: 'BIZ#biz-outra', SK: 'ACTIVITY#9999' })).toString('base64url');
    expect((await trail(gestor, { cursor: forgedKey })).status).toBe(422);
    // A well-formed position (far in the future) starts the caller's own trail from its newest entry.
    const position = Buffer.from(`9999-12-31T23:59:59.999Z#zzzz`).toString('base64url');
    const outra = await loginAs('gestor@outra.local');
    const fromForged = await trail(outra, { cursor: position, kind: 'session' });
    expect(fromForged.status).toBe(200);
    const demoSessions = (await trail(gestor, { kind: 'session' })).body.entries.map((entry) => entry.id);
    expect(fromForged.body.entries.some((entry) => demoSessions.includes(entry.id))).toBe(false);
  });
});

describe('where the pages end', () => {
  // A trail of its own (a business id nobody else writes under), read by the repository with pages of 3.
  const businessId = `biz-pages-${randomUUID()}`;
  const range = { businessId, fromInstant: '2025-01-01', toInstant: '2025-12-31' };
  const write = (n: number, kind: 'role' | 'user') => {
    const draft: ActivityDraft = {
      businessId,
      actor: { id: 'u-pages', name: 'Ana Páginas' },
      action: 'updated',
      entity: { kind, id: `${kind}-${n}`, name: `${kind} ${n}` },
      changes: [],
    };
    return putActivityEntry(testTable(), draft, new Date(Date.UTC(2025, 0, 10, 12, n)));
  };

  it('promises no next page when the trail ends right at a page’s end, and one when an entry follows', async () => {
    for (const n of [1, 2, 3]) await write(n, 'role');
    const full = await queryActivityPage(testTable(), range, 3);
    expect(full.entries.map((entry) => entry.entity.id)).toEqual(['role-3', 'role-2', 'role-1']);
    expect(full.last).toBeUndefined();

    await write(4, 'role');
    const first = await queryActivityPage(testTable(), range, 3);
    expect(first.entries.map((entry) => entry.entity.id)).toEqual(['role-4', 'role-3', 'role-2']);
    expect(first.last).toBeDefined();
    const second = await queryActivityPage(testTable(), { ...range, after: first.last }, 3);
    expect(second.entries.map((entry) => entry.entity.id)).toEqual(['role-1']);
    expect(second.last).toBeUndefined();
  });

  it('does the same when a filter drops entries (a person’s entries of one kind)', async () => {
    for (const n of [5, 6, 7]) await write(n, 'user');
    const users = { ...range, person: 'u-pages', kind: 'user' as const };
    const page = await queryActivityPage(testTable(), users, 3);
    expect(page.entries.map((entry) => entry.entity.id)).toEqual(['user-7', 'user-6', 'user-5']);
    expect(page.last).toBeUndefined();
    const roles = await queryActivityPage(testTable(), { ...users, kind: 'role' }, 3);
    expect(roles.entries.map((entry) => entry.entity.id)).toEqual(['role-4', 'role-3', 'role-2']);
    expect(roles.last).toBeDefined();
  });
});

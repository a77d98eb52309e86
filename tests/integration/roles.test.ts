// The access levels (roles) of a business through the local gateway with real tokens: the list, the
// form's options, create, update and delete; the field rules; the same 404 for another business's
// role as for an unknown one; 403 for customers and the platform admin; and what every change does at
// once to the members' dashboard lists and to a dashboard's "who may see it" list. Everything lives in
// businesses made for this file, so the demo data other tests count stays as it is.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ICONS } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath, type RouteId } from '#shared/routes.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const businessId = uniquePrefix('niveis');
const otherBusinessId = uniquePrefix('niveis-outra');
const dashboard = (id: string, name: string) => testDashboard(businessId, `${businessId}-${id}`, name);
const dashboards = {
  vendas: dashboard('vendas', 'Vendas'),
  arvore: dashboard('arvore', 'Árvore de Custos'),
  estoque: dashboard('estoque', 'estoque'),
  metas: dashboard('metas', 'Metas'),
};
const ids = (...names: (keyof typeof dashboards)[]) => names.map((name) => dashboards[name].id);
// A role made by the seed: Caio joins it, so a delete of another role shows what this one keeps granting.
const financeiro = testRole(businessId, `${businessId}-financeiro`, 'Financeiro', ids('vendas', 'estoque'));
const otherDashboard = testDashboard(otherBusinessId, `${otherBusinessId}-painel`, 'Painel Externo');
const otherRole = testRole(otherBusinessId, `${otherBusinessId}-externo`, 'Externo', [otherDashboard.id]);

let adminToken: string;
let admin: TestUser;
let ana: TestUser;
let bruno: TestUser;
let caio: TestUser;
let dora: TestUser;
let otto: TestUser;
const tokens: Record<string, string> = {};

const path = (routeId: RouteId, id?: string) => buildPath(routeId, id === undefined ? {} : { id });
const list = () => callApi('GET', path('listRoles'), { token: adminToken });
const edit = (id: string, token = adminToken) => callApi('GET', path('editRole', id), { token });
const create = (role: Record<string, unknown>, token = adminToken) => callApi('POST', path('createRole'), { token, body: { role } });
const update = (id: string, role: Record<string, unknown>, token = adminToken) =>
  callApi('PATCH', path('updateRole', id), { token, body: { role } });
const remove = (id: string, token = adminToken) => callApi('DELETE', path('deleteRole', id), { token });
const form = (overrides: Record<string, unknown> = {}) => ({ name: 'Comercial', icon: 'store', dashboard_ids: [], user_ids: [], ...overrides });
const statusAndBody = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });
const fieldError = (field: string, message: string) => ({ status: 422, body: { success: false, errors: { [field]: [message] } } });
const notFound = { status: 404, body: { error: ROLE_MESSAGES.notFound } };

/** The names of the dashboards a user's list shows (one page holds them all here). */
async function visibleNames(user: TestUser): Promise<string[]> {
  const answer = await callApi('GET', buildPath('listDashboards'), { token: tokens[user.id] });
  expect(answer.status).toBe(200);
  return (answer.body.dashboards as { name: string }[]).map((card) => card.name).sort();
}
const namesOf = (...names: (keyof typeof dashboards)[]) => names.map((name) => dashboards[name].name).sort();

/** The show page's "who may see it" list of a dashboard, as the business's administrator sees it. */
async function whoMaySee(dashboardId: string): Promise<string[]> {
  const answer = await callApi('GET', buildPath('showDashboard', { id: dashboardId }), { token: adminToken });
  expect(answer.status).toBe(200);
  return answer.body.dashboard.visible_to_users as string[];
}

/** A user's `roleIds` as stored. */
async function roleIdsOf(user: TestUser, business = businessId): Promise<string[]> {
  const { db, tableName } = testTable();
  return ((await db.send(new GetCommand({ TableName: tableName, Key: keys.user(business, user.id), ConsistentRead: true }))).Item?.roleIds ??
    []) as string[];
}

/** A role as stored (undefined when there is none). */
async function storedRole(id: string, business = businessId) {
  const { db, tableName } = testTable();
  return (await db.send(new GetCommand({ TableName: tableName, Key: keys.role(business, id), ConsistentRead: true }))).Item;
}

beforeAll(async () => {
  const table = testTable();
  await Promise.all([
    seedBusiness(table, businessId, { dashboards: Object.values(dashboards), roles: [financeiro] }),
    seedBusiness(table, otherBusinessId, { dashboards: [otherDashboard], roles: [otherRole] }),
  ]);
  [admin, ana, bruno, caio, dora, otto] = await Promise.all([
    createTestUser({ businessId, access: 'customer_admin', firstName: 'Gil', lastName: 'Gestor' }),
    createTestUser({ businessId, access: 'customer', firstName: 'Ana', lastName: 'Almeida' }),
    createTestUser({ businessId, access: 'customer', firstName: 'Bruno', lastName: 'Borges' }),
    createTestUser({ businessId, access: 'customer', roleIds: [financeiro.id], firstName: 'Caio', lastName: 'Costa' }),
    createTestUser({ businessId, access: 'customer', firstName: 'Dora', lastName: 'Desativada', disabled: true }),
    createTestUser({ businessId: otherBusinessId, access: 'customer', roleIds: [otherRole.id], firstName: 'Otto', lastName: 'Outro' }),
  ]);
  const logins = await Promise.all([admin, ana, bruno, caio].map((user) => loginAs(user.email)));
  [admin, ana, bruno, caio].forEach((user, i) => (tokens[user.id] = logins[i]));
  adminToken = tokens[admin.id];
});

describe('who may manage access levels', () => {
  const everyRoute = (token: string) => [
    callApi('GET', path('listRoles'), { token }),
    callApi('GET', path('newRole'), { token }),
    edit(financeiro.id, token),
    create(form({ name: 'Proibido' }), token),
    update(financeiro.id, form({ name: 'Proibido' }), token),
    remove(financeiro.id, token),
  ];

  it('refuses a customer and the platform admin on every route, changing nothing', async () => {
    const platformAdmin = await loginAs('admin@portal.local');
    for (const token of [tokens[ana.id], platformAdmin]) {
      const answers = await Promise.all(everyRoute(token));
      expect(answers).toHaveLength(6);
      for (const answer of answers) expect(statusAndBody(answer)).toEqual({ status: 403, body: { error: MESSAGES.errors.forbidden } });
    }
    expect(await storedRole(financeiro.id)).toMatchObject({ name: 'Financeiro', dashboardIds: financeiro.dashboardIds });
  });

  it('answers another business’s role exactly like an unknown one, on edit, update and delete, and leaves it as it was', async () => {
    for (const id of [otherRole.id, 'nao-existe']) {
      expect(statusAndBody(await edit(id))).toEqual(notFound);
      expect(statusAndBody(await update(id, form({ name: 'Tomado' })))).toEqual(notFound);
      expect(statusAndBody(await remove(id))).toEqual(notFound);
    }
    expect(await storedRole(otherRole.id, otherBusinessId)).toMatchObject({ name: 'Externo', members: { [otto.id]: 'Otto Outro' } });
    expect(await roleIdsOf(otto, otherBusinessId)).toEqual([otherRole.id]);
  });
});

describe('the form’s options', () => {
  it('offers every icon, the business’s active users and its dashboards, by name', async () => {
    const answer = await callApi('GET', path('newRole'), { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      icons: [...ROLE_ICONS],
      users: [ana, bruno, caio, admin].map((user, i) => ({ id: user.id, name: ['Ana Almeida', 'Bruno Borges', 'Caio Costa', 'Gil Gestor'][i] })),
      dashboards: ['arvore', 'estoque', 'metas', 'vendas'].map((key) => ({
        id: dashboards[key as keyof typeof dashboards].id,
        name: dashboards[key as keyof typeof dashboards].name,
      })),
    });
  });
});

describe('the field rules', () => {
  it('refuses a missing name and an icon outside the list', async () => {
    expect(statusAndBody(await create(form({ name: '   ' })))).toEqual(fieldError('name', ROLE_MESSAGES.nameRequired));
    expect(statusAndBody(await create(form({ icon: 'skull' })))).toEqual(fieldError('icon', ROLE_MESSAGES.iconRequired));
  });

  it('refuses users and dashboards the business does not own (or a deactivated user), naming each field, and stores nothing', async () => {
    const before = (await list()).body.roles;
    const foreign = await create(
      form({ name: 'Invasor', user_ids: [ana.id, otto.id], dashboard_ids: [dashboards.vendas.id, otherDashboard.id] }),
    );
    expect(statusAndBody(foreign)).toEqual({
      status: 422,
      body: { success: false, errors: { user_ids: [ROLE_MESSAGES.unknownUsers], dashboard_ids: [ROLE_MESSAGES.unknownDashboards] } },
    });
    expect(statusAndBody(await create(form({ name: 'Invasor', user_ids: [dora.id] })))).toEqual(
      fieldError('user_ids', ROLE_MESSAGES.unknownUsers),
    );
    expect(statusAndBody(await update(financeiro.id, form({ name: 'Financeiro', user_ids: [otto.id] })))).toEqual(
      fieldError('user_ids', ROLE_MESSAGES.unknownUsers),
    );
    expect((await list()).body.roles).toEqual(before);
    expect(await roleIdsOf(ana)).toEqual([]);
    expect(await roleIdsOf(otto, otherBusinessId)).toEqual([otherRole.id]);
    expect(await storedRole(financeiro.id)).toMatchObject({ name: 'Financeiro', members: { [caio.id]: 'Caio Costa' } });
  });

  it('refuses a name another role of the business has, whatever its case and accents, but not the role’s own', async () => {
    expect(statusAndBody(await create(form({ name: 'FINANCEIRO' })))).toEqual(fieldError('name', ROLE_MESSAGES.nameTaken));
    const own = await update(
      financeiro.id,
      form({ name: 'Financeiro', icon: 'wallet', dashboard_ids: financeiro.dashboardIds, user_ids: [caio.id] }),
    );
    expect(statusAndBody(own)).toEqual({ status: 200, body: { success: true } });
  });
});

describe('saving and deleting access levels', () => {
  let comercial: string;

  it('creates a role whose members see exactly its dashboards at once, and are listed as seeing them', async () => {
    expect(await visibleNames(ana)).toEqual([]);
    const answer = await create(
      form({
        name: 'Comercial',
        icon: 'store',
        dashboard_ids: [...ids('arvore', 'metas'), dashboards.metas.id],
        user_ids: [bruno.id, ana.id, ana.id, caio.id],
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, role: { id: expect.any(String) } });
    comercial = answer.body.role.id;

    expect(await visibleNames(ana)).toEqual(namesOf('arvore', 'metas'));
    expect(await visibleNames(caio)).toEqual(namesOf('arvore', 'metas', 'vendas', 'estoque'));
    expect(await whoMaySee(dashboards.metas.id)).toEqual(['Ana Almeida', 'Bruno Borges', 'Caio Costa', 'Gil Gestor']);
    expect(await roleIdsOf(ana)).toEqual([comercial]);
    expect((await roleIdsOf(caio)).sort()).toEqual([comercial, financeiro.id].sort());
  });

  it('shows the role in its form, ids and names aligned and by name', async () => {
    const answer = await edit(comercial);
    expect(answer.status).toBe(200);
    expect(answer.body.role).toEqual({
      id: comercial,
      name: 'Comercial',
      icon: 'store',
      dashboard_ids: ids('arvore', 'metas'),
      dashboard_names: ['Árvore de Custos', 'Metas'],
      user_ids: [ana.id, bruno.id, caio.id],
      user_names: ['Ana Almeida', 'Bruno Borges', 'Caio Costa'],
    });
    expect(answer.body.icons).toEqual([...ROLE_ICONS]);
    expect(answer.body.users.map((user: { name: string }) => user.name)).toEqual(['Ana Almeida', 'Bruno Borges', 'Caio Costa', 'Gil Gestor']);
    expect(answer.body.dashboards).toHaveLength(4);
  });

  it('lists the roles by name (accents and case aside) with their counts', async () => {
    const vazio = await create(form({ name: 'área técnica', icon: 'leaf' }));
    expect(vazio.status).toBe(201);
    expect((await list()).body).toEqual({
      roles: [
        { id: vazio.body.role.id, name: 'área técnica', icon: 'leaf', users_count: 0, dashboards_count: 0 },
        { id: comercial, name: 'Comercial', icon: 'store', users_count: 3, dashboards_count: 2 },
        { id: financeiro.id, name: 'Financeiro', icon: 'wallet', users_count: 1, dashboards_count: 2 },
      ],
    });
    expect(statusAndBody(await remove(vazio.body.role.id))).toEqual({ status: 200, body: { success: true } });
  });

  it('takes a removed user’s access away at once and gives an added dashboard to those who stay', async () => {
    const answer = await update(
      comercial,
      form({ name: 'Comercial', icon: 'target', dashboard_ids: ids('arvore', 'metas', 'vendas'), user_ids: [ana.id, caio.id] }),
    );
    expect(statusAndBody(answer)).toEqual({ status: 200, body: { success: true } });
    expect(await visibleNames(bruno)).toEqual([]);
    expect(await visibleNames(ana)).toEqual(namesOf('arvore', 'metas', 'vendas'));
    expect(await whoMaySee(dashboards.metas.id)).toEqual(['Ana Almeida', 'Caio Costa', 'Gil Gestor']);
    expect(await roleIdsOf(bruno)).toEqual([]);
    expect(await storedRole(comercial)).toMatchObject({ icon: 'target', members: { [ana.id]: 'Ana Almeida', [caio.id]: 'Caio Costa' } });
  });

  it('on delete, members lose exactly the dashboards no other role of theirs grants', async () => {
    expect(statusAndBody(await remove(comercial))).toEqual({ status: 200, body: { success: true } });
    expect(await visibleNames(ana)).toEqual([]);
    // Caio keeps what Financeiro grants (Vendas is in both roles).
    expect(await visibleNames(caio)).toEqual(namesOf('vendas', 'estoque'));
    expect(await whoMaySee(dashboards.metas.id)).toEqual(['Gil Gestor']);
    expect(await whoMaySee(dashboards.vendas.id)).toEqual(['Caio Costa', 'Gil Gestor']);
    expect(await roleIdsOf(ana)).toEqual([]);
    expect(await roleIdsOf(caio)).toEqual([financeiro.id]);
    expect(statusAndBody(await edit(comercial))).toEqual(notFound);
    expect(statusAndBody(await remove(comercial))).toEqual(notFound);
    expect(statusAndBody(await update(comercial, form({ name: 'De volta' })))).toEqual(notFound);
    expect(await storedRole(comercial)).toBeUndefined();
  });
});

describe('two saves of one role at once', () => {
  it('answers both 200 (or one 409) and stores one of the two whole, with its members’ side in line', async () => {
    const created = await create(form({ name: 'Disputado', dashboard_ids: ids('vendas') }));
    const id = created.body.role.id as string;
    for (let round = 0; round < 3; round++) {
      const first = form({ name: 'Disputado', icon: 'shield', dashboard_ids: ids('metas'), user_ids: [ana.id] });
      const second = form({ name: 'Disputado', icon: 'star', dashboard_ids: ids('estoque', 'arvore'), user_ids: [bruno.id] });
      const answers = await Promise.all([update(id, first), update(id, second)]);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      expect(answers.some((answer) => answer.status === 200)).toBe(true);
      for (const answer of answers.filter((answer) => answer.status === 409)) expect(answer.body).toEqual({ error: ROLE_MESSAGES.busy });

      const stored = await storedRole(id);
      const saved = { icon: stored?.icon, dashboardIds: stored?.dashboardIds, userIds: Object.keys(stored?.members ?? {}) };
      const asStored = (request: typeof first) => ({ icon: request.icon, dashboardIds: request.dashboard_ids, userIds: request.user_ids });
      expect([asStored(first), asStored(second)]).toContainEqual(saved);
      const [member, outsider] = saved.userIds[0] === ana.id ? [ana, bruno] : [bruno, ana];
      expect(await roleIdsOf(member)).toContain(id);
      expect(await visibleNames(outsider)).toEqual([]);
      expect(await visibleNames(member)).toEqual(
        (saved.dashboardIds as string[]).map((dashboardId) => Object.values(dashboards).find((d) => d.id === dashboardId)!.name).sort(),
      );
    }
    expect((await remove(id)).status).toBe(200);
  });
});

// GET /dashboards and GET /dashboards/{id} through the local gateway: scope by role, filters,
// pagination, the show page and its view, and the same 404 for everything out of reach; and, in-process,
// that a warm instance's directory cache sees every dashboard written through the one write path.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { keys } from '#functions/data/keys.ts';
import { buildPath } from '#shared/routes.ts';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { putBookmark } from '#functions/data/bookmarks.ts';
import { deleteDashboardOfBusiness, putDashboard } from '#functions/data/dashboard-writes.ts';
import { buildHandler } from '#functions/dashboards/handler.ts';
import { DirectoryCache } from '#functions/dashboards/directory-cache.ts';
import { buildEvent } from '../support/events.ts';
import { recordingTable } from '../support/recording-table.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const COMERCIAL = ['Funil Comercial', 'Metas Regionais', 'Relatório de Clientes', 'Vendas Mensais'];
const ALL_DEMO = [
  'DRE Gerencial',
  'Estoque e Suprimentos',
  'Fluxo de Caixa',
  'Funil Comercial',
  'Inadimplência',
  'Logística de Entregas',
  'Metas Regionais',
  'Relatório de Clientes',
  'Satisfação de Clientes',
  'Vendas Mensais',
];
const OUTRA = ['dash-producao', 'dash-qualidade', 'dash-manutencao'];

const list = (token: string, query: Record<string, string> = {}) => callApi('GET', buildPath('listDashboards'), { token, query });
const show = (token: string, id: string) => callApi('GET', buildPath('showDashboard', { id }), { token });
const names = (answer: { body: { dashboards: { name: string }[] } }) => answer.body.dashboards.map((d) => d.name);

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

describe('GET /dashboards in the demo business', () => {
  it('shows a customer exactly the dashboards of their roles, with their roles for the filter', async () => {
    // Act
    const answer = await list(cliente);
    // Assess
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(COMERCIAL);
    expect(answer.body.roles).toEqual([{ id: 'role-comercial', name: 'Comercial' }]);
    expect(answer.body.pagination).toEqual({
      total_pages: 1,
      current_page: 1,
      first_page: 1,
      last_page: 1,
      prev_page: null,
      next_page: null,
      total_count: 4,
    });
  });

  it('shows a customer_admin every dashboard of the business, and nothing of another business', async () => {
    const answer = await list(gestor);
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(ALL_DEMO);
    expect(answer.body.dashboards.map((d: { id: string }) => d.id)).not.toEqual(expect.arrayContaining([OUTRA[0]]));
    const other = await list(gestorOutra);
    expect(names(other)).toEqual(['Manutenção', 'Produção Industrial', 'Qualidade']);
  });

  it('fills each card: summary (or the name when empty), preview URL and bookmark id', async () => {
    const answer = await list(gestor, { name: 'metas' });
    expect(answer.body.dashboards).toEqual([
      {
        id: 'dash-metas-regionais',
        name: 'Metas Regionais',
        summary: 'Metas Regionais',
        preview_pic: expect.stringMatching(/^\/uploads\/.+/),
        bookmark_id: null,
      },
    ]);
  });

  it('filters by name ignoring case and accents', async () => {
    expect(names(await list(cliente, { name: 'relatorio' }))).toEqual(['Relatório de Clientes']);
    expect(names(await list(gestor, { name: 'CLIENTES' }))).toEqual(['Relatório de Clientes', 'Satisfação de Clientes']);
    expect(names(await list(gestor, { name: 'inadimplencia' }))).toEqual(['Inadimplência']);
  });

  it('refuses a role filter that is not one of the caller’s own roles', async () => {
    const answer = await list(cliente, { role_id: 'role-financeiro' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, errors: { role_id: [MESSAGES.errors.invalidRoleFilter] } });
    expect((await list(gestor, { role_id: 'role-fabrica' })).status).toBe(422);
  });

  it.each<Record<string, string>>([
    { page: '0' },
    { page: 'dois' },
    { page: '99999999999' },
    { bookmark: 'talvez' },
    { role_id: 'role/../x' },
    { name: 'x'.repeat(101) },
  ])('answers bad input %o with a 422 naming the field', async (query) => {
    const answer = await list(cliente, query);
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(Object.keys(answer.body.errors)).toEqual(Object.keys(query));
  });

  it('refuses a call without a token', async () => {
    expect((await callApi('GET', buildPath('listDashboards'))).status).toBe(401);
  });
});

describe('GET /dashboards/{id}', () => {
  it('answers the dashboard with a sanitised description and a view started now', async () => {
    const before = Date.now();
    const answer = await show(cliente, 'dash-funil-comercial');
    expect(answer.status).toBe(200);
    const { dashboard, view } = answer.body;
    expect(dashboard).toMatchObject({
      id: 'dash-funil-comercial',
      name: 'Funil Comercial',
      summary: 'Oportunidades por etapa do funil.',
      iframe_url: expect.stringMatching(/^http:\/\/reports\.localhost:\d+\/report\.html\?/),
      preview_pic: expect.stringMatching(/^\/uploads\//),
    });
    expect(dashboard.description).toContain('<em>funil comercial</em>');
    expect(dashboard).not.toHaveProperty('visible_to_users');
    expect(Date.parse(view.started_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(view.id).toMatch(/^[a-z0-9-]+$/);
  });

  it('lists for a customer_admin the active users who may see it', async () => {
    const answer = await show(gestor, 'dash-funil-comercial');
    expect(answer.status).toBe(200);
    expect(answer.body.dashboard.visible_to_users).toEqual(expect.arrayContaining(['Gabriela Gestora', 'Carlos Cliente']));
    const outsideComercial = await show(gestor, 'dash-estoque');
    expect(outsideComercial.body.dashboard.visible_to_users).toContain('Gabriela Gestora');
    expect(outsideComercial.body.dashboard.visible_to_users).not.toContain('Carlos Cliente');
  });

  it('gives the same 404 for a dashboard out of the customer’s roles, of another business, unknown or malformed, and starts no view', async () => {
    const expected = { error: MESSAGES.errors.dashboardNotFound };
    for (const [token, id] of [
      [cliente, 'dash-fluxo-caixa'],
      [cliente, 'dash-producao'],
      [gestor, 'dash-producao'],
      [gestorOutra, 'dash-vendas-mensais'],
      [gestor, 'nao-existe'],
      [gestor, 'a#b'],
      [gestor, 'x'.repeat(200)],
    ]) {
      const answer = await show(token, id);
      expect({ id, status: answer.status, body: answer.body }).toEqual({ id, status: 404, body: expected });
    }
    // No view was counted for the dashboard of another business under the caller's business.
    const { db, tableName } = testTable();
    const counter = await db.send(new GetCommand({ TableName: tableName, Key: keys.viewCounter('biz-demo', 'dashboard', 'dash-producao') }));
    expect(counter.Item).toBeUndefined();
  });
});

describe('a business with many dashboards', () => {
  const prefix = uniquePrefix('vj-list');
  const businessId = `biz-${prefix}`;
  // 130 dashboards (more than one BatchGet's worth) whose names sort differently with and without accents.
  const dashboards = Array.from({ length: 130 }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    const name = i % 3 === 0 ? `Índice ${n}` : i % 3 === 1 ? `indicador ${n}` : `Ônibus ${n}`;
    return testDashboard(businessId, `${prefix}-d${n}`, name, i === 4 ? { summary: '   ' } : {});
  });
  const ids = (from: number, to: number, step = 1) =>
    dashboards
      .slice(from, to)
      .filter((_, i) => i % step === 0)
      .map((d) => d.id);
  const roles = [
    testRole(businessId, `${prefix}-r1`, 'Primeiro', ids(0, 5)),
    testRole(businessId, `${prefix}-r2`, 'Segundo', ids(3, 20)),
    testRole(businessId, `${prefix}-all`, 'Todos', ids(0, 130)),
    testRole(businessId, `${prefix}-half`, 'Metade', ids(0, 130, 2)),
  ];
  let admin: string;
  let customer: string;
  let wideCustomer: string;
  let customerId: string;
  let adminId: string;

  /** Every page of a listing, one request per page, as ids in list order. */
  const allPages = async (token: string, query: Record<string, string> = {}) => {
    const first = await list(token, query);
    const pages = [first];
    for (let page = 2; page <= first.body.pagination.total_pages; page++) pages.push(await list(token, { ...query, page: String(page) }));
    return pages.flatMap((answer) => answer.body.dashboards.map((d: { id: string }) => d.id));
  };

  beforeAll(async () => {
    const table = testTable();
    await seedBusiness(table, businessId, { dashboards, roles });
    const [adminUser, customerUser, wideUser] = await Promise.all([
      createTestUser({ businessId, access: 'customer_admin', firstName: 'Alice', lastName: 'Admin' }),
      createTestUser({ businessId, access: 'customer', roleIds: [roles[0].id, roles[1].id], firstName: 'Bruno', lastName: 'Cliente' }),
      createTestUser({ businessId, access: 'customer', roleIds: [roles[2].id, roles[3].id], firstName: 'Wanda', lastName: 'Ampla' }),
    ]);
    customerId = customerUser.id;
    adminId = adminUser.id;
    // Members who may not appear in "who may see it": a disabled customer of the first role, a disabled administrator.
    await Promise.all([
      createTestUser({ businessId, access: 'customer', roleIds: [roles[0].id], firstName: 'Dora', lastName: 'Desativada', disabled: true }),
      createTestUser({ businessId, access: 'customer_admin', firstName: 'Edu', lastName: 'Ex-gestor', disabled: true }),
    ]);
    [admin, customer, wideCustomer] = await Promise.all([loginAs(adminUser.email), loginAs(customerUser.email), loginAs(wideUser.email)]);
    await Promise.all([dashboards[2].id, dashboards[7].id, dashboards[25].id].map((id) => putBookmark(table, businessId, customerUser.id, id)));
  });

  it('gives all seven pagination fields on a middle page, in the stable name-then-id order', async () => {
    const page2 = await list(admin, { page: '2' });
    expect(page2.status).toBe(200);
    expect(page2.body.pagination).toEqual({
      total_pages: 11,
      current_page: 2,
      first_page: 1,
      last_page: 11,
      prev_page: 1,
      next_page: 3,
      total_count: 130,
    });
    const key = (name: string) =>
      name
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    const expectedOrder = [...dashboards].sort((a, b) =>
      key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : a.id < b.id ? -1 : 1,
    );
    expect(await allPages(admin)).toEqual(expectedOrder.map((d) => d.id));
  });

  it('answers a page past the end with no dashboards and the real pagination', async () => {
    const answer = await list(admin, { page: '12' });
    expect(answer.status).toBe(200);
    expect(answer.body.dashboards).toEqual([]);
    expect(answer.body.pagination).toEqual({
      total_pages: 11,
      current_page: 12,
      first_page: 1,
      last_page: 11,
      prev_page: 11,
      next_page: null,
      total_count: 130,
    });
  });

  it('scopes a customer to the union of their roles and filters by one role', async () => {
    const all = await list(customer, { page: '2' });
    expect(all.body.pagination.total_count).toBe(20);
    expect(all.body.roles.map((r: { name: string }) => r.name)).toEqual(['Primeiro', 'Segundo']);
    const first = await list(customer, { role_id: roles[0].id });
    expect(first.body.dashboards.map((d: { id: string }) => d.id).sort()).toEqual(roles[0].dashboardIds.slice().sort());
  });

  it('answers the same order and counts whether it reads the directory or the dashboards by id', async () => {
    // 130 visible dashboards, and the 65 of one role: both more than three pages, so through the directory
    // (the next test compares the cards-by-id way with a warm copy of the directory).
    const everything = await allPages(wideCustomer);
    expect(everything).toHaveLength(130);
    const half = new Set(roles[3].dashboardIds);
    expect(await allPages(wideCustomer, { role_id: roles[3].id })).toEqual(everything.filter((id) => half.has(id)));
    const byName = await allPages(admin, { name: 'onibus 1' });
    expect(await allPages(wideCustomer, { name: 'onibus 1', role_id: roles[3].id })).toEqual(byName.filter((id) => half.has(id)));
  });

  it('answers a customer the same pages from a cold instance (cards read by id) and from a warm copy of the directory', async () => {
    type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
    const table = recordingTable();
    const warmHandler = buildHandler({ table: () => table, directories: new DirectoryCache({ settleMs: 0 }) }) as unknown as Handler;
    // The admin's list fills the warm instance's copy; a new handler per request never holds one.
    await warmHandler(buildEvent('listDashboards', { sub: adminId }), {});
    const warm = () => warmHandler;
    const cold = () => buildHandler({ table: () => table }) as unknown as Handler;
    const pagesOf = async (handler: () => Handler, query: Record<string, string>) => {
      const ids: string[] = [];
      const reads = new Set<string>();
      let total = 0;
      for (let page = 1; ; page++) {
        table.clear();
        const result = await handler()(buildEvent('listDashboards', { sub: customerId, query: { ...query, page: String(page) } }), {});
        const body = JSON.parse(result.body as string);
        table.reads.forEach((read) => reads.add(read));
        total = body.pagination.total_count;
        ids.push(...body.dashboards.map((d: { id: string }) => d.id));
        if (page >= body.pagination.total_pages) break;
      }
      return { ids, total, readVersion: reads.has('GetItemCommand'), readDirectory: reads.has('QueryCommand:Directory') };
    };
    const queries: Record<string, string>[] = [
      {},
      { role_id: roles[1].id },
      { name: 'indice' },
      { bookmark: 'true' },
      { name: 'onibus', role_id: roles[1].id },
    ];
    for (const query of queries) {
      const byId = await pagesOf(cold, query);
      const fromCopy = await pagesOf(warm, query);
      expect({ query, ids: fromCopy.ids, total: fromCopy.total }).toEqual({ query, ids: byId.ids, total: byId.total });
      expect([byId.readVersion, byId.readDirectory, fromCopy.readVersion, fromCopy.readDirectory]).toEqual([false, false, true, false]);
    }
  });

  it('keeps favourites only, marking each card with its bookmark id', async () => {
    const answer = await list(customer, { bookmark: 'true' });
    // dashboards[25] is outside the customer's roles: a bookmark never widens the scope.
    expect(answer.body.dashboards.map((d: { id: string; bookmark_id: string }) => [d.id, d.bookmark_id]).sort()).toEqual(
      [dashboards[2].id, dashboards[7].id].sort().map((id) => [id, id]),
    );
    expect(answer.body.pagination.total_count).toBe(2);
    const combined = await list(customer, { bookmark: '1', role_id: roles[0].id });
    expect(combined.body.dashboards.map((d: { id: string }) => d.id)).toEqual([dashboards[2].id]);
  });

  it('falls back to the name for a blank summary', async () => {
    const answer = await list(admin, { name: dashboards[4].name });
    expect(answer.body.dashboards[0]).toMatchObject({ name: dashboards[4].name, summary: dashboards[4].name });
  });

  it('lists for a customer_admin exactly the active administrators and active members of the roles that include it', async () => {
    // dashboards[0]: in Primeiro (Bruno, and the disabled Dora), Todos and Metade (Wanda).
    const first = await show(admin, dashboards[0].id);
    expect(first.status).toBe(200);
    expect(first.body.dashboard.visible_to_users).toEqual(['Alice Admin', 'Bruno Cliente', 'Wanda Ampla']);
    // dashboards[101]: only in Todos.
    expect((await show(admin, dashboards[101].id)).body.dashboard.visible_to_users).toEqual(['Alice Admin', 'Wanda Ampla']);
  });

  it('gives a customer the dashboard without the list of who may see it', async () => {
    const answer = await show(customer, dashboards[0].id);
    expect(answer.status).toBe(200);
    expect(answer.body.dashboard).not.toHaveProperty('visible_to_users');
  });

  it('never shows this business to the demo users, nor the demo to this business', async () => {
    expect((await list(gestor, { name: 'onibus' })).body.dashboards).toEqual([]);
    expect((await list(admin, { name: 'vendas' })).body.dashboards).toEqual([]);
    expect((await show(admin, 'dash-vendas-mensais')).status).toBe(404);
  });
});

describe('the dashboards Lambda’s directory cache', () => {
  const prefix = uniquePrefix('vj-cache');
  const businessId = `biz-${prefix}`;
  const dashboards = ['Alfa', 'Beta', 'Delta', 'Épsilon', 'Gama'].map((name, i) => testDashboard(businessId, `${prefix}-d${i}`, name));
  let adminId: string;
  let adminToken: string;

  type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
  // One warm instance: one handler, one cache, many requests. settleMs 0 so that what it reads right
  // after a write is cached at once (the settle time guards the index lag on AWS, not the point here).
  const table = recordingTable();
  const directories = new DirectoryCache({ settleMs: 0 });
  const handler = buildHandler({ table: () => table, directories }) as unknown as Handler;
  const listInProcess = async (query: Record<string, string> = {}) => {
    table.clear();
    const result = await handler(buildEvent('listDashboards', { sub: adminId, query }), {});
    expect(result.statusCode).toBe(200);
    const body = JSON.parse(result.body as string) as { dashboards: { id: string; name: string }[]; pagination: { total_count: number } };
    return {
      names: body.dashboards.map((d) => d.name),
      total: body.pagination.total_count,
      readDirectory: table.reads.includes('QueryCommand:Directory'),
    };
  };

  beforeAll(async () => {
    await seedBusiness(testTable(), businessId, { dashboards, roles: [] });
    const user = await createTestUser({ businessId, access: 'customer_admin', firstName: 'Cacá', lastName: 'Cache' });
    adminId = user.id;
    adminToken = await loginAs(user.email);
  });

  it('answers from its copy while the version is unchanged', async () => {
    expect(await listInProcess()).toEqual({ names: ['Alfa', 'Beta', 'Delta', 'Épsilon', 'Gama'], total: 5, readDirectory: true });
    expect(await listInProcess()).toEqual({ names: ['Alfa', 'Beta', 'Delta', 'Épsilon', 'Gama'], total: 5, readDirectory: false });
    expect(await listInProcess({ name: 'epsilon' })).toEqual({ names: ['Épsilon'], total: 1, readDirectory: false });
  });

  it('sees a rename written through putDashboard on the very next list request', async () => {
    await listInProcess();
    await putDashboard(testTable(), { ...dashboards[0], name: 'Ômega' });
    expect(await listInProcess()).toEqual({ names: ['Beta', 'Delta', 'Épsilon', 'Gama', 'Ômega'], total: 5, readDirectory: true });
    expect(await listInProcess({ name: 'alfa' })).toEqual({ names: [], total: 0, readDirectory: false });
  });

  it('sees a new dashboard and a deleted one on the very next list request', async () => {
    await listInProcess();
    await putDashboard(testTable(), testDashboard(businessId, `${prefix}-new`, 'Capa'));
    expect(await listInProcess()).toEqual({ names: ['Beta', 'Capa', 'Delta', 'Épsilon', 'Gama', 'Ômega'], total: 6, readDirectory: true });
    await deleteDashboardOfBusiness(testTable(), businessId, dashboards[1].id);
    expect(await listInProcess()).toEqual({ names: ['Capa', 'Delta', 'Épsilon', 'Gama', 'Ômega'], total: 5, readDirectory: true });
  });

  it('sees a rename on the next request through the gateway’s warm instance too', async () => {
    await list(adminToken);
    await putDashboard(testTable(), { ...dashboards[2], name: 'Zeta' });
    expect(names(await list(adminToken))).toEqual(['Capa', 'Épsilon', 'Gama', 'Ômega', 'Zeta']);
  });

  it('stores descriptions sanitised and serves them as stored', async () => {
    await putDashboard(testTable(), {
      ...dashboards[3],
      description: '<p onclick="x()">Texto</p><script>alert(1)</script><a href="javascript:y()">l</a>',
    });
    const answer = await show(adminToken, dashboards[3].id);
    expect(answer.body.dashboard.description).toBe('<p>Texto</p><a rel="noopener noreferrer" target="_blank">l</a>');
  });
});

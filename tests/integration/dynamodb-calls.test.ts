// How many DynamoDB calls each viewer route makes, counted by an SDK middleware on a client handed to
// the handlers in-process. The budgets (the caller's profile Query included):
//   GET /dashboards        ≤ 5, ≤ 6 in one rare case: profile Query, roles BatchGet [‖ directory version GetItem
//                               (‖ directory Query on a cold instance)] [‖ bookmarks Query for favourites], then one
//                               BatchGet of the page's cards and bookmarks — or, with no current copy of the
//                               directory, of the few candidates' (a customer's roles, a role filter, favourites:
//                               ≤ 3 pages). A cold instance asked for more candidates reads version ‖ directory in
//                               between (the rare case: 6 with favourites). A warm instance whose copy is current
//                               never reads the Directory index.
//   GET /dashboards/{id}   customer 5: profile Query, one BatchGet (dashboard, bookmark, roles),
//                               2 counter UpdateItems ‖, then one TransactWriteItems (the view's Put + its day item's
//                               views + the user's and the dashboard's usage who shards: 3–4 actions, one call)
//                          customer_admin 7 on a cold instance: the same, and alongside: business Get (administrators'
//                               names, roles version), then the roles Query (6 once the instance's copy of the roles
//                               is current) — no user is read
//   POST /bookmarks        ≤ 4: profile Query, dashboard Get ‖ roles BatchGet, Put
//   GET /views             ≤ 4: profile Query, entity Get ‖ counter Get, one range Query; a dashboard's page holding
//                               views still open: + one BatchGet of their viewers' counters (their state) → 5
//   DELETE /views/{id}     ≤ 3: profile Query, consistent GetItem of the caller's view counter (their open views), one
//                               TransactWriteItems (the view's end + the counter conditioned on the ping it read + its
//                               last seconds on the small day item only); ended already: + the view's GetItem
//   POST /views/{id}/heartbeat ≤ 3: profile Query, the counter's GetItem, one TransactWriteItems (the counter + the day)
//   GET /dashboards/{id}/edit  2: profile Query, dashboard GetItem
//   POST /dashboards           2: profile Query, one TransactWriteItems (Put if new + version bump)
//   PATCH /dashboards/{id}     3: profile Query, dashboard GetItem, one TransactWriteItems (Put if it exists + bump)
//   DELETE /dashboards/{id}    5: profile Query, dashboard GetItem ‖ roles-with-it Query ‖ its bookmarks Query (GSI2),
//                                 one TransactWriteItems (delete + bump + roles + bookmarks, while ≤ 100 actions)
// and never a Scan.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { buildHandler as buildBookmarks } from '#functions/bookmarks/handler.ts';
import { putBookmark } from '#functions/data/bookmarks.ts';
import { buildHandler as buildDashboards } from '#functions/dashboards/handler.ts';
import { DirectoryCache } from '#functions/dashboards/directory-cache.ts';
import { buildHandler as buildViews } from '#functions/views/handler.ts';
import { buildEvent, type EventOptions } from '../support/events.ts';
import { invokeRecorded, recordingTable } from '../support/recording-table.ts';
import { loginAs, testTable, userIdOf } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { addDashboardToRole, stackFiles, uploadPreview } from './fixtures/pictures.ts';
import { seedBusiness, testRole, uniquePrefix } from './fixtures/viewer-business.ts';
import type { RouteId } from '#shared/routes.ts';
// The account routes (their own block at the end).
import { buildHandler as buildAccounts } from '#functions/accounts/handler.ts';
// POST /uploads (its own block at the end).
import { buildHandler as buildUploads } from '#functions/uploads/handler.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/aws-clients.ts';
import { putSignerFromEnv } from '#functions/lib/presign-put.ts';
import { stackInfo } from '../support/stack.ts';

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

/** Invokes a freshly built handler for one route and answers its status, body and the commands it sent. */
const invoke = (build: (options: { table: () => TableContext }) => unknown, routeId: RouteId, options: EventOptions) =>
  invokeRecorded((table) => build({ table: () => table }), routeId, options);

let cliente: string;
let gestor: string;

beforeAll(async () => {
  [cliente, gestor] = await Promise.all([userIdOf('cliente@demo.local'), userIdOf('gestor@demo.local')]);
});

describe('DynamoDB calls per request', () => {
  it('lists dashboards in at most 5 calls, without a Scan', async () => {
    for (const sub of [cliente, gestor]) {
      for (const query of [{ name: 'a', page: '1' }, { bookmark: 'true' }, { role_id: sub === cliente ? 'role-comercial' : '' }] as Record<
        string,
        string
      >[]) {
        const answer = await invoke(buildDashboards, 'listDashboards', { sub, query });
        expect(answer.status).toBe(200);
        expect(answer.commands).not.toContain('ScanCommand');
        expect(answer.commands.length).toBeLessThanOrEqual(sub === gestor ? 4 : 3);
      }
    }
    // A customer with four dashboards on a cold instance: cards and bookmarks read by id; no directory, no version.
    const customer = await invoke(buildDashboards, 'listDashboards', { sub: cliente });
    expect(customer.reads.sort()).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'QueryCommand:GSI1']);
    // A customer_admin without filters on a cold instance: the directory ‖ its version, then the page.
    const admin = await invoke(buildDashboards, 'listDashboards', { sub: gestor });
    expect(admin.reads.sort()).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:Directory', 'QueryCommand:GSI1']);
  });

  it('lists from a warm instance’s copy of the directory: the version GetItem instead of the Directory Query', async () => {
    // settleMs 0: the demo was seeded moments ago, and this test is about the cache, not the index lag.
    const table = recordingTable();
    const handler = buildDashboards({ table: () => table, directories: new DirectoryCache({ settleMs: 0 }) }) as unknown as Handler;
    const call = async (sub: string, query: Record<string, string> = {}) => {
      table.clear();
      const result = await handler(buildEvent('listDashboards', { sub, query }), {});
      expect(result.statusCode).toBe(200);
      return [...table.reads].sort();
    };
    expect(await call(gestor)).toContain('QueryCommand:Directory');
    for (const query of [{}, { page: '1', name: 'vendas' }, { name: 'CLIENTES' }] as Record<string, string>[]) {
      expect(await call(gestor, query)).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:GSI1']);
    }
    // A customer on the same instance uses the held copy too (version read in parallel, then the page);
    // favourites add the bookmarks Query: 5, the most a warm instance makes.
    expect(await call(cliente)).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:GSI1']);
    const favourites = await call(cliente, { bookmark: 'true' });
    expect(favourites).toEqual(expect.arrayContaining(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand:GSI1']));
    expect(favourites).not.toContain('QueryCommand:Directory');
    expect(favourites.length).toBeLessThanOrEqual(5);
  });

  it('shows a dashboard and starts its view in 5 calls for a customer and 7 for a customer_admin, reading no user', async () => {
    const customer = await invoke(buildDashboards, 'showDashboard', { sub: cliente, params: { id: 'dash-funil-comercial' } });
    expect(customer.status).toBe(200);
    // The two sequence counters, then the view's Put, its day item and its who shards in one transaction.
    expect(customer.reads.sort()).toEqual([
      'BatchGetItemCommand',
      'QueryCommand:GSI1',
      'TransactWriteItemsCommand',
      'UpdateItemCommand',
      'UpdateItemCommand',
    ]);
    const admin = await invoke(buildDashboards, 'showDashboard', { sub: gestor, params: { id: 'dash-funil-comercial' } });
    expect(admin.status).toBe(200);
    expect(admin.body.dashboard.visible_to_users).toEqual(expect.arrayContaining(['Carlos Cliente', 'Gabriela Gestora']));
    // Profile Query, one BatchGet (dashboard + bookmark + roles), the business Get (administrators' names and
    // roles version), the roles Query of a cold instance: the audience's names come from the role and
    // business items, so no user is read.
    expect(admin.reads.sort()).toEqual([
      'BatchGetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand:GSI1',
      'TransactWriteItemsCommand',
      'UpdateItemCommand',
      'UpdateItemCommand',
    ]);
  });

  it('answers a dashboard out of reach without writing anything', async () => {
    const answer = await invoke(buildDashboards, 'showDashboard', { sub: cliente, params: { id: 'dash-producao' } });
    expect(answer.status).toBe(404);
    expect(answer.commands.filter((name) => /Put|Update|Delete|Write/.test(name))).toEqual([]);
  });

  it('bookmarks in at most 4 calls', async () => {
    const answer = await invoke(buildBookmarks, 'createBookmark', {
      sub: cliente,
      body: { bookmark: { dashboard_id: 'dash-metas-regionais' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.commands.length).toBeLessThanOrEqual(4);
    const removed = await invoke(buildBookmarks, 'deleteBookmark', { sub: cliente, params: { id: 'dash-metas-regionais' } });
    expect(removed.status).toBe(200);
    expect(removed.commands.length).toBeLessThanOrEqual(4);
  });

  it('lists views in at most 4 calls (5 for a dashboard’s page with open views), pings one in 3 and ends it in 3', async () => {
    const opened = await invoke(buildDashboards, 'showDashboard', { sub: cliente, params: { id: 'dash-vendas-mensais' } });
    const listed = await invoke(buildViews, 'listViews', { sub: gestor, query: { dashboard_id: 'dash-vendas-mensais' } });
    expect(listed.status).toBe(200);
    // The open view's state is on its viewer's counter: one BatchGet for the page, whoever its viewers are.
    expect(listed.commands.sort()).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand']);
    // A user's page reads them with the count (the same counter item).
    const ofUser = await invoke(buildViews, 'listViews', { sub: gestor, query: { user_id: cliente } });
    expect(ofUser.commands.sort()).toEqual(['GetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand']);
    const pinged = await invoke(buildViews, 'heartbeatView', { sub: cliente, params: { id: opened.body.view.id } });
    expect(pinged.status).toBe(200);
    expect(pinged.commands).toEqual(['QueryCommand', 'GetItemCommand', 'TransactWriteItemsCommand']);
    const ended = await invoke(buildViews, 'endView', { sub: cliente, params: { id: opened.body.view.id } });
    expect(ended.status).toBe(200);
    expect(ended.commands).toEqual(['QueryCommand', 'GetItemCommand', 'TransactWriteItemsCommand']);
    // Ending it again reads the counter (no longer open there) and the view, and writes nothing.
    const again = await invoke(buildViews, 'endView', { sub: cliente, params: { id: opened.body.view.id } });
    expect([again.status, again.commands]).toEqual([200, ['QueryCommand', 'GetItemCommand', 'GetItemCommand']]);
  });

  it('answers malformed JSON in-process with a 400 and no DynamoDB call', async () => {
    const answer = await invoke(buildBookmarks, 'createBookmark', { sub: cliente, body: '{"bookmark":' });
    expect(answer.status).toBe(400);
    expect(answer.commands).toEqual([]);
  });
});

describe('DynamoDB calls of the customer_admin’s dashboard routes', () => {
  // A business of its own, so the demo business's lists stay as the other tests expect them.
  const businessId = uniquePrefix('calls');
  const roleId = `${businessId}-r`;
  let adminSub: string;
  let adminToken: string;
  const build = (options: { table: () => TableContext }) => buildDashboards({ ...options, files: stackFiles });
  const form = (previewKey?: string) => ({
    dashboard: { name: 'Contagem', summary: '', description: '<p>x</p>', iframe_url: 'https://bi.example.com/1', preview_key: previewKey },
  });

  beforeAll(async () => {
    await seedBusiness(testTable(), businessId, { dashboards: [], roles: [testRole(businessId, roleId, 'Equipe', [])] });
    const admin = await createTestUser({ businessId, access: 'customer_admin' });
    [adminSub, adminToken] = [admin.id, await loginAs(admin.email)];
  });

  it('edits in 2, creates in 2, updates in 3 and deletes (roles, favourites and all) in 5', async () => {
    const created = await invoke(build, 'createDashboard', { sub: adminSub, body: form(await uploadPreview(adminToken)) });
    expect(created.status).toBe(201);
    expect(created.reads.sort()).toEqual(['QueryCommand:GSI1', 'TransactWriteItemsCommand']);
    const id = created.body.dashboard.id as string;

    const edited = await invoke(build, 'editDashboard', { sub: adminSub, params: { id } });
    expect(edited.status).toBe(200);
    expect(edited.reads.sort()).toEqual(['GetItemCommand', 'QueryCommand:GSI1']);

    for (const previewKey of [undefined, await uploadPreview(adminToken)]) {
      const updated = await invoke(build, 'updateDashboard', { sub: adminSub, params: { id }, body: form(previewKey) });
      expect(updated.status).toBe(200);
      expect(updated.reads.sort()).toEqual(['GetItemCommand', 'QueryCommand:GSI1', 'TransactWriteItemsCommand']);
    }

    // In a role and someone's favourites: still one transaction.
    await addDashboardToRole(testTable(), businessId, roleId, id);
    await putBookmark(testTable(), businessId, adminSub, id);
    const deleted = await invoke(build, 'deleteDashboard', { sub: adminSub, params: { id } });
    expect(deleted.status).toBe(200);
    expect(deleted.reads.sort()).toEqual([
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand:GSI1',
      'QueryCommand:GSI2',
      'TransactWriteItemsCommand',
    ]);
  });

  it('refuses a bad form without writing, and an unknown id in as few calls', async () => {
    const refused = await invoke(build, 'createDashboard', { sub: adminSub, body: form() });
    expect(refused.status).toBe(422);
    expect(refused.commands).toEqual(['QueryCommand']);
    for (const routeId of ['editDashboard', 'deleteDashboard'] as const) {
      const unknown = await invoke(build, routeId, { sub: adminSub, params: { id: 'nao-existe' } });
      expect(unknown.status).toBe(404);
      expect(unknown.commands.filter((name) => /Put|Update|Delete|Write/.test(name))).toEqual([]);
    }
  });
});

describe('DynamoDB calls of POST /uploads', () => {
  // Budget: customer_admin 1 (profile Query); admin 2 (and the named business's GetItem). Presigning
  // calls nothing: it is local.
  const buildUploadsOnStack = (options: { table: () => TableContext }) =>
    buildUploads({ ...options, presign: () => ({ bucket: stackInfo().resources.uploadsBucket, signPut }) });
  const signPut = putSignerFromEnv({
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_S3: stackInfo().endpoints.s3,
  });
  const upload = { purpose: 'dashboard_preview', content_type: 'image/png', size: 100 };

  it('reads only the caller’s profile for a customer_admin, and the business too for the admin', async () => {
    const own = await invoke(buildUploadsOnStack, 'createUpload', { sub: gestor, body: { upload } });
    expect(own.status).toBe(201);
    expect(own.reads).toEqual(['QueryCommand:GSI1']);

    const admin = await invoke(buildUploadsOnStack, 'createUpload', {
      sub: await userIdOf('admin@portal.local'),
      body: { upload: { ...upload, business_id: 'biz-demo' } },
    });
    expect(admin.status).toBe(201);
    expect(admin.reads).toEqual(['QueryCommand:GSI1', 'GetItemCommand']);
  });
});

describe('DynamoDB calls of the account routes', () => {
  // Budget: GET /accounts/edit 1 (profile Query); PATCH /accounts 2 (profile Query, one transaction: the
  // user and the name kept on its roles and, for an administrator, its business), 3 with roles (their
  // BatchGet first), 1 when the names are unchanged; the trail's entry rides in the rename's transaction.
  // The password goes to Cognito only (its entry is a Put of its own).
  it('reads the form in 1 call and renames in 2 (3 with roles), none for a refused body', async () => {
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer', firstName: 'Conta', lastName: 'Contada' });
    const member = await createTestUser({ businessId: 'biz-demo', access: 'customer', roleIds: ['role-comercial'] });
    const read = await invoke(buildAccounts, 'editAccount', { sub: user.id });
    expect(read.status).toBe(200);
    expect(read.reads).toEqual(['QueryCommand:GSI1']);

    const rename = await invoke(buildAccounts, 'updateAccount', { sub: user.id, body: { user: { first_name: 'Conta', last_name: 'Nova' } } });
    expect(rename.status).toBe(200);
    expect(rename.reads).toEqual(['QueryCommand:GSI1', 'TransactWriteItemsCommand']);
    const memberRename = await invoke(buildAccounts, 'updateAccount', {
      sub: member.id,
      body: { user: { first_name: 'Membro', last_name: 'Novo' } },
    });
    expect(memberRename.reads).toEqual(['QueryCommand:GSI1', 'BatchGetItemCommand', 'TransactWriteItemsCommand']);

    const same = await invoke(buildAccounts, 'updateAccount', { sub: user.id, body: { user: { first_name: 'Conta', last_name: 'Nova' } } });
    expect(same.reads).toEqual(['QueryCommand:GSI1']);

    const refused = await invoke(buildAccounts, 'updateAccount', { sub: user.id, body: { user: { first_name: '', last_name: 'Nova' } } });
    expect(refused.status).toBe(422);
    expect(refused.reads).toEqual(['QueryCommand:GSI1']);
  });
});

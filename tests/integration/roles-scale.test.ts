// How far and how cheaply a role saves: a role of 1,000 users and 2,000 dashboards through the local
// gateway (created, updated, shown whole); the DynamoDB calls of each route on a small business,
// counted in-process with a recording client (the budgets of functions/roles/manage.ts); and a
// save that meets a change made in between (read again, or 409 after SAVE_ATTEMPTS).
import { TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { buildPath, type RouteId } from '#shared/routes.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { batchGetItems } from '#functions/data/batch-get.ts';
import { userItem } from '#functions/data/items.ts';
import type { RoleRecord, UserRecord } from '#functions/data/records.ts';
import { getRole } from '#functions/data/roles.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { buildHandler } from '#functions/roles/handler.ts';
import { SAVE_ATTEMPTS } from '#functions/roles/save-role.ts';
import type { EventOptions } from '../support/events.ts';
import { invokeRecorded, recordingTable } from '../support/recording-table.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix, writeItems } from './fixtures/viewer-business.ts';

const big = uniquePrefix('niveis-escala');
const USERS = 1100;
const DASHBOARDS = 2000;
const bigDashboards = Array.from({ length: DASHBOARDS }, (_, i) =>
  testDashboard(big, `${big}-d${String(i).padStart(4, '0')}`, `Painel ${i}`, { description: '' }),
);
const bigUserIds = Array.from({ length: USERS }, (_, i) => `${big}-u${String(i).padStart(4, '0')}`);

const small = uniquePrefix('niveis-custo');
const smallDashboards = ['Alfa', 'Beta', 'Gama'].map((name) => testDashboard(small, `${small}-${name.toLowerCase()}`, name));
const base = testRole(small, `${small}-base`, 'Base', [smallDashboards[0].id]);

let bigAdminToken: string;
let smallAdmin: TestUser;
let c1: TestUser;
let c2: TestUser;
let c3: TestUser;

beforeAll(async () => {
  const table = testTable();
  const now = new Date().toISOString();
  const user = (id: string, i: number): UserRecord => ({
    type: 'user',
    id,
    businessId: big,
    access: 'customer',
    firstName: `Pessoa${i}`,
    lastName: 'Escala',
    email: `${id}@exemplo.local`,
    roleIds: [],
    disabled: false,
    createdAt: now,
  });
  await Promise.all([
    seedBusiness(table, big, { dashboards: bigDashboards, roles: [], users: { admins: {}, activeUserCount: USERS } }).then(() =>
      writeItems(
        table,
        bigUserIds.map((id, i) => userItem(user(id, i))),
      ),
    ),
    seedBusiness(table, small, { dashboards: smallDashboards, roles: [base] }),
  ]);
  const [bigAdmin, ...smallUsers] = await Promise.all([
    createTestUser({ businessId: big, access: 'customer_admin', firstName: 'Gestor', lastName: 'Escala' }),
    createTestUser({ businessId: small, access: 'customer_admin', firstName: 'Gestor', lastName: 'Custo' }),
    createTestUser({ businessId: small, access: 'customer', roleIds: [base.id], firstName: 'Um', lastName: 'Cliente' }),
    createTestUser({ businessId: small, access: 'customer', firstName: 'Dois', lastName: 'Cliente' }),
    createTestUser({ businessId: small, access: 'customer', firstName: 'Tres', lastName: 'Cliente' }),
  ]);
  [smallAdmin, c1, c2, c3] = smallUsers;
  bigAdminToken = await loginAs(bigAdmin.email);
}, 120_000);

/** The `roleIds` of many users of a business, by id. */
async function roleIdsByUser(businessId: string, userIds: string[]): Promise<Map<string, string[]>> {
  const users = await batchGetItems<Pick<UserRecord, 'id' | 'roleIds'>>(
    testTable(),
    userIds.map((id) => keys.user(businessId, id)),
    ['id', 'roleIds'],
  );
  return new Map(users.map((user) => [user.id, user.roleIds ?? []]));
}

describe('a role of 1,000 users and 2,000 dashboards', () => {
  it('is created, updated and shown whole', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const allDashboards = bigDashboards.map((dashboard) => dashboard.id);
    const body = (userIds: string[]) => ({ role: { name: 'Todos', icon: 'globe', dashboard_ids: allDashboards, user_ids: userIds } });

    const created = await callApi('POST', buildPath('createRole'), { token: bigAdminToken, body: body(bigUserIds.slice(0, 1000)) });
    expect(created.status).toBe(201);
    const id = created.body.role.id as string;
    const afterCreate = await roleIdsByUser(big, bigUserIds);
    expect(bigUserIds.filter((userId) => afterCreate.get(userId)?.includes(id))).toEqual(bigUserIds.slice(0, 1000));

    // 100 users leave, 100 join: still 1,000 members.
    const updated = await callApi('PATCH', buildPath('updateRole', { id }), { token: bigAdminToken, body: body(bigUserIds.slice(100)) });
    expect(updated.status).toBe(200);
    const afterUpdate = await roleIdsByUser(big, bigUserIds);
    expect(bigUserIds.filter((userId) => afterUpdate.get(userId)?.includes(id))).toEqual(bigUserIds.slice(100));

    const shown = await callApi('GET', buildPath('editRole', { id }), { token: bigAdminToken });
    expect(shown.status).toBe(200);
    const { role } = shown.body;
    expect([...role.user_ids].sort()).toEqual(bigUserIds.slice(100));
    expect(role.user_names).toHaveLength(1000);
    expect([...role.dashboard_ids].sort()).toEqual(allDashboards);
    const nameOf = new Map(bigDashboards.map((dashboard) => [dashboard.id, dashboard.name]));
    expect(role.dashboard_names).toEqual(role.dashboard_ids.map((dashboardId: string) => nameOf.get(dashboardId)));
    expect(shown.body.users).toHaveLength(USERS + 1);
    expect(shown.body.dashboards).toHaveLength(DASHBOARDS);

    const listed = await callApi('GET', buildPath('listRoles'), { token: bigAdminToken });
    expect(listed.body.roles).toEqual([{ id, name: 'Todos', icon: 'globe', users_count: 1000, dashboards_count: 2000 }]);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});

/** Runs one route in-process for the small business's administrator; answers its status, body and the sorted DynamoDB calls. */
async function invoke(routeId: RouteId, options: EventOptions = {}, table: TableContext & { reads?: string[] } = recordingTable()) {
  const answer = await invokeRecorded((built) => buildHandler({ table: () => built }), routeId, { sub: smallAdmin.id, ...options }, table);
  return { ...answer, reads: answer.reads.sort() };
}

const roleBody = (userIds: string[], dashboardIds = [smallDashboards[1].id], name = 'Custos') => ({
  role: { name, icon: 'calculator', dashboard_ids: dashboardIds, user_ids: userIds },
});

describe('DynamoDB calls per request (small business; the profile Query is the GSI1 one)', () => {
  let roleId: string;

  it('lists in 2, offers the form in 4 and shows a role in 5', async () => {
    expect(await invoke('listRoles')).toMatchObject({ status: 200, reads: ['QueryCommand', 'QueryCommand:GSI1'] });
    expect(await invoke('newRole')).toMatchObject({
      status: 200,
      reads: ['BatchGetItemCommand', 'QueryCommand:Directory', 'QueryCommand:Directory', 'QueryCommand:GSI1'],
    });
    expect(await invoke('editRole', { params: { id: base.id } })).toMatchObject({
      status: 200,
      reads: ['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:Directory', 'QueryCommand:Directory', 'QueryCommand:GSI1'],
    });
  });

  it('creates in 5 plus one UpdateItem per member (the role and the roles version in one transaction)', async () => {
    const created = await invoke('createRole', { body: roleBody([c2.id, c3.id]) });
    expect(created.status).toBe(201);
    roleId = created.body.role.id;
    expect(created.reads).toEqual([
      'BatchGetItemCommand',
      'QueryCommand',
      'QueryCommand:Directory',
      'QueryCommand:GSI1',
      'TransactWriteItemsCommand',
      'UpdateItemCommand',
      'UpdateItemCommand',
    ]);
  });

  it('updates in 7 (the members’ indexes read again after the role write), plus one write per user whose side changes', async () => {
    const unchanged = await invoke('updateRole', { params: { id: roleId }, body: roleBody([c2.id, c3.id], [smallDashboards[2].id]) });
    expect(unchanged).toMatchObject({
      status: 200,
      reads: [
        'BatchGetItemCommand',
        'BatchGetItemCommand',
        'GetItemCommand',
        'QueryCommand',
        'QueryCommand:Directory',
        'QueryCommand:GSI1',
        'TransactWriteItemsCommand',
      ],
    });
    // c2 leaves (a transaction: its index loses the role only while the role does not list it), c1 joins, c3 stays.
    const changed = await invoke('updateRole', { params: { id: roleId }, body: roleBody([c1.id, c3.id]) });
    expect(changed).toMatchObject({
      status: 200,
      reads: [
        'BatchGetItemCommand',
        'BatchGetItemCommand',
        'GetItemCommand',
        'QueryCommand',
        'QueryCommand:Directory',
        'QueryCommand:GSI1',
        'TransactWriteItemsCommand',
        'TransactWriteItemsCommand',
        'UpdateItemCommand',
      ],
    });
    const indexes = await roleIdsByUser(small, [c1.id, c2.id, c3.id]);
    expect([c1.id, c2.id, c3.id].map((id) => indexes.get(id)?.includes(roleId))).toEqual([true, false, true]);
  });

  it('deletes in 4 plus one UpdateItem per former member (read, then the delete and the roles version in one transaction)', async () => {
    expect(await invoke('deleteRole', { params: { id: roleId } })).toMatchObject({
      status: 200,
      reads: [
        'BatchGetItemCommand',
        'GetItemCommand',
        'QueryCommand:GSI1',
        'TransactWriteItemsCommand',
        'UpdateItemCommand',
        'UpdateItemCommand',
      ],
    });
  });
});

/** A transaction whose first action writes a role whole (a save's role write). */
const isRolePut = (command: unknown) =>
  command instanceof TransactWriteCommand && String(command.input.TransactItems?.[0]?.Put?.Item?.SK ?? '').startsWith('ROLE#');

/** The recording table, with `interfere` run before every role write the handler sends. */
function interferingTable(interfere: () => Promise<void>) {
  const table = recordingTable();
  const send = table.db.send.bind(table.db);
  const db = {
    send: async (command: unknown) => {
      if (isRolePut(command)) await interfere();
      return send(command as never);
    },
  } as unknown as DynamoDBDocumentClient;
  return { ...table, db };
}

/** What another write of the role does to it: a new version (here, with a member's name changed). */
const touchRole = (roleId: string) => async () => {
  const { db, tableName } = testTable();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.role(small, roleId),
      UpdateExpression: 'SET #members.#user = :name ADD #version :one',
      ExpressionAttributeNames: { '#members': 'members', '#user': c1.id, '#version': 'version' },
      ExpressionAttributeValues: { ':name': 'Um Renomeado', ':one': 1 },
    }),
  );
};

describe('a save that meets a change of the role made in between', () => {
  it('reads the role again and saves over the new version', async () => {
    const created = await invoke('createRole', { body: roleBody([c1.id], [smallDashboards[1].id], 'Disputa') });
    const roleId = created.body.role.id as string;
    let touches = 0;
    const table = interferingTable(async () => {
      if (touches++ === 0) await touchRole(roleId)();
    });
    const answer = await invoke(
      'updateRole',
      { params: { id: roleId }, body: roleBody([c1.id, c2.id], [smallDashboards[2].id], 'Disputa') },
      table,
    );
    expect(answer.status).toBe(200);
    expect(answer.reads.filter((name) => name === 'TransactWriteItemsCommand')).toHaveLength(2);
    const stored = (await getRole(testTable(), small, roleId)) as RoleRecord;
    // Written from the users as read again: the names are the users' own, the version the one after the change.
    expect(stored).toMatchObject({
      dashboardIds: [smallDashboards[2].id],
      members: { [c1.id]: 'Um Cliente', [c2.id]: 'Dois Cliente' },
      version: 3,
    });
    expect((await invoke('deleteRole', { params: { id: roleId } })).status).toBe(200);
  });

  it(`answers 409 after ${SAVE_ATTEMPTS} attempts and leaves the role as the other writes left it`, async () => {
    const created = await invoke('createRole', { body: roleBody([c1.id], [smallDashboards[1].id], 'Sempre ocupado') });
    const roleId = created.body.role.id as string;
    const answer = await invoke(
      'updateRole',
      { params: { id: roleId }, body: roleBody([c2.id], [smallDashboards[2].id], 'Sempre ocupado') },
      interferingTable(touchRole(roleId)),
    );
    expect(answer).toMatchObject({ status: 409, body: { error: ROLE_MESSAGES.busy } });
    expect(answer.reads.filter((name) => name === 'TransactWriteItemsCommand')).toHaveLength(SAVE_ATTEMPTS);
    const stored = (await getRole(testTable(), small, roleId)) as RoleRecord;
    expect(stored).toMatchObject({ dashboardIds: [smallDashboards[1].id], members: { [c1.id]: 'Um Renomeado' } });
    const roleIds = await roleIdsByUser(small, [c2.id]);
    expect(roleIds.get(c2.id)).not.toContain(roleId);
    expect((await invoke('deleteRole', { params: { id: roleId } })).status).toBe(200);
  });
});

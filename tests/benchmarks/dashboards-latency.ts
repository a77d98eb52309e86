// `npm run bench:dashboards`: latency of the viewer's dashboard routes through the local gateway,
// next to the one raw DynamoDB Query a naive list would make, on the same DynamoDB Local in the same run.
//
// Starts its own stack (in-memory DynamoDB, no demo seed), seeds one business with 2,000 dashboards,
// 50 roles and 1,000 users, then measures median and p95 of each route after a warm-up and prints
// each route's median as a multiple of the raw Query's median, taken at the start and again, warm, at
// the end. Aim: every ratio at or under 3 against both. The collaborators list is measured here too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import { PAGE_SIZE, TABLE } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import { buildPath } from '#shared/routes.ts';
import { bookmarkItem, userItem } from '#functions/data/items.ts';
import { listDashboardDirectory } from '#functions/data/dashboards.ts';
import type { UserRecord } from '#functions/data/records.ts';
import { createUserActions } from '#functions/data/user-writes.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { startLocalStack, type LocalStack } from '#infra/local/local-stack.ts';
import { findFreePort } from '#infra/local/ports.ts';
import { seedBusiness, testDashboard, testRole, writeItems } from '../integration/fixtures/viewer-business.ts';
import { measure, type Sample } from './latency-samples.ts';

const BUSINESS_ID = 'biz-bench';
const DASHBOARDS = 2000;
const ROLES = 50;
const USERS = 1000;
/** Roles of 60 dashboards each, neighbours overlapping by 20. */
const DASHBOARDS_PER_ROLE = 60;
const FAVOURITES = 30;
const WARM_UP = 30;
const SAMPLES = 200;
const PASSWORD = 'Bench#Senha2026';
const WORDS = ['Vendas', 'Relatório', 'Financeiro', 'Operações', 'Logística', 'Clientes', 'Estoque', 'Produção', 'Qualidade', 'Metas'];

/** A sample of WARM_UP + SAMPLES runs (tests/benchmarks/latency-samples.ts). */
const sample = (label: string, work: () => Promise<unknown>): Promise<Sample> => measure(label, work, { warmUp: WARM_UP, samples: SAMPLES });

/** A Cognito user with a permanent password and its stored profile. */
async function createLoginUser(stack: LocalStack, table: TableContext, access: 'customer' | 'customer_admin', roleIds: string[]) {
  const email = `bench-${access}-${randomUUID().slice(0, 6)}@exemplo.local`;
  const { userPoolId } = stack.resources;
  const id = await ensurePasswordUser(stack.clients.cognito, userPoolId, { email, password: PASSWORD });
  const now = new Date().toISOString();
  const user: UserRecord = {
    type: 'user',
    id,
    businessId: BUSINESS_ID,
    access,
    firstName: 'Bench',
    lastName: access,
    email,
    roleIds,
    disabled: false,
    createdAt: now,
  };
  // The profile, its e-mail claim, its seat and its memberships, in one transaction (as an invitation).
  await table.db.send(new TransactWriteCommand({ TransactItems: createUserActions(table.tableName, user, { enforceLimit: false }) }));
  return { id, email };
}

async function seed(stack: LocalStack, table: TableContext) {
  const dashboards = Array.from({ length: DASHBOARDS }, (_, i) =>
    testDashboard(BUSINESS_ID, `bench-d${String(i).padStart(4, '0')}`, `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`),
  );
  // The 997 bulk users first, so roles and the business are written with their members and admins.
  const users = Array.from({ length: USERS - 3 }, (_, u) => ({
    id: randomUUID(),
    u,
    access: (u % 50 === 0 ? 'customer_admin' : 'customer') as UserRecord['access'],
    roleIndexes: [u % ROLES, (u * 3) % ROLES],
  }));
  const nameOf = (u: number) => `Pessoa${u} Bench`;
  // Deactivated users (every 20th) are in no role, no admin list and take no seat, as a deactivation leaves them.
  const active = users.filter(({ u }) => u % 20 !== 0);
  const roles = Array.from({ length: ROLES }, (_, r) => ({
    ...testRole(
      BUSINESS_ID,
      `bench-r${r}`,
      `Nível ${r}`,
      Array.from({ length: DASHBOARDS_PER_ROLE }, (_, k) => dashboards[(r * 40 + k) % DASHBOARDS].id),
    ),
    members: Object.fromEntries(active.filter((user) => user.roleIndexes.includes(r)).map((user) => [user.id, nameOf(user.u)])),
  }));
  const admins = Object.fromEntries(active.filter((user) => user.access === 'customer_admin').map((user) => [user.id, nameOf(user.u)]));
  await seedBusiness(table, BUSINESS_ID, { dashboards, roles, users: { admins, activeUserCount: active.length } });
  const now = new Date().toISOString();
  await writeItems(
    table,
    users.map(({ id, u, access, roleIndexes }) =>
      userItem({
        type: 'user',
        id,
        businessId: BUSINESS_ID,
        access,
        firstName: `Pessoa${u}`,
        lastName: 'Bench',
        email: `pessoa${u}@exemplo.local`,
        roleIds: [...new Set(roleIndexes)].map((r) => roles[r].id),
        disabled: u % 20 === 0,
        createdAt: now,
      }),
    ),
  );
  // A customer with 2 roles (100 dashboards: read by id) and one with 5 roles (220: through the directory).
  const narrow = await createLoginUser(
    stack,
    table,
    'customer',
    roles.slice(0, 2).map((r) => r.id),
  );
  const wide = await createLoginUser(
    stack,
    table,
    'customer',
    roles.slice(10, 15).map((r) => r.id),
  );
  const admin = await createLoginUser(stack, table, 'customer_admin', []);
  const favouritesOf = (userId: string, roleIds: string[]) => {
    const visible = [...new Set(roles.filter((r) => roleIds.includes(r.id)).flatMap((r) => r.dashboardIds))];
    return visible
      .slice(0, FAVOURITES)
      .map((dashboardId) => bookmarkItem({ type: 'bookmark', businessId: BUSINESS_ID, userId, dashboardId, createdAt: now }));
  };
  await writeItems(table, [
    ...favouritesOf(
      narrow.id,
      roles.slice(0, 2).map((r) => r.id),
    ),
    ...favouritesOf(
      wide.id,
      roles.slice(10, 15).map((r) => r.id),
    ),
    ...favouritesOf(
      admin.id,
      roles.map((r) => r.id),
    ),
  ]);
  return { narrow, wide, admin, someVisibleId: roles[0].dashboardIds[17] };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const ports = { gateway: await findFreePort(), dynamodb: await findFreePort(), s3: await findFreePort(), cognito: await findFreePort() };
  console.log('Starting the local stack…');
  const stack = await startLocalStack({ dataDir, ports, inMemory: true, seed: false });
  try {
    const table: TableContext = { db: stack.db, tableName: stack.resources.tableName };
    const seedStart = performance.now();
    const { narrow, wide, admin, someVisibleId } = await seed(stack, table);
    console.log(`Seeded ${DASHBOARDS} dashboards, ${ROLES} roles, ${USERS} users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`);

    const login = async (email: string) => {
      const response = await fetch(`${stack.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      return ((await response.json()) as { accessToken: string }).accessToken;
    };
    const [narrowToken, wideToken, adminToken] = await Promise.all([login(narrow.email), login(wide.email), login(admin.email)]);

    const get =
      (token: string, path: string, query: Record<string, string> = {}) =>
      async () => {
        const url = new URL(path, stack.url);
        for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        if (response.status !== 200) throw new Error(`${url.pathname}${url.search}: ${response.status} ${await response.text()}`);
        return response.json();
      };
    const list = buildPath('listDashboards');
    const show = buildPath('showDashboard', { id: someVisibleId });

    // What a naive list would do: one page of the business's full dashboard items.
    const rawQuery = () =>
      stack.db.send(
        new QueryCommand({
          TableName: table.tableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
          ExpressionAttributeValues: {
            ':pk': keys.business(BUSINESS_ID)[TABLE.partitionKey],
            ':prefix': keys.dashboard(BUSINESS_ID, '')[TABLE.sortKey],
          },
          Limit: PAGE_SIZE.dashboards,
        }),
      );

    const raw = await sample('raw DynamoDB Query (Limit = page size)', rawQuery);
    // For context: what reading the whole directory costs by itself, and the cheapest authenticated route.
    const directory = await sample(`raw Directory Query (all ${DASHBOARDS} names)`, () => listDashboardDirectory(table, BUSINESS_ID));
    const openView = ((await get(narrowToken, show)()) as { view: { id: string } }).view.id;
    const floor = await sample('floor: POST /views/{id}/heartbeat (3 calls)', async () => {
      const response = await fetch(new URL(buildPath('heartbeatView', { id: openView }), stack.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${narrowToken}` },
      });
      if (response.status !== 200) throw new Error(`heartbeat: ${response.status}`);
    });
    const callers = [
      { who: 'customer, 2 roles', token: narrowToken },
      { who: 'customer, 5 roles', token: wideToken },
      { who: 'customer_admin', token: adminToken },
    ];
    const samples: Sample[] = [];
    for (const { who, token } of callers) {
      samples.push(await sample(`GET /dashboards page 1 (${who})`, get(token, list)));
      samples.push(await sample(`GET /dashboards ?name (${who})`, get(token, list, { name: 'relatorio' })));
      samples.push(await sample(`GET /dashboards ?bookmark (${who})`, get(token, list, { bookmark: 'true' })));
    }
    samples.push(await sample('GET /dashboards/{id} (customer)', get(narrowToken, show)));
    samples.push(await sample('GET /dashboards/{id} (customer_admin)', get(adminToken, show)));
    // The collaborators list of the same business (its 950 active users of 1,000), as its customer_admin.
    const users = buildPath('listUsers');
    samples.push(await sample('GET /users page 1 (customer_admin)', get(adminToken, users)));
    samples.push(await sample('GET /users ?name (customer_admin)', get(adminToken, users, { name: 'pessoa12' })));
    samples.push(await sample('GET /users ?role_id (customer_admin)', get(adminToken, users, { role_id: 'bench-r3' })));
    // The same raw Query once DynamoDB Local's JVM is warm: every route is held to 3× of both.
    const rawAgain = await sample('raw DynamoDB Query again, at the end', rawQuery);

    const rows = [raw, directory, floor, ...samples, rawAgain].map((s) => ({
      route: s.label,
      'median ms': s.median.toFixed(2),
      'p95 ms': s.p95.toFixed(2),
      '/ raw (start)': (s.median / raw.median).toFixed(2),
      '/ raw (end)': (s.median / rawAgain.median).toFixed(2),
    }));
    console.table(rows);
    const worst = Math.max(...samples.map((s) => s.median / Math.min(raw.median, rawAgain.median)));
    console.log(
      worst <= 3
        ? `Every route is at or under 3× the raw Query, start and end (worst ${worst.toFixed(2)}).`
        : `Worst ratio ${worst.toFixed(2)} is over 3.`,
    );
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// The client company the cost benchmark drives: the seeded demo business (Demo Analytics: its theme,
// logo, 10 dashboards with pictures and 3 roles) grown to a real company's size, 20 dashboards, 5 roles
// and 50 users with a few favourites each, with the same item builders and write paths the functions use. Written straight to the
// emulators before anything is counted: onboarding is not part of a month's bill.
import { CopyObjectCommand } from '@aws-sdk/client-s3';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Access } from '#shared/access.ts';
import { getDashboard } from '#functions/data/dashboards.ts';
import { putDashboards } from '#functions/data/dashboard-writes.ts';
import { bookmarkItem, roleItem } from '#functions/data/items.ts';
import type { UserRecord } from '#functions/data/records.ts';
import { createUserActions } from '#functions/data/user-writes.ts';
import { usageDayItems, type DayFigures } from '#functions/data/usage.ts';
import { listUserEntries } from '#functions/data/user-list.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { periodDays } from '#functions/lib/usage-calendar.ts';
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import type { LocalStack } from '#infra/local/local-stack.ts';
import { DEMO_BUSINESSES, DEMO_DASHBOARDS, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from '#infra/local/seed/demo-data.ts';
import { testDashboard, testRole, writeItems } from '../../integration/fixtures/viewer-business.ts';

const DEMO = DEMO_BUSINESSES.find((business) => business.subdomain === 'demo')!;
const ADDED_DASHBOARDS = 10;
const FAVOURITES_PER_USER = 3;
const NAMES = ['Vendas', 'Compras', 'Metas', 'Clientes', 'Estoque', 'Produção', 'Qualidade', 'Logística', 'Caixa', 'Margens'];

export interface Person {
  email: string;
  password: string;
  access: Access;
}

export interface Company {
  businessId: string;
  subdomain: string;
  /** Its 50 users: the customer_admins first. */
  people: Person[];
  dashboardIds: string[];
  roleIds: string[];
}

/** Grows the demo business to `size` users, 20 dashboards and 5 roles. */
export async function prepareCompany(stack: LocalStack, size: number): Promise<Company> {
  const table: TableContext = { db: stack.db, tableName: stack.resources.tableName };
  const businessId = DEMO.id;
  const demoDashboards = DEMO_DASHBOARDS.filter((dashboard) => dashboard.business === businessId);
  // Each new dashboard has a stored picture of its own (a copy of a demo one), as a company's have.
  const pictures = await Promise.all(demoDashboards.map(async ({ id }) => (await getDashboard(table, businessId, id))!.previewKey));
  const added = Array.from({ length: ADDED_DASHBOARDS }, (_, i) =>
    testDashboard(businessId, `painel-extra-${i + 1}`, `${NAMES[i]} ${2026 - (i % 3)}`, {
      previewKey: `${businessId}/previews/painel-extra-${i + 1}.png`,
      iframeUrl: `https://relatorios.example/painel-extra-${i + 1}`,
    }),
  );
  const bucket = stack.resources.uploadsBucket;
  await Promise.all(
    added.map((dashboard, i) =>
      stack.clients.s3.send(
        new CopyObjectCommand({ Bucket: bucket, Key: dashboard.previewKey!, CopySource: `${bucket}/${pictures[i % pictures.length]}` }),
      ),
    ),
  );
  await putDashboards(table, added);
  const newRoles = [
    testRole(businessId, 'papel-diretoria', 'Diretoria', [...demoDashboards.map((d) => d.id), ...added.map((d) => d.id)]),
    testRole(
      businessId,
      'papel-regional',
      'Regional',
      added.slice(0, 6).map((d) => d.id),
    ),
  ];
  await writeItems(table, newRoles.map(roleItem));
  const roles = [
    ...DEMO_ROLES.filter((role) => role.business === businessId).map((role) => ({ id: role.id, dashboardIds: role.dashboards })),
    ...newRoles,
  ];
  const roleIds = roles.map((role) => role.id);

  const demoPeople = DEMO_USERS.filter((user) => user.business === businessId).map((user) => ({
    email: user.email,
    password: DEMO_PASSWORD,
    access: user.access,
  }));
  const people: Person[] = [...demoPeople];
  const firstAdded = people.length;
  for (let i = firstAdded; i < size; i++) {
    // A second administrator, then collaborators in one or two roles each.
    const access: Access = i === firstAdded ? 'customer_admin' : 'customer';
    const person = { email: `colaborador${i}@demo.local`, password: DEMO_PASSWORD, access };
    const own = access === 'customer_admin' ? [] : [roles[i % roles.length], roles[(i * 3 + 1) % roles.length]];
    const id = await addUser(
      stack,
      table,
      businessId,
      person,
      own.map((role) => role.id),
    );
    const visible = [...new Set(own.flatMap((role) => role.dashboardIds))];
    const favourites = (visible.length ? visible : added.map((d) => d.id)).slice(0, FAVOURITES_PER_USER);
    const createdAt = new Date().toISOString();
    await writeItems(
      table,
      favourites.map((dashboardId) => bookmarkItem({ type: 'bookmark', businessId, userId: id, dashboardId, createdAt })),
    );
    people.push(person);
  }
  people.sort((a, b) => Number(b.access === 'customer_admin') - Number(a.access === 'customer_admin'));
  return {
    businessId,
    subdomain: DEMO.subdomain,
    people,
    dashboardIds: [...demoDashboards.map((d) => d.id), ...added.map((d) => d.id)],
    roleIds,
  };
}

/** A Cognito user with a permanent password and its profile, seat and memberships, in one transaction as an invitation writes them. */
async function addUser(stack: LocalStack, table: TableContext, businessId: string, person: Person, roleIds: string[]): Promise<string> {
  const id = await ensurePasswordUser(stack.clients.cognito, stack.resources.userPoolId, { email: person.email, password: person.password });
  const now = new Date().toISOString();
  const [firstName, lastName] = [`Pessoa ${person.email.replace(/\D/g, '')}`, 'Demo'];
  const user: UserRecord = {
    type: 'user',
    id,
    businessId,
    access: person.access,
    firstName,
    lastName,
    email: person.email,
    roleIds: [...new Set(roleIds)],
    disabled: false,
    createdAt: now,
    invitedAt: now,
  };
  await table.db.send(new TransactWriteCommand({ TransactItems: createUserActions(table.tableName, user, { enforceLimit: false }) }));
  return id;
}

/**
 * The usage counters of the `days` days before today at this company's scale (every user's views of a
 * working day, on weekdays), as the views would have left them: what the insights page reads.
 */
export async function writeUsageHistory(
  stack: LocalStack,
  company: Company,
  day: { viewsPerUser: number; secondsPerUser: number },
  days: number,
): Promise<void> {
  const table: TableContext = { db: stack.db, tableName: stack.resources.tableName };
  const userIds = (await listUserEntries(table, company.businessId)).map((entry) => entry.id);
  const past = periodDays(days + 1, new Date()).slice(0, -1);
  const items = past
    .filter((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))
    .flatMap((date) => {
      const figures: DayFigures = {
        users: Object.fromEntries(userIds.map((id) => [id, { views: day.viewsPerUser, seconds: day.secondsPerUser }])),
        dashboards: Object.fromEntries(
          company.dashboardIds.map((id) => [id, { views: Math.round((userIds.length * day.viewsPerUser) / company.dashboardIds.length) }]),
        ),
      };
      return usageDayItems(company.businessId, date, figures);
    });
  await writeItems(table, items);
}

// Seeds the demo (infra/local/seed/demo-data.ts) once: Cognito users with the demo password, their
// profiles, businesses (with their administrators), themes, roles (with their members), dashboards
// pointing at the local demo report page (on its own host: another origin than the portal), preview
// pictures and logos in the uploads bucket under random names, as the portal's own uploads are.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#functions/data/keys.ts';
import { putDashboards } from '#functions/data/dashboard-writes.ts';
import { newStoredKey } from '#functions/domain/upload-keys.ts';
import type { DashboardRecord } from '#functions/data/records.ts';
import { businessItem, emailItem, identityItem, reportItem, roleItem, subdomainItem, themeItem, userItem } from '#functions/data/items.ts';
import {
  DEMO_BUSINESSES,
  DEMO_DASHBOARDS,
  DEMO_PASSWORD,
  DEMO_REPORTS,
  DEMO_ROLES,
  DEMO_THEMES,
  DEMO_USERS,
  type DemoUser,
} from './demo-data.ts';
import { ensurePasswordUser } from '../cognito-users.ts';
import { previewPng } from './preview-pictures.ts';
import { seedDemoUsage, type DemoViewer } from './seed-usage.ts';

export interface SeedTargets {
  db: DynamoDBDocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  tableName: string;
  uploadsBucket: string;
  userPoolId: string;
  /** Origin that serves the demo report pages (the local gateway's reports host), e.g. http://reports.localhost:3000. */
  reportOrigin: string;
}

/**
 * The shape of the seeded data. A stack seeded by an older shape is seeded again over it (every write
 * is a Put of the same keys, so bookmarks and views survive). 2: dashboards are written through
 * putDashboards. 3: roles hold their members' names (`members`), businesses their administrators'
 * (`admins`) and their seats taken (`activeUserCount`); active users are in the Directory user list.
 * 4: themes hold the businesses that wear them (`businesses`). 5: valid CNPJs, phones as digits,
 * pricing in cents, businesses count their dashboards, the report catalogue (reports count their dashboards).
 * 6: reports framed from their own host (reportOrigin), pictures under random keys (a re-seed writes
 * new ones; the old files stay in the local bucket, unreferenced). 7: Demo Analytics takes 100 users.
 * 8: a few weeks of views and usage counters for the demo's customer and customer_admin (seed-usage.ts).
 * 9: usage counters as a small day item and its who shards (functions/data/usage.ts); the days an
 * earlier seed wrote in one item stay readable as they are (their per-entity seconds are ignored).
 */
const SEED_VERSION = 9;

/** Seeds the demo unless it already is (in this shape); returns whether it wrote anything. */
export async function seedDemo(targets: SeedTargets): Promise<boolean> {
  const marker = await targets.db.send(new GetCommand({ TableName: targets.tableName, Key: keys.localSeedMarker() }));
  if (marker.Item && (marker.Item.seedVersion ?? 1) >= SEED_VERSION) return false;
  const now = new Date().toISOString();

  // Cognito first: the users' ids (their `sub`) are written on both sides of every membership.
  const userIds = await demoAccounts(targets);
  /** id → full name, as roles and businesses keep their members and administrators. */
  const namesOf: NamesOf = (users) => Object.fromEntries(users.map((user) => [userIds.get(user.email)!, `${user.firstName} ${user.lastName}`]));

  const items: Record<string, unknown>[] = [
    ...themeItems(),
    ...(await businessItems(targets, namesOf, now)),
    ...reportItems(),
    ...roleItems(namesOf),
  ];
  const dashboards = await demoDashboards(targets, now);
  items.push(...userItems(userIds, now));

  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    await writeBatch(targets, batch);
  }
  // Dashboards only through their one write path: sanitised descriptions, directory versions bumped.
  await putDashboards({ db: targets.db, tableName: targets.tableName }, dashboards);
  await seedDemoUsage({ db: targets.db, tableName: targets.tableName }, demoViewers(userIds));
  await targets.db.send(
    new PutCommand({ TableName: targets.tableName, Item: { ...keys.localSeedMarker(), seededAt: now, seedVersion: SEED_VERSION } }),
  );
  return true;
}

type NamesOf = (users: DemoUser[]) => Record<string, string>;

/** The demo users' Cognito accounts, with the demo password: their ids (`sub`) by e-mail. */
async function demoAccounts(targets: SeedTargets): Promise<Map<string, string>> {
  const userIds = new Map<string, string>();
  for (const user of DEMO_USERS)
    userIds.set(
      user.email,
      await ensurePasswordUser(targets.cognito, targets.userPoolId, {
        email: user.email,
        password: DEMO_PASSWORD,
        firstName: user.firstName,
        lastName: user.lastName,
      }),
    );
  return userIds;
}

/** The themes, each with the businesses that wear it. */
function themeItems(): Record<string, unknown>[] {
  return DEMO_THEMES.map((theme) => {
    const wornBy = DEMO_BUSINESSES.filter((business) => business.theme === theme.id);
    return themeItem({ type: 'theme', ...theme, businesses: Object.fromEntries(wornBy.map((business) => [business.id, business.name])) });
  });
}

/** Each business with its subdomain claim; its logo is uploaded on the way. */
async function businessItems(targets: SeedTargets, namesOf: NamesOf, now: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (const business of DEMO_BUSINESSES) {
    const logoKey = newStoredKey(business.id, 'business_logo', 'image/png');
    const theme = DEMO_THEMES.find((t) => t.id === business.theme)!;
    await putPng(
      targets,
      logoKey,
      previewPng(business.name, 'pie', { primary: theme.colours.primary, secondary: theme.colours.secondary, background: 'ffffff' }),
    );
    const admins = DEMO_USERS.filter((user) => user.business === business.id && user.access === 'customer_admin');
    items.push(
      businessItem({
        type: 'business',
        id: business.id,
        name: business.name,
        subdomain: business.subdomain,
        cnpj: business.cnpj,
        mainContactEmail: business.contact.email,
        mainContactFirstName: business.contact.firstName,
        mainContactLastName: business.contact.lastName,
        mainContactPhoneNumber: business.contact.phone,
        serviceDescription: business.serviceDescription,
        pricingCents: business.pricingCents,
        userLimit: business.userLimit,
        themeId: business.theme,
        logoKey,
        admins: namesOf(admins),
        activeUserCount: DEMO_USERS.filter((user) => user.business === business.id).length,
        dashboardCount: DEMO_DASHBOARDS.filter((dashboard) => dashboard.business === business.id).length,
        createdAt: now,
      }),
      subdomainItem(business.subdomain, business.id),
    );
  }
  return items;
}

/** The report catalogue, each report with the count of dashboards that name it. */
function reportItems(): Record<string, unknown>[] {
  return DEMO_REPORTS.map((report) => {
    const dashboardCount = DEMO_DASHBOARDS.filter((dashboard) => dashboard.reportId === report.id).length;
    return reportItem({ type: 'report', ...report, dashboardCount });
  });
}

/** The roles, each with its members' names. */
function roleItems(namesOf: NamesOf): Record<string, unknown>[] {
  return DEMO_ROLES.map((role) => {
    const members = DEMO_USERS.filter((user) => user.business === role.business && user.roles.includes(role.id));
    return roleItem({
      type: 'role',
      id: role.id,
      businessId: role.business,
      name: role.name,
      icon: role.icon,
      dashboardIds: role.dashboards,
      members: namesOf(members),
      version: 1,
    });
  });
}

/** The dashboards, framing the demo report page in their business's colours; their previews are uploaded on the way. */
async function demoDashboards(targets: SeedTargets, now: string): Promise<DashboardRecord[]> {
  const dashboards: DashboardRecord[] = [];
  for (const dashboard of DEMO_DASHBOARDS) {
    const business = DEMO_BUSINESSES.find((b) => b.id === dashboard.business)!;
    const theme = DEMO_THEMES.find((t) => t.id === business.theme)!;
    const previewKey = newStoredKey(business.id, 'dashboard_preview', 'image/png');
    await putPng(targets, previewKey, previewPng(dashboard.name, dashboard.report, theme.colours));
    const reportUrl = new URL('/report.html', targets.reportOrigin);
    reportUrl.searchParams.set('kind', dashboard.report);
    reportUrl.searchParams.set('title', dashboard.name);
    reportUrl.searchParams.set('color', theme.colours.primary);
    dashboards.push({
      type: 'dashboard',
      id: dashboard.id,
      businessId: business.id,
      name: dashboard.name,
      summary: dashboard.summary,
      description: dashboard.description,
      iframeUrl: reportUrl.toString(),
      previewKey,
      reportId: dashboard.reportId ?? null,
      createdAt: now,
    });
  }
  return dashboards;
}

/** Each user's profile, e-mail claim and identity claim. */
function userItems(userIds: Map<string, string>, now: string): Record<string, unknown>[] {
  return DEMO_USERS.flatMap((user) => {
    const userId = userIds.get(user.email)!;
    return [
      userItem({
        type: 'user',
        id: userId,
        businessId: user.business,
        access: user.access,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        roleIds: user.roles,
        disabled: false,
        invitedBy: null,
        invitedByName: null,
        invitedAt: now,
        createdAt: now,
      }),
      emailItem(user.email, userId, user.business),
      identityItem(userId, user.business),
    ];
  });
}

async function writeBatch(targets: SeedTargets, requests: { PutRequest: { Item: Record<string, unknown> } }[]) {
  let pending = requests;
  for (let attempt = 0; pending.length && attempt < 10; attempt++) {
    const result = await targets.db.send(new BatchWriteCommand({ RequestItems: { [targets.tableName]: pending } }));
    pending = (result.UnprocessedItems?.[targets.tableName] ?? []) as typeof pending;
  }
  if (pending.length) throw new Error('Seed: DynamoDB left items unprocessed');
}

async function putPng(targets: SeedTargets, key: string, body: Buffer) {
  await targets.s3.send(new PutObjectCommand({ Bucket: targets.uploadsBucket, Key: key, Body: body, ContentType: 'image/png' }));
}

/** Who uses the demo in its seeded past: its customer (their role's dashboards) and its customer_admin (a few). */
function demoViewers(userIds: Map<string, string>): DemoViewer[] {
  const viewer = (email: string, dashboardIds: string[]): DemoViewer => {
    const user = DEMO_USERS.find((u) => u.email === email)!;
    return {
      businessId: user.business!,
      userId: userIds.get(email)!,
      userName: `${user.firstName} ${user.lastName}`,
      dashboards: dashboardIds.map((id) => ({ id, name: DEMO_DASHBOARDS.find((d) => d.id === id)!.name })),
    };
  };
  const customerRoles = DEMO_USERS.find((u) => u.email === 'cliente@demo.local')!.roles;
  return [
    viewer('cliente@demo.local', DEMO_ROLES.find((role) => customerRoles.includes(role.id))!.dashboards),
    viewer('gestor@demo.local', ['dash-fluxo-caixa', 'dash-vendas-mensais', 'dash-dre-gerencial', 'dash-estoque']),
  ];
}

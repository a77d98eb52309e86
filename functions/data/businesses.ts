// The business item (keys.business), its subdomain claim (keys.subdomain) and the platform admin's
// list of every business (GSI1 `BUSINESSES`, keys.businessListEntry). The writes that create or change
// a business are transactions of their own (business-writes.ts).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { batchGetItems } from './batch-get.ts';
import { keys } from './keys.ts';
import { queryAllPages } from './query-prefix.ts';
import { fullName, type BusinessRecord, type SubdomainRecord } from './records.ts';
import { ROLES_VERSION } from './roles-version.ts';

/** Reads a business by id (`consistent` where what is read becomes a write's condition). */
export async function getBusiness(
  { db, tableName }: TableContext,
  businessId: string,
  options: { consistent?: boolean } = {},
): Promise<BusinessRecord | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.business(businessId), ...(options.consistent ? { ConsistentRead: true } : {}) }),
  );
  return result.Item as BusinessRecord | undefined;
}

/**
 * Resolves a subdomain to its business id (the public branding lookup; `consistent` where the answer
 * decides whether a new business may claim it).
 */
export async function getBusinessIdBySubdomain(
  { db, tableName }: TableContext,
  subdomain: string,
  options: { consistent?: boolean } = {},
): Promise<string | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.subdomain(subdomain), ...(options.consistent ? { ConsistentRead: true } : {}) }),
  );
  return (result.Item as SubdomainRecord | undefined)?.businessId;
}

/** What the admin's business list shows of each business. */
export type ListedBusiness = Pick<
  BusinessRecord,
  'id' | 'name' | 'mainContactFirstName' | 'mainContactLastName' | 'activeUserCount' | 'userLimit' | 'dashboardCount' | 'pricingCents'
>;
const LISTED_FIELDS = [
  'id',
  'name',
  'mainContactFirstName',
  'mainContactLastName',
  'activeUserCount',
  'userLimit',
  'dashboardCount',
  'pricingCents',
] as const satisfies readonly (keyof ListedBusiness)[];

/**
 * Every business in name order: one Query of the GSI1 `BUSINESSES` partition, only the list's
 * attributes (the counts are kept on the business item, no user or dashboard is read), following pages.
 */
export async function listBusinesses({ db, tableName }: TableContext): Promise<ListedBusiness[]> {
  const list = keys.businessListQuery();
  const names = Object.fromEntries(LISTED_FIELDS.map((field, i) => [`#f${i}`, field]));
  return queryAllPages<ListedBusiness>(db, {
    TableName: tableName,
    IndexName: list.indexName,
    KeyConditionExpression: '#pk = :pk',
    ProjectionExpression: Object.keys(names).join(', '),
    ExpressionAttributeNames: { '#pk': list.partitionKey, ...names },
    ExpressionAttributeValues: { ':pk': list.value },
  });
}

/** The name of the theme a business is given, undefined when there is none (GetItem of its name, strongly consistent: it decides a 422). */
export async function themeNameOf({ db, tableName }: TableContext, themeId: string): Promise<string | undefined> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.theme(themeId),
      ConsistentRead: true,
      ProjectionExpression: '#name',
      ExpressionAttributeNames: { '#name': 'name' },
    }),
  );
  return (result.Item as { name: string } | undefined)?.name;
}

/** The names of the given themes, by id (one BatchGetItem); a theme gone is simply absent. */
export async function themeNamesOf(table: TableContext, themeIds: string[]): Promise<Map<string, string>> {
  const themes = await batchGetItems<{ id: string; name: string }>(
    table,
    themeIds.map((id) => keys.theme(id)),
    ['id', 'name'],
  );
  return new Map(themes.map((theme) => [theme.id, theme.name]));
}

/** What "who may see a dashboard" reads of the business: its administrators (id → name) and its roles version. */
export interface BusinessAudience {
  admins: Record<string, string>;
  rolesVersion: number;
}

/**
 * The business's administrators and roles version (one GetItem of those two attributes, strongly
 * consistent: the version decides whether a cached copy of the roles is current); undefined if it is gone.
 */
export async function getAudienceOfBusiness({ db, tableName }: TableContext, businessId: string): Promise<BusinessAudience | undefined> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.business(businessId),
      ConsistentRead: true,
      ProjectionExpression: '#pk, #admins, #rolesVersion',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#admins': 'admins', '#rolesVersion': ROLES_VERSION },
    }),
  );
  if (!result.Item) return undefined;
  const item = result.Item as Partial<BusinessAudience>;
  return { admins: item.admins ?? {}, rolesVersion: item.rolesVersion ?? 0 };
}

/** What the usage insights show of a business. */
export type BusinessSeatsAndName = Pick<BusinessRecord, 'id' | 'name' | 'activeUserCount' | 'userLimit'>;

/**
 * The business (name, seats) and the full names of some of its users, in ONE BatchGet (the insights
 * need both only after their rankings are known). Users not of this business are simply absent.
 */
export async function getBusinessAndUserNames(
  table: TableContext,
  businessId: string,
  userIds: string[],
): Promise<{ business: BusinessSeatsAndName | undefined; userNames: Map<string, string> }> {
  type Read = { type: string; id: string; name?: string; activeUserCount?: number; userLimit?: number; firstName?: string; lastName?: string };
  const items = await batchGetItems<Read>(
    table,
    [keys.business(businessId), ...userIds.map((id) => keys.user(businessId, id))],
    ['type', 'id', 'name', 'activeUserCount', 'userLimit', 'firstName', 'lastName'],
  );
  const found = items.find((item) => item.type === 'business');
  const business = found && {
    id: found.id,
    name: found.name ?? '',
    activeUserCount: found.activeUserCount ?? 0,
    userLimit: found.userLimit ?? 0,
  };
  const users = items.filter((item) => item.type === 'user');
  return {
    business,
    userNames: new Map(users.map((user) => [user.id, fullName({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' })])),
  };
}

// What the collaborators screens read of a business: the lean user list (Directory index, keys only),
// one page of users by id, the roles as the list filter and the form show them, one role's members,
// and the business's seats. The list never reads every user: the Directory Query gives the whole list
// in name order (about 80 bytes a user), filters and counts run on its keys, and only the page's users
// are read in full (one BatchGet).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { UserStatus } from '#shared/contract/fields.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { batchGetItems } from './batch-get.ts';
import { keys } from './keys.ts';
import type { BusinessRecord, RoleRecord, UserRecord } from './records.ts';
import { queryAllPages } from './query-prefix.ts';

/** One user of a list: its id and the searchable text of its name and e-mail. */
export interface UserListEntry {
  id: string;
  /** searchText(name) + `#` + e-mail: what the name/e-mail search looks in. */
  searchText: string;
}

/**
 * The active (or, for `inactive`, the deactivated) users of a business, in name order (Directory Query
 * on that list, keys only): all of them, or the first `limit` (a page without a search reads no further
 * than its own rows).
 */
export async function listUserEntries(
  { db, tableName }: TableContext,
  businessId: string,
  { limit, status = 'active' }: { limit?: number; status?: UserStatus } = {},
): Promise<UserListEntry[]> {
  const { directory } = TABLE;
  const partition = status === 'inactive' ? keys.inactiveUserListPartition(businessId) : keys.userListPartition(businessId);
  const items = await queryAllPages<Record<string, unknown>>(
    db,
    {
      TableName: tableName,
      IndexName: directory.name,
      KeyConditionExpression: '#pk = :pk',
      ProjectionExpression: '#sk',
      ExpressionAttributeNames: { '#pk': directory.partitionKey, '#sk': directory.sortKey },
      ExpressionAttributeValues: { ':pk': partition },
    },
    limit,
  );
  const entries = items.map((item): UserListEntry => {
    const sortKey = item[directory.sortKey] as string;
    return { id: keys.userIdOfListEntry(sortKey), searchText: keys.searchTextOfListEntry(sortKey) };
  });
  return entries;
}

const LISTED_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'access',
  'roleIds',
  'invitedByName',
  'invitedAt',
  'disabled',
  'deactivatedAt',
  'invitationPending',
  'invitationSentAt',
] as const satisfies readonly (keyof UserRecord)[];
/** What a row of the list shows of a user. */
export type ListedUser = Pick<UserRecord, (typeof LISTED_FIELDS)[number]>;

/** Some users of a business (one BatchGet per 100), in the order of `userIds`; unknown ids are left out. */
export async function getListedUsers(table: TableContext, businessId: string, userIds: string[]): Promise<ListedUser[]> {
  if (userIds.length === 0) return [];
  const items = await batchGetItems<ListedUser>(
    table,
    userIds.map((id) => keys.user(businessId, id)),
    LISTED_FIELDS,
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  return userIds.flatMap((id) => byId.get(id) ?? []);
}

/** A role as the user form offers it: its dashboards, and whether it lists the user being edited. */
export interface RoleOption extends Pick<RoleRecord, 'id' | 'name' | 'dashboardIds'> {
  icon?: string;
  /** True when the role's `members` list the user asked about (`memberId`). */
  listsMember: boolean;
}

/**
 * Every role of a business (one Query on the ROLE# prefix, following pagination), only the attributes
 * named, plus `members.<memberId>` when a user is named: so a role of a thousand members never travels.
 */
async function queryRoles<T>(
  { db, tableName }: TableContext,
  businessId: string,
  attributes: readonly string[],
  memberId?: string,
): Promise<(T & { members?: Record<string, string> })[]> {
  const { partition, sortPrefix } = keys.rolesPrefix(businessId);
  const names: Record<string, string> = { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey };
  const projection = attributes.map((attribute, i) => {
    names[`#a${i}`] = attribute;
    return `#a${i}`;
  });
  if (memberId) {
    names['#members'] = 'members';
    names['#member'] = memberId;
    projection.push('#members.#member');
  }
  return queryAllPages<T & { members?: Record<string, string> }>(db, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ProjectionExpression: projection.join(', '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':pk': partition, ':prefix': sortPrefix },
  });
}

/** The business's roles for the user form (id, name, dashboards) and, for `memberId`, whether each lists that user. */
export async function listRoleOptions(table: TableContext, businessId: string, memberId?: string): Promise<RoleOption[]> {
  const roles = await queryRoles<Pick<RoleRecord, 'id' | 'name' | 'dashboardIds'>>(table, businessId, ['id', 'name', 'dashboardIds'], memberId);
  return roles.map(({ members, ...role }) => ({
    ...role,
    dashboardIds: role.dashboardIds ?? [],
    listsMember: memberId !== undefined && members?.[memberId] !== undefined,
  }));
}

/** A role's members, id → name (GetItem, that map only); undefined when the business has no such role. */
export async function getRoleMembers(
  { db, tableName }: TableContext,
  businessId: string,
  roleId: string,
): Promise<Record<string, string> | undefined> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.role(businessId, roleId),
      ProjectionExpression: '#pk, #members',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#members': 'members' },
    }),
  );
  if (!result.Item) return undefined;
  return (result.Item as Pick<RoleRecord, 'members'>).members ?? {};
}

/** What the users routes read of the business item. */
export type BusinessSeats = Pick<
  BusinessRecord,
  'name' | 'subdomain' | 'userLimit' | 'activeUserCount' | 'mainContactEmail' | 'admins' | 'rolesVersion'
>;

/**
 * Some attributes of the business (one GetItem, strongly consistent: the seats and administrators a
 * refusal is explained by must be the ones the refused transaction saw); undefined if there is none.
 */
export async function getBusinessFields<K extends keyof BusinessSeats>(
  { db, tableName }: TableContext,
  businessId: string,
  fields: readonly K[],
): Promise<Pick<BusinessSeats, K> | undefined> {
  const names = Object.fromEntries(fields.map((field, i) => [`#f${i}`, field]));
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.business(businessId),
      ConsistentRead: true,
      ProjectionExpression: ['#pk', ...Object.keys(names)].join(', '),
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, ...names },
    }),
  );
  return result.Item as Pick<BusinessSeats, K> | undefined;
}

// Roles (access levels) of a business at BIZ#<biz>/ROLE#<id>: each maps users to dashboards.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { batchGetItems } from './batch-get.ts';
import { keys } from './keys.ts';
import { queryPrefix } from './query-prefix.ts';
import { listUserEntries } from './user-list.ts';
import { fullName, type RoleRecord, type UserRecord } from './records.ts';
import type { TransactAction } from './transact.ts';

/** Some roles of a business (BatchGet), in the order of `roleIds`; deleted roles are left out. */
export async function getRolesByIds(table: TableContext, businessId: string, roleIds: string[]): Promise<RoleRecord[]> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return [];
  const items = await batchGetItems<RoleRecord>(
    table,
    unique.map((id) => keys.role(businessId, id)),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** Every role of a business (one Query on the ROLE# prefix of its partition). */
export async function listRolesOfBusiness(
  table: TableContext,
  businessId: string,
  options: { consistent?: boolean } = {},
): Promise<RoleRecord[]> {
  return queryPrefix<RoleRecord>(table, keys.rolesPrefix(businessId), options);
}

/** One role of a business, strongly consistent (a save conditions its write on the version read here); another business's id is not found. */
export async function getRole({ db, tableName }: TableContext, businessId: string, roleId: string): Promise<RoleRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.role(businessId, roleId), ConsistentRead: true }));
  return result.Item as RoleRecord | undefined;
}

/** The names of a business's roles (one Query on the ROLE# prefix, id and name only): the "name taken" check. */
export async function listRoleNames(table: TableContext, businessId: string): Promise<Pick<RoleRecord, 'id' | 'name'>[]> {
  return queryPrefix<Pick<RoleRecord, 'id' | 'name'>>(table, keys.rolesPrefix(businessId), { attributes: ['id', 'name'] });
}

/** An active user as a role form offers it. */
export interface UserOption {
  id: string;
  name: string;
}

/**
 * The business's active users, by name, as the role form offers them: the user list of the Directory
 * index (keys only: the order and the ids), then the display names by BatchGet (first and last name
 * only; one call per 100 users, in parallel). A user deactivated between the two reads is left out.
 */
export async function listActiveUserOptions(table: TableContext, businessId: string): Promise<UserOption[]> {
  const ids = (await listUserEntries(table, businessId)).map((entry) => entry.id);
  if (ids.length === 0) return [];
  const users = await batchGetItems<Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'disabled'>>(
    table,
    ids.map((id) => keys.user(businessId, id)),
    ['id', 'firstName', 'lastName', 'disabled'],
  );
  const byId = new Map(users.filter((user) => !user.disabled).map((user) => [user.id, user]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    return user ? [{ id, name: fullName(user) }] : [];
  });
}

/** What "who may see a dashboard" needs of a role: its members, with their names. */
export type RoleMembers = Pick<RoleRecord, 'id' | 'members'>;

/**
 * The roles of a business that include one dashboard, members only: one Query on the ROLE# prefix (a
 * business has a few dozen roles at most), filtered by DynamoDB so only the matching roles travel back.
 */
export async function listRoleMembersOfDashboard(table: TableContext, businessId: string, dashboardId: string): Promise<RoleMembers[]> {
  return queryPrefix<RoleMembers>(table, keys.rolesPrefix(businessId), {
    filter: {
      expression: 'contains(#dashboardIds, :dashboardId)',
      names: { '#dashboardIds': 'dashboardIds' },
      values: { ':dashboardId': dashboardId },
    },
    attributes: ['id', 'members'],
  });
}

/** What taking a dashboard out of a role needs of it. */
export type RoleDashboards = Pick<RoleRecord, 'id' | 'dashboardIds'>;

/** The roles of a business that include one dashboard, with their dashboard lists (one filtered Query on ROLE#). */
export async function listRolesHoldingDashboard(table: TableContext, businessId: string, dashboardId: string): Promise<RoleDashboards[]> {
  return queryPrefix<RoleDashboards>(table, keys.rolesPrefix(businessId), {
    filter: {
      expression: 'contains(#dashboardIds, :dashboardId)',
      names: { '#dashboardIds': 'dashboardIds' },
      values: { ':dashboardId': dashboardId },
    },
    attributes: ['id', 'dashboardIds'],
  });
}

/**
 * The Update that takes a dashboard out of a role, as an action of a transaction: REMOVE of its
 * positions in `dashboardIds`, each conditioned on still holding it there, so a role changed since it was
 * read cancels the transaction instead of losing another dashboard. The version bump makes a whole-role
 * save that read the role before this change fail its condition and read again.
 */
export function removeDashboardFromRoleAction(tableName: string, businessId: string, role: RoleDashboards, dashboardId: string): TransactAction {
  const positions = role.dashboardIds.flatMap((id, position) => (id === dashboardId ? [position] : []));
  return {
    Update: {
      TableName: tableName,
      Key: keys.role(businessId, role.id),
      UpdateExpression: `REMOVE ${positions.map((position) => `#ids[${position}]`).join(', ')} ADD #version :one`,
      ConditionExpression: ['attribute_exists(#pk)', ...positions.map((position) => `#ids[${position}] = :dashboardId`)].join(' AND '),
      ExpressionAttributeNames: { '#ids': 'dashboardIds', '#pk': TABLE.partitionKey, '#version': 'version' },
      ExpressionAttributeValues: { ':dashboardId': dashboardId, ':one': 1 },
    },
  };
}

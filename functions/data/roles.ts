// Roles (access levels) of a business at BIZ#<biz>/ROLE#<id>: each maps users to dashboards.
import { TABLE } from '#shared/constants.ts';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { batchGetItems } from './batch-get.ts';
import { queryPrefix } from './query-prefix.ts';
import type { RoleRecord } from './records.ts';
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
export async function listRolesOfBusiness(table: TableContext, businessId: string): Promise<RoleRecord[]> {
  return queryPrefix<RoleRecord>(table, keys.rolesPrefix(businessId));
}

/** What "who may see a dashboard" needs of a role. */
export type RoleMembers = Pick<RoleRecord, 'id' | 'userIds'>;

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
    attributes: ['id', 'userIds'],
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
 * read cancels the transaction instead of losing another dashboard.
 */
export function removeDashboardFromRoleAction(tableName: string, businessId: string, role: RoleDashboards, dashboardId: string): TransactAction {
  const positions = role.dashboardIds.flatMap((id, position) => (id === dashboardId ? [position] : []));
  return {
    Update: {
      TableName: tableName,
      Key: keys.role(businessId, role.id),
      UpdateExpression: `REMOVE ${positions.map((position) => `#ids[${position}]`).join(', ')}`,
      ConditionExpression: ['attribute_exists(#pk)', ...positions.map((position) => `#ids[${position}] = :dashboardId`)].join(' AND '),
      ExpressionAttributeNames: { '#ids': 'dashboardIds', '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':dashboardId': dashboardId },
    },
  };
}

// Roles (access levels) of a business at BIZ#<biz>/ROLE#<id>: each maps users to dashboards.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '../../shared/constants.ts';
import { keys } from '../../shared/keys.ts';
import type { TableContext } from '../lib/dynamo.ts';
import { batchGetItems } from './batch-get.ts';
import type { RoleRecord } from './records.ts';

/** Some roles of a business (BatchGet), in the order of `roleIds`; deleted roles are left out. */
export async function getRolesByIds(table: TableContext, businessId: string, roleIds: string[]): Promise<RoleRecord[]> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return [];
  const items = await batchGetItems<RoleRecord>(table, unique.map((id) => keys.role(businessId, id)));
  const byId = new Map(items.map((item) => [item.id, item]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** Every role of a business (one Query on the ROLE# prefix of its partition). */
export async function listRolesOfBusiness({ db, tableName }: TableContext, businessId: string): Promise<RoleRecord[]> {
  const { partition, sortPrefix } = keys.rolesPrefix(businessId);
  const roles: RoleRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
        ExpressionAttributeValues: { ':pk': partition, ':prefix': sortPrefix },
        ExclusiveStartKey: startKey,
      }),
    );
    roles.push(...((result.Items ?? []) as RoleRecord[]));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return roles;
}

/** What "who may see a dashboard" needs of a role. */
export type RoleMembers = Pick<RoleRecord, 'id' | 'userIds'>;

/**
 * The roles of a business that include one dashboard, members only: one Query on the ROLE# prefix (a
 * business has a few dozen roles at most), filtered by DynamoDB so only the matching roles travel back.
 */
export async function listRoleMembersOfDashboard({ db, tableName }: TableContext, businessId: string, dashboardId: string): Promise<RoleMembers[]> {
  const { partition, sortPrefix } = keys.rolesPrefix(businessId);
  const roles: RoleMembers[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        FilterExpression: 'contains(#dashboardIds, :dashboardId)',
        ProjectionExpression: '#id, #userIds',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey, '#dashboardIds': 'dashboardIds', '#id': 'id', '#userIds': 'userIds' },
        ExpressionAttributeValues: { ':pk': partition, ':prefix': sortPrefix, ':dashboardId': dashboardId },
        ExclusiveStartKey: startKey,
      }),
    );
    roles.push(...((result.Items ?? []) as RoleMembers[]));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return roles;
}

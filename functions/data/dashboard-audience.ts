// Who may see a dashboard: the business's customer_admins (they see every dashboard) plus the users
// whose roles include it. Two Queries in parallel (the business's roles, its users by name).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../shared/keys.ts';
import type { TableContext } from '../lib/dynamo.ts';
import { fullName, type UserRecord } from './records.ts';
import { listRolesOfBusiness } from './roles.ts';

/** Every user of a business in name order (users-by-name index Query; bounded by the business's user limit). */
export async function listUsersOfBusiness({ db, tableName }: TableContext, businessId: string): Promise<UserRecord[]> {
  const index = keys.usersListQuery(businessId);
  const users: UserRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: index.indexName,
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: 'id, access, firstName, lastName, roleIds, disabled',
        ExpressionAttributeNames: { '#pk': index.partitionKey },
        ExpressionAttributeValues: { ':pk': index.value },
        ExclusiveStartKey: startKey,
      }),
    );
    users.push(...((result.Items ?? []) as UserRecord[]));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return users;
}

/** Names of the active users who may see a dashboard, in name order. */
export async function listUsersWhoSee(table: TableContext, businessId: string, dashboardId: string): Promise<string[]> {
  const [roles, users] = await Promise.all([listRolesOfBusiness(table, businessId), listUsersOfBusiness(table, businessId)]);
  const rolesWithIt = new Set(roles.filter((role) => role.dashboardIds.includes(dashboardId)).map((role) => role.id));
  return users
    .filter((user) => !user.disabled)
    .filter((user) => user.access === 'customer_admin' || (user.roleIds ?? []).some((roleId) => rolesWithIt.has(roleId)))
    .map(fullName);
}

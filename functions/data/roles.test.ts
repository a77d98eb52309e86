import { describe, expect, it } from 'vitest';
import { fakeTable } from './fake-table.ts';
import { listRolesHoldingDashboard, removeDashboardFromRoleAction } from './roles.ts';

describe('roles holding a dashboard', () => {
  it('finds them with one Query on the ROLE# prefix, filtered by DynamoDB, ids and dashboard lists only', async () => {
    const table = fakeTable([{ Items: [{ id: 'r1', dashboardIds: ['d0', 'd1'] }] }]);
    expect(await listRolesHoldingDashboard(table, 'biz-1', 'd1')).toEqual([{ id: 'r1', dashboardIds: ['d0', 'd1'] }]);
    expect(table.sent).toEqual([
      {
        name: 'QueryCommand',
        input: {
          TableName: 'portal-test',
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          FilterExpression: 'contains(#dashboardIds, :dashboardId)',
          ProjectionExpression: '#a_id, #a_dashboardIds',
          ExpressionAttributeNames: {
            '#pk': 'PK',
            '#sk': 'SK',
            '#dashboardIds': 'dashboardIds',
            '#a_id': 'id',
            '#a_dashboardIds': 'dashboardIds',
          },
          ExpressionAttributeValues: { ':pk': 'BIZ#biz-1', ':prefix': 'ROLE#', ':dashboardId': 'd1' },
          ExclusiveStartKey: undefined,
        },
      },
    ]);
  });

  it('takes the dashboard out of every position that holds it, each conditioned on still holding it', () => {
    expect(removeDashboardFromRoleAction('portal-test', 'biz-1', { id: 'r1', dashboardIds: ['d1', 'd2', 'd1'] }, 'd1')).toEqual({
      Update: {
        TableName: 'portal-test',
        Key: { PK: 'BIZ#biz-1', SK: 'ROLE#r1' },
        UpdateExpression: 'REMOVE #ids[0], #ids[2] ADD #version :one',
        ConditionExpression: 'attribute_exists(#pk) AND #ids[0] = :dashboardId AND #ids[2] = :dashboardId',
        ExpressionAttributeNames: { '#ids': 'dashboardIds', '#pk': 'PK', '#version': 'version' },
        ExpressionAttributeValues: { ':dashboardId': 'd1', ':one': 1 },
      },
    });
  });
});

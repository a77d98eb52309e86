import { describe, expect, it } from 'vitest';
import { listUsersWhoSee } from './dashboard-audience.ts';
import { fakeTable } from './fake-table.ts';

const user = (id: string, firstName: string, access: string, roleIds: string[], disabled = false) => ({
  id,
  firstName,
  lastName: 'Silva',
  access,
  roleIds,
  disabled,
});

describe('listUsersWhoSee', () => {
  it('reads the roles that include it and the administrators, then only those users, and sorts their names', async () => {
    // Prepare: roles-with-it Query, business GetItem, users BatchGet.
    const table = fakeTable([
      {
        Items: [
          { id: 'r1', userIds: ['u1', 'u2', 'u4'] },
          { id: 'r2', userIds: ['u2', 'u3'] },
        ],
      },
      { Item: { adminUserIds: ['a1', 'a2'] } },
      {
        Responses: {
          'portal-test': [
            user('u1', 'Úrsula', 'customer', ['r1']),
            user('u2', 'bruno', 'customer', ['r1', 'r2']),
            user('u3', 'Carla', 'customer', ['r2'], true),
            user('u4', 'Dário', 'customer', ['r9']),
            user('a1', 'Ana', 'customer_admin', []),
            user('a2', 'Zé', 'customer_admin', [], true),
          ],
        },
      },
    ]);
    // Act
    const names = await listUsersWhoSee(table, 'biz-1', 'd1');
    // Assess: disabled users out; u4 is listed on the role but its own roleIds disagree, so it is out too.
    expect(names).toEqual(['Ana Silva', 'bruno Silva', 'Úrsula Silva']);
    expect(table.sent.map((c) => c.name)).toEqual(['QueryCommand', 'GetCommand', 'BatchGetCommand']);
    expect(table.sent[0].input).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      FilterExpression: 'contains(#dashboardIds, :dashboardId)',
      ExpressionAttributeValues: { ':pk': 'BIZ#biz-1', ':prefix': 'ROLE#', ':dashboardId': 'd1' },
    });
    expect(table.sent[1].input).toMatchObject({ Key: { PK: 'BIZ#biz-1', SK: 'BUSINESS' }, ProjectionExpression: '#admins' });
    const keys = (table.sent[2].input.RequestItems as Record<string, { Keys: { SK: string }[] }>)['portal-test'].Keys.map((k) => k.SK);
    expect(keys.sort()).toEqual(['USER#a1', 'USER#a2', 'USER#u1', 'USER#u2', 'USER#u3', 'USER#u4']);
  });

  it('reads no user when nobody may see it', async () => {
    const table = fakeTable([{ Items: [] }, { Item: { adminUserIds: [] } }]);
    expect(await listUsersWhoSee(table, 'biz-1', 'd1')).toEqual([]);
    expect(table.sent.map((c) => c.name)).toEqual(['QueryCommand', 'GetCommand']);
  });
});

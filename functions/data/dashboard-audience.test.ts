import { describe, expect, it } from 'vitest';
import { listUsersWhoSee } from './dashboard-audience.ts';
import { fakeTable } from './fake-table.ts';

describe('listUsersWhoSee', () => {
  it('reads the roles that include it and the administrators in one round, and sorts the names as the user list does', async () => {
    // Prepare: roles-with-it Query, business GetItem (both sent before either answers).
    const table = fakeTable([
      {
        Items: [
          { id: 'r1', members: { u1: 'Úrsula Silva', u2: 'bruno Silva' } },
          { id: 'r2', members: { u2: 'bruno Silva', a1: 'Ana Silva' } },
        ],
      },
      { Item: { admins: { a1: 'Ana Silva', a2: 'Zé Silva' } } },
    ]);
    // Act
    const names = await listUsersWhoSee(table, 'biz-1', 'd1');
    // Assess: each person once, accent- and case-free order.
    expect(names).toEqual(['Ana Silva', 'bruno Silva', 'Úrsula Silva', 'Zé Silva']);
    expect(table.sent.map((c) => c.name)).toEqual(['QueryCommand', 'GetCommand']);
    expect(table.sent[0].input).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      FilterExpression: 'contains(#dashboardIds, :dashboardId)',
      ExpressionAttributeValues: { ':pk': 'BIZ#biz-1', ':prefix': 'ROLE#', ':dashboardId': 'd1' },
    });
    expect(table.sent[1].input).toMatchObject({ Key: { PK: 'BIZ#biz-1', SK: 'BUSINESS' }, ProjectionExpression: '#admins' });
  });

  it('is empty when no role includes it and the business has no administrator', async () => {
    const table = fakeTable([{ Items: [] }, { Item: { admins: {} } }]);
    expect(await listUsersWhoSee(table, 'biz-1', 'd1')).toEqual([]);
  });
});

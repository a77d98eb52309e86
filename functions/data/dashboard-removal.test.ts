import { describe, expect, it } from 'vitest';
import { removeDashboardOfBusiness } from './dashboard-removal.ts';
import { fakeTable } from './fake-table.ts';

const stored = { type: 'dashboard', id: 'd1', businessId: 'biz-1', name: 'Painel', previewKey: 'biz-1/previews/a.png' };
const cancelled = Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' });

describe('removeDashboardOfBusiness', () => {
  it('reads the dashboard, the roles holding it and its bookmarks in parallel, then deletes all in one transaction', async () => {
    // Prepare: answers in the order sent (Get, roles Query, bookmarks Query), then the transaction.
    const table = fakeTable([
      { Item: stored },
      { Items: [{ id: 'r1', dashboardIds: ['d1'] }] },
      { Items: [{ userId: 'u1' }, { userId: 'u2' }] },
    ]);
    // Act
    const removed = await removeDashboardOfBusiness(table, 'biz-1', 'd1', 7);
    // Assess
    expect(removed).toEqual(stored);
    expect(table.sent.map((c) => c.name)).toEqual(['GetCommand', 'QueryCommand', 'QueryCommand', 'TransactWriteCommand']);
    const actions = table.sent[3].input.TransactItems as Array<Record<string, { Key: { SK: string } }>>;
    expect(actions.map((action) => `${Object.keys(action)[0]} ${Object.values(action)[0].Key.SK}`)).toEqual([
      'Delete DASHBOARD#d1',
      'Update DIRECTORY_VERSION',
      'Update ROLE#r1',
      'Delete BOOKMARK#u1#d1',
      'Delete BOOKMARK#u2#d1',
      // A role changed: the business's roles version goes up in the same transaction, merged with the
      // business's dashboard count going down (one action per item).
      'Update BUSINESS',
    ]);
    expect(actions.at(-1)).toMatchObject({
      Update: {
        UpdateExpression: 'ADD #dashboardCount :dashboardCountStep, #rolesVersion :one',
        ExpressionAttributeValues: { ':dashboardCountStep': -1 },
      },
    });
  });

  it('answers undefined and writes nothing for an unknown dashboard', async () => {
    const table = fakeTable([{}, { Items: [] }, { Items: [] }]);
    expect(await removeDashboardOfBusiness(table, 'biz-1', 'nope')).toBeUndefined();
    expect(table.sent.map((c) => c.name)).toEqual(['GetCommand', 'QueryCommand', 'QueryCommand']);
  });

  it('reads again when the transaction is cancelled, and finds the dashboard gone', async () => {
    const table = fakeTable([{ Item: stored }, { Items: [] }, { Items: [] }, cancelled, {}, { Items: [] }, { Items: [] }]);
    expect(await removeDashboardOfBusiness(table, 'biz-1', 'd1')).toBeUndefined();
    expect(table.sent.map((c) => c.name)).toEqual([
      'GetCommand',
      'QueryCommand',
      'QueryCommand',
      'TransactWriteCommand',
      'GetCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
  });

  it('gives up after three cancelled attempts', async () => {
    const attempt = [{ Item: stored }, { Items: [] }, { Items: [] }, cancelled];
    const table = fakeTable([...attempt, ...attempt, ...attempt]);
    await expect(removeDashboardOfBusiness(table, 'biz-1', 'd1')).rejects.toThrow('cancelled');
    expect(table.sent.filter((c) => c.name === 'TransactWriteCommand')).toHaveLength(3);
  });
});

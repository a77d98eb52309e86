import { describe, expect, it } from 'vitest';
import { keys } from '../../shared/keys.ts';
import { getDashboardsByIds, listDashboardDirectory } from './dashboards.ts';
import { fakeTable } from './fake-table.ts';

describe('listDashboardDirectory', () => {
  it('reads the business partition of the Directory index, name and sort key only', async () => {
    // Prepare
    const table = fakeTable([{ Items: [{ DirSK: 'relatorio de clientes#dash-1', name: 'Relatório de Clientes' }] }]);
    // Act
    const entries = await listDashboardDirectory(table, 'biz-1');
    // Assess
    expect(table.sent).toEqual([
      {
        name: 'QueryCommand',
        input: {
          TableName: 'portal-test',
          IndexName: 'Directory',
          KeyConditionExpression: '#pk = :pk',
          ProjectionExpression: '#sk, #name',
          ExpressionAttributeNames: { '#pk': 'DirPK', '#sk': 'DirSK', '#name': 'name' },
          ExpressionAttributeValues: { ':pk': 'BIZ#biz-1#DASHBOARDS' },
          ExclusiveStartKey: undefined,
        },
      },
    ]);
    expect(entries).toEqual([{ id: 'dash-1', name: 'Relatório de Clientes' }]);
  });

  it('follows LastEvaluatedKey until the directory is read', async () => {
    const table = fakeTable([{ Items: [{ DirSK: 'a#d1', name: 'A' }], LastEvaluatedKey: { x: 1 } }, { Items: [{ DirSK: 'b#d2', name: 'B' }] }]);
    const entries = await listDashboardDirectory(table, 'biz-1');
    expect(entries.map((entry) => entry.id)).toEqual(['d1', 'd2']);
    expect(table.sent[1].input.ExclusiveStartKey).toEqual({ x: 1 });
  });
});

describe('getDashboardsByIds', () => {
  it('asks again for unprocessed keys and answers in the order asked', async () => {
    const table = fakeTable([
      {
        Responses: { 'portal-test': [{ id: 'd2', name: 'B' }] },
        UnprocessedKeys: { 'portal-test': { Keys: [keys.dashboard('biz-1', 'd1')] } },
      },
      { Responses: { 'portal-test': [{ id: 'd1', name: 'A' }] } },
    ]);
    const dashboards = await getDashboardsByIds(table, 'biz-1', ['d1', 'd2']);
    expect(dashboards.map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(table.sent.map((c) => c.name)).toEqual(['BatchGetCommand', 'BatchGetCommand']);
    const cardProjection = {
      ProjectionExpression: '#a0, #a1, #a2, #a3',
      ExpressionAttributeNames: { '#a0': 'id', '#a1': 'name', '#a2': 'summary', '#a3': 'previewKey' },
    };
    expect(table.sent[0].input).toEqual({
      RequestItems: {
        'portal-test': { Keys: [{ PK: 'BIZ#biz-1', SK: 'DASHBOARD#d1' }, { PK: 'BIZ#biz-1', SK: 'DASHBOARD#d2' }], ...cardProjection },
      },
    });
    expect(table.sent[1].input).toEqual({ RequestItems: { 'portal-test': { Keys: [{ PK: 'BIZ#biz-1', SK: 'DASHBOARD#d1' }], ...cardProjection } } });
  });

  it('asks in chunks of 100 keys', async () => {
    const ids = Array.from({ length: 230 }, (_, i) => `d${i}`);
    const table = fakeTable([{}, {}, {}]);
    await getDashboardsByIds(table, 'biz-1', ids);
    const sizes = table.sent.map((c) => (c.input.RequestItems as Record<string, { Keys: unknown[] }>)['portal-test'].Keys.length);
    expect(sizes).toEqual([100, 100, 30]);
  });

  it('sends nothing for an empty page', async () => {
    const table = fakeTable();
    expect(await getDashboardsByIds(table, 'biz-1', [])).toEqual([]);
    expect(table.sent).toEqual([]);
  });
});

describe('dashboardIdOfDirectoryEntry', () => {
  it('takes the id after the last # even when the name holds one', () => {
    const entry = keys.dashboardDirectoryEntry('biz-1', 'dash-9', 'Vendas #1');
    expect(keys.dashboardIdOfDirectoryEntry(entry.DirSK)).toBe('dash-9');
  });
});

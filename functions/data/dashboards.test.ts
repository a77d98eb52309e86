import { describe, expect, it } from 'vitest';
import { keys } from './keys.ts';
import { deleteDashboardOfBusiness, putDashboard, putDashboards } from './dashboard-writes.ts';
import { getCardsAndBookmarks, getDashboardsByIds, getDirectoryVersion, listDashboardDirectory } from './dashboards.ts';
import type { DashboardRecord } from './records.ts';
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
    expect(entries).toEqual([{ id: 'dash-1', name: 'Relatório de Clientes', searchName: 'relatorio de clientes' }]);
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
        'portal-test': {
          Keys: [
            { PK: 'BIZ#biz-1', SK: 'DASHBOARD#d1' },
            { PK: 'BIZ#biz-1', SK: 'DASHBOARD#d2' },
          ],
          ...cardProjection,
        },
      },
    });
    expect(table.sent[1].input).toEqual({
      RequestItems: { 'portal-test': { Keys: [{ PK: 'BIZ#biz-1', SK: 'DASHBOARD#d1' }], ...cardProjection } },
    });
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

const dashboard = (id: string, businessId = 'biz-1', description = '<p>ok</p>'): DashboardRecord => ({
  type: 'dashboard',
  id,
  businessId,
  name: `Painel ${id}`,
  summary: '',
  description,
  iframeUrl: 'https://r.example/x',
  previewKey: null,
  reportId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const bump = (businessId: string, now: number) => ({
  Update: {
    TableName: 'portal-test',
    Key: { PK: `BIZ#${businessId}`, SK: 'DIRECTORY_VERSION' },
    UpdateExpression: 'ADD #version :one SET #type = :type, #changedAt = :now',
    ExpressionAttributeNames: { '#version': 'version', '#type': 'type', '#changedAt': 'changedAt' },
    ExpressionAttributeValues: { ':one': 1, ':type': 'directoryVersion', ':now': now },
  },
});

describe('putDashboard (the one write path)', () => {
  it('stores the description sanitised, and the item with its directory version bump in one transaction', async () => {
    const table = fakeTable();
    const stored = await putDashboard(table, dashboard('d1', 'biz-1', '<p onclick="x()">Oi</p><script>alert(1)</script>'), { now: 1234 });
    expect(stored.description).toBe('<p>Oi</p>');
    expect(table.sent).toEqual([
      {
        name: 'TransactWriteCommand',
        input: {
          TransactItems: [
            {
              Put: {
                TableName: 'portal-test',
                Item: expect.objectContaining({
                  PK: 'BIZ#biz-1',
                  SK: 'DASHBOARD#d1',
                  DirPK: 'BIZ#biz-1#DASHBOARDS',
                  DirSK: 'painel d1#d1',
                  description: '<p>Oi</p>',
                }),
              },
            },
            bump('biz-1', 1234),
          ],
        },
      },
    ]);
  });

  it('writes many per business, at most 99 dashboards and their business’s bump per transaction', async () => {
    const table = fakeTable();
    const many = [...Array.from({ length: 150 }, (_, i) => dashboard(`a${i}`, 'biz-a', '<img src=x onerror=y()>t')), dashboard('b0', 'biz-b')];
    await putDashboards(table, many, 99);
    const transactions = table.sent.map((c) => c.input.TransactItems as Array<{ Put?: { Item: Record<string, unknown> }; Update?: unknown }>);
    expect(table.sent.every((c) => c.name === 'TransactWriteCommand')).toBe(true);
    expect(transactions.map((items) => items.length)).toEqual([100, 52, 2]);
    expect(transactions.map((items) => items.at(-1))).toEqual([bump('biz-a', 99), bump('biz-a', 99), bump('biz-b', 99)]);
    expect(transactions[0][0].Put?.Item.description).toBe('t');
  });

  it('deletes, conditioned on the dashboard existing, with the bump and the cleanup in one transaction', async () => {
    const table = fakeTable();
    const cleanup = [{ Delete: { TableName: 'portal-test', Key: { PK: 'BIZ#biz-1', SK: 'BOOKMARK#u1#d1' } } }];
    await deleteDashboardOfBusiness(table, 'biz-1', 'd1', { cleanup, now: 5 });
    expect(table.sent).toEqual([
      {
        name: 'TransactWriteCommand',
        input: {
          TransactItems: [
            {
              Delete: {
                TableName: 'portal-test',
                Key: { PK: 'BIZ#biz-1', SK: 'DASHBOARD#d1' },
                ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#reportId) OR attribute_type(#reportId, :null))',
                ExpressionAttributeNames: { '#pk': 'PK', '#reportId': 'reportId' },
                ExpressionAttributeValues: { ':null': 'NULL' },
              },
            },
            bump('biz-1', 5),
            ...cleanup,
            // One dashboard fewer on its business, which must exist.
            {
              Update: {
                TableName: 'portal-test',
                Key: { PK: 'BIZ#biz-1', SK: 'BUSINESS' },
                UpdateExpression: 'ADD #count :delta',
                ConditionExpression: 'attribute_exists(#pk)',
                ExpressionAttributeNames: { '#pk': 'PK', '#count': 'dashboardCount' },
                ExpressionAttributeValues: { ':delta': -1 },
              },
            },
          ],
        },
      },
    ]);
  });

  it('sends cleanup that does not fit first, in full transactions, and the dashboard’s delete last', async () => {
    const table = fakeTable();
    const cleanup = Array.from({ length: 250 }, (_, i) => ({
      Delete: { TableName: 'portal-test', Key: { PK: 'BIZ#biz-1', SK: `BOOKMARK#u${i}#d1` } },
    }));
    await deleteDashboardOfBusiness(table, 'biz-1', 'd1', { cleanup, now: 5 });
    const transactions = table.sent.map((c) => c.input.TransactItems as Array<{ Delete?: { Key: { SK: string } } }>);
    expect(transactions.map((items) => items.length)).toEqual([100, 53, 100]);
    expect(transactions.flat().filter((action) => action.Delete?.Key.SK.startsWith('BOOKMARK#')).length).toBe(250);
    expect(transactions[2][0].Delete?.Key.SK).toBe('DASHBOARD#d1');
    expect(
      transactions
        .slice(0, 2)
        .flat()
        .some((action) => action.Delete?.Key.SK === 'DASHBOARD#d1'),
    ).toBe(false);
  });

  it('writes a renamed dashboard read back from the table under its new name’s Directory entry', async () => {
    const table = fakeTable();
    const readBack = { ...dashboard('d1'), PK: 'BIZ#biz-1', SK: 'DASHBOARD#d1', DirPK: 'BIZ#biz-1#DASHBOARDS', DirSK: 'painel d1#d1' };
    await putDashboard(table, { ...readBack, name: 'Ômega' });
    const put = (table.sent[0].input.TransactItems as Array<{ Put: { Item: Record<string, unknown> } }>)[0].Put;
    expect(put.Item).toMatchObject({ DirSK: 'omega#d1', name: 'Ômega' });
  });

  it('conditions a create on a new id and an update on an existing one', async () => {
    const table = fakeTable();
    await putDashboard(table, dashboard('d1'), { now: 1, condition: 'new' });
    await putDashboard(table, dashboard('d1'), { now: 2, condition: 'existing' });
    const puts = table.sent.map((c) => (c.input.TransactItems as Array<{ Put?: Record<string, unknown> }>)[0].Put);
    expect(puts.map((put) => [put?.ConditionExpression, put?.ExpressionAttributeNames])).toEqual([
      ['attribute_not_exists(#pk)', { '#pk': 'PK' }],
      [
        'attribute_exists(#pk) AND (attribute_not_exists(#reportId) OR attribute_type(#reportId, :null))',
        { '#pk': 'PK', '#reportId': 'reportId' },
      ],
    ]);
    // The create counts the dashboard on its business; the update of an unchanged report counts nothing.
    const items = table.sent.map((c) =>
      (c.input.TransactItems as Array<Record<string, { Key?: { SK: string } }>>).map((a) => Object.keys(a)[0]),
    );
    expect(items).toEqual([
      ['Put', 'Update', 'Update'],
      ['Put', 'Update'],
    ]);
  });

  it('moves the report counts when a dashboard changes report, conditioned on the report it read', async () => {
    const table = fakeTable();
    await putDashboard(table, { ...dashboard('d1'), reportId: 'rep-b' }, { now: 3, condition: 'existing', readReportId: 'rep-a' });
    const actions = table.sent[0].input.TransactItems as Array<{ Put?: Record<string, unknown>; Update?: Record<string, unknown> }>;
    expect(actions[0].Put).toMatchObject({
      ConditionExpression: 'attribute_exists(#pk) AND #reportId = :readReport',
      ExpressionAttributeValues: { ':readReport': 'rep-a' },
    });
    expect(
      actions
        .slice(2)
        .map((a) => [(a.Update?.Key as { PK: string }).PK, (a.Update?.ExpressionAttributeValues as { ':delta': number })[':delta']]),
    ).toEqual([
      ['REPORT#rep-a', -1],
      ['REPORT#rep-b', 1],
    ]);
  });
});

describe('getDirectoryVersion', () => {
  it('reads the version item strongly consistently, 0 before any write', async () => {
    const table = fakeTable([{ Item: { version: 3, changedAt: 77 } }, {}]);
    expect(await getDirectoryVersion(table, 'biz-1')).toEqual({ version: 3, changedAt: 77 });
    expect(await getDirectoryVersion(table, 'biz-1')).toEqual({ version: 0, changedAt: 0 });
    expect(table.sent[0].input).toMatchObject({ Key: { PK: 'BIZ#biz-1', SK: 'DIRECTORY_VERSION' }, ConsistentRead: true });
  });
});

describe('getCardsAndBookmarks', () => {
  it('reads each dashboard’s card and the user’s bookmark of it in one BatchGet, cards in the order asked', async () => {
    const table = fakeTable([
      {
        Responses: {
          'portal-test': [
            { type: 'bookmark', dashboardId: 'd2' },
            { type: 'dashboard', id: 'd2', name: 'B', summary: 's', previewKey: null },
            { type: 'dashboard', id: 'd1', name: 'A', summary: '', previewKey: 'k' },
          ],
        },
      },
    ]);
    const answer = await getCardsAndBookmarks(table, 'biz-1', 'u1', ['d1', 'd2', 'gone']);
    expect(answer.cards).toEqual([
      { id: 'd1', name: 'A', summary: '', previewKey: 'k' },
      { id: 'd2', name: 'B', summary: 's', previewKey: null },
    ]);
    expect([...answer.bookmarked]).toEqual(['d2']);
    const request = (table.sent[0].input.RequestItems as Record<string, { Keys: { SK: string }[]; ExpressionAttributeNames: object }>)[
      'portal-test'
    ];
    expect(request.Keys.map((k) => k.SK)).toEqual([
      'DASHBOARD#d1',
      'BOOKMARK#u1#d1',
      'DASHBOARD#d2',
      'BOOKMARK#u1#d2',
      'DASHBOARD#gone',
      'BOOKMARK#u1#gone',
    ]);
    expect(Object.values(request.ExpressionAttributeNames)).toEqual(['id', 'name', 'summary', 'previewKey', 'type', 'dashboardId']);
  });

  it('sends nothing for an empty page', async () => {
    const table = fakeTable();
    expect(await getCardsAndBookmarks(table, 'biz-1', 'u1', [])).toEqual({ cards: [], bookmarked: new Set() });
    expect(table.sent).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { endViewOfUser, listViewsOfDashboard, newViewId, sequenceRangeOfPage, startView, viewRangeQuery } from './views.ts';
import { fakeTable } from './fake-table.ts';

describe('sequenceRangeOfPage', () => {
  it('numbers pages newest first', () => {
    expect(sequenceRangeOfPage(45, 1, 20)).toEqual({ from: 26, to: 45 });
    expect(sequenceRangeOfPage(45, 2, 20)).toEqual({ from: 6, to: 25 });
    expect(sequenceRangeOfPage(45, 3, 20)).toEqual({ from: 1, to: 5 });
  });

  it('is null past the last page and for no views', () => {
    expect(sequenceRangeOfPage(45, 4, 20)).toBeNull();
    expect(sequenceRangeOfPage(0, 1, 20)).toBeNull();
  });
});

describe('viewRangeQuery', () => {
  it('reads one page of a user’s views on GSI1, newest first', () => {
    expect(viewRangeQuery('t', 'biz-1', 'user', 'u-1', { from: 6, to: 25 })).toEqual({
      TableName: 't',
      IndexName: 'GSI1',
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' },
      ExpressionAttributeValues: { ':pk': 'BIZ#biz-1#USERVIEWS#u-1', ':from': '000000000006', ':to': '000000000025' },
      ScanIndexForward: false,
      Limit: 20,
    });
  });

  it('reads a dashboard’s views on GSI2', () => {
    const query = viewRangeQuery('t', 'biz-1', 'dashboard', 'd-1', { from: 1, to: 3 });
    expect(query.IndexName).toBe('GSI2');
    expect(query.ExpressionAttributeValues[':pk']).toBe('BIZ#biz-1#DASHVIEWS#d-1');
  });
});

describe('newViewId', () => {
  it('sorts by time and is safe as a path id', () => {
    const earlier = newViewId(new Date('2026-01-01T00:00:00Z'));
    const later = newViewId(new Date('2026-01-01T00:00:01Z'));
    expect(earlier < later).toBe(true);
    expect(later).toMatch(/^[a-z0-9]+-[0-9a-f]{12}$/);
  });
});

describe('startView', () => {
  it('takes both sequence numbers, then writes the view and counts it on its São Paulo day in one transaction', async () => {
    const table = fakeTable([{ Attributes: { lastSequence: 7 } }, { Attributes: { lastSequence: 3 } }, {}]);
    // 23:30 in São Paulo: the view counts on 2026-01-31, not on the UTC date.
    const now = new Date('2026-02-01T02:30:00.000Z');
    const view = await startView(table, { businessId: 'b', userId: 'u', userName: 'Ana', dashboardId: 'd', dashboardName: 'Vendas' }, now);
    expect(table.sent.map((c) => c.name)).toEqual(['UpdateCommand', 'UpdateCommand', 'TransactWriteCommand']);
    expect(table.sent[0].input).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'VIEWCOUNT#user#u' },
      UpdateExpression: 'ADD #sequence :one SET #type = :type',
      ReturnValues: 'UPDATED_NEW',
    });
    expect(table.sent[1].input).toMatchObject({ Key: { PK: 'BIZ#b', SK: 'VIEWCOUNT#dashboard#d' } });
    const [put, day, userShard, dashboardShard, ...more] = table.sent[2].input.TransactItems as Record<string, any>[];
    expect(put.Put).toMatchObject({
      Item: {
        PK: 'BIZ#b',
        SK: `VIEW#${view.id}`,
        GSI1PK: 'BIZ#b#USERVIEWS#u',
        GSI1SK: '000000000007',
        GSI2PK: 'BIZ#b#DASHVIEWS#d',
        GSI2SK: '000000000003',
        startedAt: '2026-02-01T02:30:00.000Z',
        lastSeenAt: '2026-02-01T02:30:00.000Z',
        finishedAt: null,
      },
      ConditionExpression: 'attribute_not_exists(#pk)',
    });
    // The day item's view, then the user's (u: shard 0) and the dashboard's (d: shard 3) who shards.
    expect(more).toEqual([]);
    expect(day.Update).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'USAGE#2026-01-31' },
      ExpressionAttributeNames: { '#a0': 'views' },
      ExpressionAttributeValues: { ':a0': 1 },
    });
    expect(userShard.Update).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'USAGE#2026-01-31#WHO#0' },
      ExpressionAttributeNames: { '#a0': 'activeUsers', '#a1': 'uv_u' },
      ExpressionAttributeValues: { ':a0': new Set(['u']), ':a1': 1 },
    });
    expect(dashboardShard.Update).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'USAGE#2026-01-31#WHO#3' },
      ExpressionAttributeNames: { '#a0': 'dv_d' },
    });
  });
});

describe('endViewOfUser', () => {
  const open = { userId: 'u', dashboardId: 'd', lastSeenAt: '2026-02-01T09:59:00.000Z', finishedAt: null, startedAtSeconds: 0 };

  it('ends the caller’s own open view as read, adding the seconds since its last ping to the day', async () => {
    const table = fakeTable([{ Item: open }, {}]);
    const outcome = await endViewOfUser(table, 'b', 'u', 'v1', new Date('2026-02-01T10:00:00.000Z'));
    expect(outcome).toBe('ended');
    expect(table.sent.map((c) => c.name)).toEqual(['GetCommand', 'TransactWriteCommand']);
    const [view, day] = table.sent[1].input.TransactItems as Record<string, any>[];
    expect(view.Update).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'VIEW#v1' },
      ConditionExpression: '#userId = :userId AND attribute_type(#finishedAt, :null) AND #lastSeenAt = :seen',
      ExpressionAttributeValues: { ':userId': 'u', ':null': 'NULL', ':seen': open.lastSeenAt },
    });
    // The seconds go to the day item alone: the who shards are never written by a ping.
    expect(day.Update).toEqual({
      TableName: 'portal-test',
      Key: { PK: 'BIZ#b', SK: 'USAGE#2026-02-01' },
      UpdateExpression: 'ADD #a0 :a0 SET #type = :type, #date = :day',
      ExpressionAttributeNames: { '#type': 'type', '#date': 'date', '#a0': 'seconds' },
      ExpressionAttributeValues: { ':type': 'usageDay', ':day': '2026-02-01', ':a0': 60 },
    });
  });

  it('tells an already ended own view from someone else’s without writing', async () => {
    const own = fakeTable([{ Item: { ...open, finishedAt: open.lastSeenAt } }]);
    expect(await endViewOfUser(own, 'b', 'u', 'v1')).toBe('already-ended');
    const foreign = fakeTable([{ Item: { ...open, userId: 'other' } }]);
    expect(await endViewOfUser(foreign, 'b', 'u', 'v1')).toBe('not-found');
    const unknown = fakeTable([{}]);
    expect(await endViewOfUser(unknown, 'b', 'u', 'v1')).toBe('not-found');
    expect([own, foreign, unknown].map((table) => table.sent.length)).toEqual([1, 1, 1]);
  });

  it('reads again after losing a race, and counts only what the winner left', async () => {
    const cancelled = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
    });
    const table = fakeTable([{ Item: open }, cancelled, { Item: { ...open, lastSeenAt: '2026-02-01T09:59:50.000Z' } }, {}]);
    expect(await endViewOfUser(table, 'b', 'u', 'v1', new Date('2026-02-01T10:00:00.000Z'))).toBe('ended');
    const [, day] = table.sent[3].input.TransactItems as Record<string, any>[];
    expect(day.Update.ExpressionAttributeValues[':a0']).toBe(10);
  });
});

describe('listViewsOfDashboard', () => {
  it('reads the counter, then only the range of the page', async () => {
    const table = fakeTable([{ Item: { lastSequence: 45 } }, { Items: [{ id: 'v' }] }]);
    const page = await listViewsOfDashboard(table, 'b', 'd', 3, 20);
    expect(page.totalCount).toBe(45);
    expect(table.sent.map((c) => c.name)).toEqual(['GetCommand', 'QueryCommand']);
    expect(table.sent[1].input.ExpressionAttributeValues).toMatchObject({ ':from': '000000000001', ':to': '000000000005' });
  });

  it('skips the Query past the last page', async () => {
    const table = fakeTable([{ Item: { lastSequence: 5 } }]);
    expect(await listViewsOfDashboard(table, 'b', 'd', 2, 20)).toEqual({ views: [], totalCount: 5 });
    expect(table.sent).toHaveLength(1);
  });
});

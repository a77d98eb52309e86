import { describe, expect, it } from 'vitest';
import { endViewOfUser, listViewsOfDashboard, newViewId, sequenceRangeOfPage, startView, touchView, viewRangeQuery } from './views.ts';
import { fakeTable } from './fake-table.ts';

/** An Update's expressions with its names and values written in (values as JSON), to read as a sentence. */
function readable(update: Record<string, any>): { update: string; condition?: string } {
  const fill = (text: string) =>
    text
      .replace(/#\w+/g, (alias) => update.ExpressionAttributeNames[alias] ?? alias)
      .replace(/:\w+/g, (alias) =>
        alias in (update.ExpressionAttributeValues ?? {}) ? JSON.stringify(update.ExpressionAttributeValues[alias]) : alias,
      );
  return { update: fill(update.UpdateExpression), ...(update.ConditionExpression ? { condition: fill(update.ConditionExpression) } : {}) };
}

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
  it('takes both sequence numbers, then writes the view, counts it on its São Paulo day and opens it on its user’s counter in one transaction', async () => {
    const table = fakeTable([{ Attributes: { lastSequence: 7 } }, { Attributes: { lastSequence: 3 } }, {}]);
    // 23:30 in São Paulo: the view counts on 2026-01-31, not on the UTC date.
    const now = new Date('2026-02-01T02:30:00.000Z');
    const view = await startView(table, { businessId: 'b', userId: 'u', userName: 'Ana', dashboardId: 'd', dashboardName: 'Vendas' }, now);
    expect(table.sent.map((c) => c.name)).toEqual(['UpdateCommand', 'UpdateCommand', 'TransactWriteCommand']);
    // The user's counter answers whole: their open views come with the number.
    expect(table.sent[0].input).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'VIEWCOUNT#user#u' },
      UpdateExpression: 'ADD #sequence :one SET #type = :type',
      ReturnValues: 'ALL_NEW',
    });
    expect(table.sent[1].input).toMatchObject({ Key: { PK: 'BIZ#b', SK: 'VIEWCOUNT#dashboard#d' }, ReturnValues: 'UPDATED_NEW' });
    const [put, day, userShard, dashboardShard, open, ...more] = table.sent[2].input.TransactItems as Record<string, any>[];
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
    // Opened on the user's counter, held to the version read (none yet).
    expect(open.Update.Key).toEqual({ PK: 'BIZ#b', SK: 'VIEWCOUNT#user#u' });
    expect(readable(open.Update)).toEqual({
      update: `SET ov_${view.id} = {"d":"d","l":${now.getTime()},"w":0}, openVersion = 1`,
      condition: 'attribute_not_exists(openVersion)',
    });
  });

  it('pushes out the view pinged longest ago when the user has VIEW_LIMITS.maxOpenPerUser open, ending it at its last ping', async () => {
    const now = new Date('2026-02-01T12:00:00.000Z');
    const minutesAgo = (minutes: number) => now.getTime() - minutes * 60_000;
    const open = Object.fromEntries(
      [1, 2, 3, 4, 5].map((i) => [`ov_v${i}`, { d: i === 2 ? 'other' : 'd', l: minutesAgo(i === 2 ? 30 : i), w: 90_000 }]),
    );
    const counter = { lastSequence: 9, openVersion: 4, cu_d: minutesAgo(1), cu_other: minutesAgo(30), ...open };
    const table = fakeTable([{ Attributes: counter }, { Attributes: { lastSequence: 3 } }, {}]);
    const view = await startView(table, { businessId: 'b', userId: 'u', userName: 'Ana', dashboardId: 'd', dashboardName: 'Vendas' }, now);
    const actions = table.sent[2].input.TransactItems as Record<string, any>[];
    const [register, ended] = actions.slice(-2);
    // v2 goes, and with it the counted-until of the dashboard no open view names any more; held to the
    // version and to v2's last ping as read.
    expect(readable(register.Update)).toEqual({
      update: `SET ov_${view.id} = {"d":"d","l":${now.getTime()},"w":0}, openVersion = 5 REMOVE ov_v2, cu_other`,
      condition: `openVersion = 4 AND ov_v2.l = ${minutesAgo(30)}`,
    });
    expect(ended.Update).toEqual({
      TableName: 'portal-test',
      Key: { PK: 'BIZ#b', SK: 'VIEW#v2' },
      UpdateExpression: 'SET #finishedAt = :at, #lastSeenAt = :at, #duration = :duration',
      ExpressionAttributeNames: { '#finishedAt': 'finishedAt', '#lastSeenAt': 'lastSeenAt', '#duration': 'durationSeconds' },
      ExpressionAttributeValues: { ':at': new Date(minutesAgo(30)).toISOString(), ':duration': 90 },
    });
    expect(view.id).not.toBe('v2');
  });
});

describe('endViewOfUser', () => {
  const now = new Date('2026-02-01T10:00:00.000Z');
  const ago = (seconds: number) => now.getTime() - seconds * 1000;
  const counterWith = (views: Record<string, { d: string; l: number; w: number }>, until: Record<string, number> = {}) => ({
    Item: {
      lastSequence: 3,
      openVersion: 3,
      ...Object.fromEntries(Object.entries(views).map(([id, view]) => [`ov_${id}`, view])),
      ...Object.fromEntries(Object.entries(until).map(([id, at]) => [`cu_${id}`, at])),
    },
  });

  it('ends the caller’s own open view: its item, its place on the counter and the seconds since its last ping on the day', async () => {
    const table = fakeTable([counterWith({ v1: { d: 'd', l: ago(60), w: 120_000 } }, { d: ago(60) }), {}]);
    expect(await endViewOfUser(table, 'b', 'u', 'v1', now)).toBe('ended');
    expect(table.sent.map((c) => c.name)).toEqual(['GetCommand', 'TransactWriteCommand']);
    expect(table.sent[0].input).toMatchObject({ Key: { PK: 'BIZ#b', SK: 'VIEWCOUNT#user#u' }, ConsistentRead: true });
    const [view, counter, day] = table.sent[1].input.TransactItems as Record<string, any>[];
    expect(view.Update).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'VIEW#v1' },
      ConditionExpression: '#userId = :userId AND attribute_type(#finishedAt, :null)',
      ExpressionAttributeValues: { ':at': now.toISOString(), ':duration': 180, ':userId': 'u' },
    });
    expect(counter.Update.Key).toEqual({ PK: 'BIZ#b', SK: 'VIEWCOUNT#user#u' });
    // The last view of its dashboard: held to its last ping and the counted-until it read, and to no start in between.
    expect(readable(counter.Update)).toEqual({
      update: 'REMOVE ov_v1, cu_d',
      condition: `ov_v1.l = ${ago(60)} AND cu_d = ${ago(60)} AND openVersion = 3`,
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

  it('counts at most a heartbeat and its grace since the last ping, on the day and in the view’s duration', async () => {
    const table = fakeTable([counterWith({ v1: { d: 'd', l: ago(200), w: 0 } }), {}]);
    expect(await endViewOfUser(table, 'b', 'u', 'v1', now)).toBe('ended');
    const [view, , day] = table.sent[1].input.TransactItems as Record<string, any>[];
    expect(view.Update.ExpressionAttributeValues[':duration']).toBe(90);
    expect(day.Update.ExpressionAttributeValues[':a0']).toBe(90);
  });

  it('tells an already ended own view from someone else’s without writing', async () => {
    const notOpen = counterWith({});
    const own = fakeTable([notOpen, { Item: { userId: 'u', finishedAt: now.toISOString() } }]);
    expect(await endViewOfUser(own, 'b', 'u', 'v1')).toBe('already-ended');
    const foreign = fakeTable([notOpen, { Item: { userId: 'other', finishedAt: null } }]);
    expect(await endViewOfUser(foreign, 'b', 'u', 'v1')).toBe('not-found');
    const unknown = fakeTable([notOpen, {}]);
    expect(await endViewOfUser(unknown, 'b', 'u', 'v1')).toBe('not-found');
    expect([own, foreign, unknown].map((table) => table.sent.map((c) => c.name))).toEqual(Array(3).fill(['GetCommand', 'GetCommand']));
  });

  it('reads again after losing a race, and counts only what the winner left', async () => {
    const cancelled = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
    });
    const table = fakeTable([
      counterWith({ v1: { d: 'd', l: ago(60), w: 0 } }),
      cancelled,
      counterWith({ v1: { d: 'd', l: ago(10), w: 50_000 } }, { d: ago(10) }),
      {},
    ]);
    expect(await endViewOfUser(table, 'b', 'u', 'v1', now)).toBe('ended');
    const [view, , day] = table.sent[3].input.TransactItems as Record<string, any>[];
    expect(day.Update.ExpressionAttributeValues[':a0']).toBe(10);
    expect(view.Update.ExpressionAttributeValues[':duration']).toBe(60);
  });
});

describe('touchView', () => {
  const now = new Date('2026-02-01T10:00:00.000Z');
  const ago = (seconds: number) => now.getTime() - seconds * 1000;

  it('counts only what another open view of the same dashboard did not, on the day as in the view', async () => {
    // v2 (same dashboard) pinged 30 s ago: v1's minute counts 30 s.
    const table = fakeTable([{ Item: { ov_v1: { d: 'd', l: ago(60), w: 0 }, ov_v2: { d: 'd', l: ago(30), w: 30_000 }, cu_d: ago(30) } }, {}]);
    expect(await touchView(table, 'b', 'u', 'v1', now)).toBe(true);
    const [counter, day] = table.sent[1].input.TransactItems as Record<string, any>[];
    expect(day.Update.ExpressionAttributeValues[':a0']).toBe(30);
    expect(readable(counter.Update)).toEqual({
      update: `SET ov_v1.l = ${now.getTime()}, ov_v1.w = 30000, cu_d = ${now.getTime()}`,
      condition: `ov_v1.l = ${ago(60)} AND cu_d = ${ago(30)}`,
    });
  });

  it('writes the counter alone when the time was all counted by another view', async () => {
    const table = fakeTable([{ Item: { ov_v1: { d: 'd', l: ago(60), w: 0 }, ov_v2: { d: 'd', l: ago(0), w: 60_000 }, cu_d: ago(0) } }, {}]);
    expect(await touchView(table, 'b', 'u', 'v1', now)).toBe(true);
    expect(table.sent.map((c) => c.name)).toEqual(['GetCommand', 'UpdateCommand']);
  });

  it('answers false, reading nothing else, for a view that is not open on the caller’s counter', async () => {
    const table = fakeTable([{ Item: { ov_v2: { d: 'd', l: ago(10), w: 0 } } }]);
    expect(await touchView(table, 'b', 'u', 'v1', now)).toBe(false);
    expect(table.sent).toHaveLength(1);
  });
});

describe('listViewsOfDashboard', () => {
  it('reads the counter, then only the range of the page', async () => {
    const table = fakeTable([{ Item: { lastSequence: 45 } }, { Items: [{ id: 'v', finishedAt: '2026-02-01T10:00:00.000Z' }] }]);
    const page = await listViewsOfDashboard(table, 'b', 'd', 3, 20);
    expect(page.totalCount).toBe(45);
    expect(table.sent.map((c) => c.name)).toEqual(['GetCommand', 'QueryCommand']);
    expect(table.sent[1].input.ExpressionAttributeValues).toMatchObject({ ':from': '000000000001', ':to': '000000000005' });
  });

  it('reads the state of the page’s open views on their users’ counters, in one BatchGet', async () => {
    const open = { d: 'd', l: 1000, w: 500 };
    const table = fakeTable([
      { Item: { lastSequence: 3 } },
      {
        Items: [
          { id: 'v3', userId: 'u1', finishedAt: null },
          { id: 'v2', userId: 'u2', finishedAt: null },
          { id: 'v1', userId: 'u1', finishedAt: 'x' },
        ],
      },
      { Responses: { 'portal-test': [{ ov_v3: open }, {}] } },
    ]);
    const page = await listViewsOfDashboard(table, 'b', 'd', 1, 20);
    expect(table.sent[2]).toMatchObject({
      name: 'BatchGetCommand',
      input: {
        RequestItems: {
          'portal-test': {
            Keys: [
              { PK: 'BIZ#b', SK: 'VIEWCOUNT#user#u1' },
              { PK: 'BIZ#b', SK: 'VIEWCOUNT#user#u2' },
            ],
            ProjectionExpression: '#v0, #v1',
            ExpressionAttributeNames: { '#v0': 'ov_v3', '#v1': 'ov_v2' },
          },
        },
      },
    });
    expect([...page.open]).toEqual([['v3', { viewId: 'v3', dashboardId: 'd', lastMs: 1000, watchedMs: 500 }]]);
  });

  it('skips the Query past the last page', async () => {
    const table = fakeTable([{ Item: { lastSequence: 5 } }]);
    expect(await listViewsOfDashboard(table, 'b', 'd', 2, 20)).toEqual({ views: [], totalCount: 5, open: new Map() });
    expect(table.sent).toHaveLength(1);
  });
});

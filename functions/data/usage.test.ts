import { describe, expect, it } from 'vitest';
import { fakeTable } from './fake-table.ts';
import {
  fnv1a,
  readUsageDays,
  readUsageDaysOfBusinesses,
  secondsWatchedAction,
  USAGE_WHO_SHARDS,
  usageDayItems,
  usageShardOf,
  viewStartedActions,
} from './usage.ts';

// u-1 hashes to shard 2, d-1 to shard 1 and d-4 to shard 2 (fnv1a below).
const view = { businessId: 'b', day: '2026-03-10', userId: 'u-1', dashboardId: 'd-1' };

describe('the who shards', () => {
  it('hashes with 32-bit FNV-1a (its published test vectors)', () => {
    expect([fnv1a(''), fnv1a('a'), fnv1a('foobar')]).toEqual([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
  });

  it('puts an id in one of the shards, always the same, and spreads ids over all of them', () => {
    expect([usageShardOf('u-1'), usageShardOf('d-1'), usageShardOf('d-4')]).toEqual([2, 1, 2]);
    const shards = new Set(Array.from({ length: 200 }, (_, i) => usageShardOf(`user-${i}`)));
    expect(shards.size).toBe(USAGE_WHO_SHARDS);
    expect([...shards].every((shard) => Number.isInteger(shard) && shard >= 0 && shard < USAGE_WHO_SHARDS)).toBe(true);
  });
});

describe('the counter updates of a view', () => {
  it('counts a start as a view of the day item, and the user (active, a set: idempotent) and the dashboard on their shards', () => {
    const [day, user, dashboard, ...more] = viewStartedActions('t', view).map((action) => action.Update!);
    expect(more).toEqual([]);
    expect(day).toEqual({
      TableName: 't',
      Key: { PK: 'BIZ#b', SK: 'USAGE#2026-03-10' },
      UpdateExpression: 'ADD #a0 :a0 SET #type = :type, #date = :day',
      ExpressionAttributeNames: { '#type': 'type', '#date': 'date', '#a0': 'views' },
      ExpressionAttributeValues: { ':type': 'usageDay', ':day': '2026-03-10', ':a0': 1 },
    });
    expect(user).toEqual({
      TableName: 't',
      Key: { PK: 'BIZ#b', SK: 'USAGE#2026-03-10#WHO#2' },
      UpdateExpression: 'ADD #a0 :a0, #a1 :a1 SET #type = :type, #date = :day',
      ExpressionAttributeNames: { '#type': 'type', '#date': 'date', '#a0': 'activeUsers', '#a1': 'uv_u-1' },
      ExpressionAttributeValues: { ':type': 'usageWho', ':day': '2026-03-10', ':a0': new Set(['u-1']), ':a1': 1 },
    });
    expect(dashboard).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'USAGE#2026-03-10#WHO#1' },
      UpdateExpression: 'ADD #a0 :a0 SET #type = :type, #date = :day',
      ExpressionAttributeNames: { '#a0': 'dv_d-1' },
      ExpressionAttributeValues: { ':a0': 1 },
    });
  });

  it('writes a user and a dashboard of the same shard in ONE update (a transaction touches an item once)', () => {
    const actions = viewStartedActions('t', { ...view, dashboardId: 'd-4' }).map((action) => action.Update!);
    expect(actions.map((update) => update.Key?.SK)).toEqual(['USAGE#2026-03-10', 'USAGE#2026-03-10#WHO#2']);
    expect(actions[1].ExpressionAttributeNames).toMatchObject({ '#a0': 'activeUsers', '#a1': 'uv_u-1', '#a2': 'dv_d-4' });
  });

  it('adds seconds to the day item only', () => {
    const update = secondsWatchedAction('t', 'b', '2026-03-10', 42.5).Update!;
    expect(update).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'USAGE#2026-03-10' },
      UpdateExpression: 'ADD #a0 :a0 SET #type = :type, #date = :day',
      ExpressionAttributeNames: { '#a0': 'seconds' },
      ExpressionAttributeValues: { ':a0': 42.5 },
    });
  });
});

describe('usageDayItems', () => {
  it('builds the day item and the shards that hold something, as the updates would', () => {
    const items = usageDayItems('b', '2026-03-10', {
      users: { 'u-1': { views: 2, seconds: 60 }, 'u-2': { views: 0, seconds: 30 } },
      dashboards: { 'd-1': { views: 2 }, 'd-4': { views: 0 } },
    });
    expect(items).toEqual([
      { PK: 'BIZ#b', SK: 'USAGE#2026-03-10', type: 'usageDay', date: '2026-03-10', views: 2, seconds: 90 },
      { PK: 'BIZ#b', SK: 'USAGE#2026-03-10#WHO#1', type: 'usageWho', date: '2026-03-10', 'dv_d-1': 2 },
      { PK: 'BIZ#b', SK: 'USAGE#2026-03-10#WHO#2', type: 'usageWho', date: '2026-03-10', 'uv_u-1': 2, activeUsers: new Set(['u-1']) },
    ]);
  });
});

describe('readUsageDays', () => {
  it('queries the business’s USAGE# range up to the last day’s shards, only the attributes asked for', async () => {
    const table = fakeTable([{ Items: [{ date: '2026-03-10' }] }]);
    expect(await readUsageDays(table, 'b', '2026-03-01', '2026-03-31', ['views'])).toEqual([{ date: '2026-03-10' }]);
    expect(table.sent[0].input).toEqual({
      TableName: 'portal-test',
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ProjectionExpression: '#a0, #a1',
      ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK', '#a0': 'date', '#a1': 'views' },
      ExpressionAttributeValues: { ':pk': 'BIZ#b', ':from': 'USAGE#2026-03-01', ':to': 'USAGE#2026-03-31#WHO#9' },
      ExclusiveStartKey: undefined,
    });
  });

  it('reads several businesses, one Query each', async () => {
    const table = fakeTable([{ Items: [] }, { Items: [] }, { Items: [] }]);
    const byBusiness = await readUsageDaysOfBusinesses(table, ['a', 'b', 'c'], '2026-03-01', '2026-03-31', ['views']);
    expect([...byBusiness.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(table.sent).toHaveLength(3);
  });
});

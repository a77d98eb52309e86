import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { endViewOfUser, listViewsOfDashboard, newViewId, sequenceRangeOfPage, startView, viewRangeQuery } from './views.ts';
import { fakeTable } from './fake-table.ts';

const conditionFailed = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });

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
  it('takes both sequence numbers, then writes the view with both index entries', async () => {
    const table = fakeTable([{ Attributes: { lastSequence: 7 } }, { Attributes: { lastSequence: 3 } }, {}]);
    const now = new Date('2026-02-01T10:00:00.000Z');
    const view = await startView(table, { businessId: 'b', userId: 'u', userName: 'Ana', dashboardId: 'd', dashboardName: 'Vendas' }, now);
    expect(table.sent.map((c) => c.name)).toEqual(['UpdateCommand', 'UpdateCommand', 'PutCommand']);
    expect(table.sent[0].input).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'VIEWCOUNT#user#u' },
      UpdateExpression: 'ADD #sequence :one SET #type = :type',
      ReturnValues: 'UPDATED_NEW',
    });
    expect(table.sent[1].input).toMatchObject({ Key: { PK: 'BIZ#b', SK: 'VIEWCOUNT#dashboard#d' } });
    expect(table.sent[2].input).toMatchObject({
      Item: {
        PK: 'BIZ#b',
        SK: `VIEW#${view.id}`,
        GSI1PK: 'BIZ#b#USERVIEWS#u',
        GSI1SK: '000000000007',
        GSI2PK: 'BIZ#b#DASHVIEWS#d',
        GSI2SK: '000000000003',
        startedAt: '2026-02-01T10:00:00.000Z',
        lastSeenAt: '2026-02-01T10:00:00.000Z',
        finishedAt: null,
      },
      ConditionExpression: 'attribute_not_exists(#pk)',
    });
  });
});

describe('endViewOfUser', () => {
  it('ends only the caller’s own open view, computing the duration in the write', async () => {
    const table = fakeTable([{}]);
    const outcome = await endViewOfUser(table, 'b', 'u', 'v1', new Date('2026-02-01T10:00:00.000Z'));
    expect(outcome).toBe('ended');
    expect(table.sent[0].input).toMatchObject({
      Key: { PK: 'BIZ#b', SK: 'VIEW#v1' },
      ConditionExpression: '#userId = :userId AND attribute_type(#finishedAt, :null)',
      ExpressionAttributeValues: { ':userId': 'u', ':null': 'NULL' },
    });
  });

  it('tells an already ended own view from someone else’s', async () => {
    const own = fakeTable([conditionFailed(), { Item: { userId: 'u' } }]);
    expect(await endViewOfUser(own, 'b', 'u', 'v1')).toBe('already-ended');
    const foreign = fakeTable([conditionFailed(), { Item: { userId: 'other' } }]);
    expect(await endViewOfUser(foreign, 'b', 'u', 'v1')).toBe('not-found');
    const unknown = fakeTable([conditionFailed(), {}]);
    expect(await endViewOfUser(unknown, 'b', 'u', 'v1')).toBe('not-found');
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

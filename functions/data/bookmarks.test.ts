import { describe, expect, it } from 'vitest';
import { deleteBookmarkAction, deleteBookmarkOfUser, listBookmarkedDashboardIds, listBookmarkersOfDashboard, putBookmark } from './bookmarks.ts';
import { fakeTable } from './fake-table.ts';

describe('bookmark repository', () => {
  it('lists a user’s bookmarks with one Query on their prefix', async () => {
    const table = fakeTable([{ Items: [{ dashboardId: 'd1' }, { dashboardId: 'd2' }] }]);
    const ids = await listBookmarkedDashboardIds(table, 'biz-1', 'user-1');
    expect([...ids]).toEqual(['d1', 'd2']);
    expect(table.sent[0]).toMatchObject({
      name: 'QueryCommand',
      input: {
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeValues: { ':pk': 'BIZ#biz-1', ':prefix': 'BOOKMARK#user-1#' },
      },
    });
  });

  it('writes and deletes the one key per user and dashboard', async () => {
    const table = fakeTable();
    await putBookmark(table, 'biz-1', 'user-1', 'd1');
    await deleteBookmarkOfUser(table, 'biz-1', 'user-1', 'd1');
    expect(table.sent[0]).toMatchObject({
      name: 'PutCommand',
      input: {
        Item: {
          PK: 'BIZ#biz-1',
          SK: 'BOOKMARK#user-1#d1',
          GSI2PK: 'BIZ#biz-1#DASHBOOKMARKS#d1',
          GSI2SK: 'user-1',
          type: 'bookmark',
          userId: 'user-1',
          dashboardId: 'd1',
        },
      },
    });
    expect(table.sent[1]).toEqual({
      name: 'DeleteCommand',
      input: { TableName: 'portal-test', Key: { PK: 'BIZ#biz-1', SK: 'BOOKMARK#user-1#d1' }, ReturnValues: 'ALL_OLD' },
    });
  });

  it('finds a dashboard’s bookmarks under it in GSI2, every page, user ids only', async () => {
    const table = fakeTable([{ Items: [{ userId: 'u1' }], LastEvaluatedKey: { k: 1 } }, { Items: [{ userId: 'u2' }] }]);
    expect(await listBookmarkersOfDashboard(table, 'biz-1', 'd1')).toEqual(['u1', 'u2']);
    expect(table.sent[0]).toEqual({
      name: 'QueryCommand',
      input: {
        TableName: 'portal-test',
        IndexName: 'GSI2',
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: '#userId',
        ExpressionAttributeNames: { '#pk': 'GSI2PK', '#userId': 'userId' },
        ExpressionAttributeValues: { ':pk': 'BIZ#biz-1#DASHBOOKMARKS#d1' },
        ExclusiveStartKey: undefined,
      },
    });
    expect(table.sent[1].input.ExclusiveStartKey).toEqual({ k: 1 });
    expect(deleteBookmarkAction('portal-test', 'biz-1', 'u1', 'd1')).toEqual({
      Delete: { TableName: 'portal-test', Key: { PK: 'BIZ#biz-1', SK: 'BOOKMARK#u1#d1' } },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { fakeTable } from './fake-table.ts';
import type { RoleRecord } from './records.ts';
import { deleteRole, getMemberUsers, putRole, syncUsersWithRole, USER_SYNC_CONCURRENCY } from './role-writes.ts';
import { getRole, listActiveUserOptions, listRoleNames } from './roles.ts';

const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
/** A cancelled transaction with one reason per action. */
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
/** The Update that takes role r1 out of a user's index. */
const removal = (userId: string, UpdateExpression: string, ConditionExpression: string) => ({
  TableName: 'portal-test',
  Key: { PK: 'BIZ#biz-1', SK: `USER#${userId}` },
  UpdateExpression,
  ConditionExpression,
  ExpressionAttributeNames: { '#roleIds': 'roleIds' },
  ExpressionAttributeValues: { ':roleId': 'r1' },
});

const role: RoleRecord = {
  type: 'role',
  id: 'r1',
  businessId: 'biz-1',
  name: 'Vendas',
  icon: 'chart-bar',
  dashboardIds: ['d1', 'd2'],
  members: { u1: 'Ana Lima' },
  version: 4,
};

/** The roles-version bump every role write carries (functions/data/roles-version.ts). */
const bump = {
  Update: {
    TableName: 'portal-test',
    Key: { PK: 'BIZ#biz-1', SK: 'BUSINESS' },
    UpdateExpression: 'ADD #rolesVersion :one',
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#rolesVersion': 'rolesVersion', '#pk': 'PK' },
    ExpressionAttributeValues: { ':one': 1 },
  },
};

describe('putRole', () => {
  it('writes a new role whole, on condition that its key is free, with the roles version bumped in the same transaction', async () => {
    const table = fakeTable();
    expect(await putRole(table, { ...role, version: 1 }, { new: true })).toBe(true);
    expect(table.sent).toEqual([
      {
        name: 'TransactWriteCommand',
        input: {
          TransactItems: [
            {
              Put: {
                TableName: 'portal-test',
                Item: { PK: 'BIZ#biz-1', SK: 'ROLE#r1', ...role, version: 1 },
                ConditionExpression: 'attribute_not_exists(#pk)',
                ExpressionAttributeNames: { '#pk': 'PK' },
              },
            },
            bump,
          ],
        },
      },
    ]);
  });

  it('replaces a role on condition that it still has the version read, and answers false when it does not', async () => {
    const table = fakeTable([cancelled('ConditionalCheckFailed', 'None')]);
    expect(await putRole(table, { ...role, version: 5 }, { version: 4 })).toBe(false);
    expect((table.sent[0].input.TransactItems as unknown[])[0]).toEqual({
      Put: {
        TableName: 'portal-test',
        Item: { PK: 'BIZ#biz-1', SK: 'ROLE#r1', ...role, version: 5 },
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': 4 },
      },
    });
  });

  it('lets any other failure through (the business gone included)', async () => {
    await expect(putRole(fakeTable([new Error('throttled')]), role, { version: 4 })).rejects.toThrow('throttled');
    await expect(putRole(fakeTable([cancelled('None', 'ConditionalCheckFailed')]), role, { version: 4 })).rejects.toThrow('cancelled');
  });
});

describe('deleteRole', () => {
  it('reads the role, then deletes it at the version read with the roles version bumped, and answers what it was', async () => {
    const table = fakeTable([{ Item: { ...role, version: 3 } }, {}]);
    expect(await deleteRole(table, 'biz-1', 'r1')).toEqual({ ...role, version: 3 });
    expect(table.sent[0]).toEqual({
      name: 'GetCommand',
      input: { TableName: 'portal-test', Key: { PK: 'BIZ#biz-1', SK: 'ROLE#r1' }, ConsistentRead: true },
    });
    expect(table.sent[1].input).toEqual({
      TransactItems: [
        {
          Delete: {
            TableName: 'portal-test',
            Key: { PK: 'BIZ#biz-1', SK: 'ROLE#r1' },
            ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#version) OR #version = :version)',
            ExpressionAttributeNames: { '#pk': 'PK', '#version': 'version' },
            ExpressionAttributeValues: { ':version': 3 },
          },
        },
        bump,
      ],
    });
  });

  it('reads again when the role changed in between, and answers undefined for a role that is not there', async () => {
    const changed = fakeTable([
      { Item: { ...role, version: 3 } },
      cancelled('ConditionalCheckFailed', 'None'),
      { Item: { ...role, version: 4 } },
      {},
    ]);
    expect(await deleteRole(changed, 'biz-1', 'r1')).toEqual({ ...role, version: 4 });
    expect(await deleteRole(fakeTable([{}]), 'biz-1', 'r9')).toBeUndefined();
  });
});

describe('getMemberUsers', () => {
  it('reads the users strongly consistent, only what a save needs, in chunks of 100, asking again for unprocessed keys', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `u${i}`);
    const table = fakeTable([
      { Responses: { 'portal-test': [{ id: 'u0' }] }, UnprocessedKeys: { 'portal-test': { Keys: [{ PK: 'BIZ#biz-1', SK: 'USER#u1' }] } } },
      { Responses: { 'portal-test': [{ id: 'u100' }] } },
      { Responses: { 'portal-test': [{ id: 'u1' }] } },
    ]);
    const users = await getMemberUsers(table, 'biz-1', [...ids, 'u0']);
    expect(users.map((user) => user.id).sort()).toEqual(['u0', 'u1', 'u100']);
    expect(table.sent.map((command) => command.name)).toEqual(['BatchGetCommand', 'BatchGetCommand', 'BatchGetCommand']);
    const first = table.sent[0].input.RequestItems as Record<string, Record<string, unknown>>;
    expect(first['portal-test']).toEqual({
      Keys: ids.slice(0, 100).map((id) => ({ PK: 'BIZ#biz-1', SK: `USER#${id}` })),
      ConsistentRead: true,
      ProjectionExpression: '#a0, #a1, #a2, #a3, #a4',
      ExpressionAttributeNames: { '#a0': 'id', '#a1': 'firstName', '#a2': 'lastName', '#a3': 'disabled', '#a4': 'roleIds' },
    });
    expect((table.sent[2].input.RequestItems as Record<string, { Keys: unknown }>)['portal-test'].Keys).toEqual([
      { PK: 'BIZ#biz-1', SK: 'USER#u1' },
    ]);
  });

  it('reads nothing for no users', async () => {
    const table = fakeTable();
    expect(await getMemberUsers(table, 'biz-1', [])).toEqual([]);
    expect(table.sent).toEqual([]);
  });
});

describe('syncUsersWithRole', () => {
  it('appends the role to each member whose index lacks it, unless it is there by then', async () => {
    const table = fakeTable([{}, conditionFailed()]);
    await syncUsersWithRole(table, 'biz-1', 'r1', {
      join: [
        { id: 'u1', roleIds: ['r0'] },
        { id: 'u2', roleIds: ['r1'] },
        { id: 'u3', roleIds: [] },
      ],
      leave: [],
    });
    expect(table.sent).toEqual(
      ['u1', 'u3'].map((userId) => ({
        name: 'UpdateCommand',
        input: {
          TableName: 'portal-test',
          Key: { PK: 'BIZ#biz-1', SK: `USER#${userId}` },
          UpdateExpression: 'SET #roleIds = list_append(if_not_exists(#roleIds, :empty), :one)',
          ConditionExpression: 'attribute_exists(#pk) AND NOT contains(#roleIds, :roleId)',
          ExpressionAttributeNames: { '#pk': 'PK', '#roleIds': 'roleIds' },
          ExpressionAttributeValues: { ':empty': [], ':one': ['r1'], ':roleId': 'r1' },
        },
      })),
    );
  });

  it('removes the role from every position that holds it, each conditioned on still holding it there and on the role not listing the user', async () => {
    const table = fakeTable();
    await syncUsersWithRole(table, 'biz-1', 'r1', {
      join: [],
      leave: [
        { id: 'u1', roleIds: ['r1', 'r2', 'r1'] },
        { id: 'u2', roleIds: ['r2'] },
      ],
    });
    expect(table.sent).toEqual([
      {
        name: 'TransactWriteCommand',
        input: {
          TransactItems: [
            {
              ConditionCheck: {
                TableName: 'portal-test',
                Key: { PK: 'BIZ#biz-1', SK: 'ROLE#r1' },
                ConditionExpression: 'attribute_not_exists(#members.#user)',
                ExpressionAttributeNames: { '#members': 'members', '#user': 'u1' },
              },
            },
            { Update: removal('u1', 'REMOVE #roleIds[0], #roleIds[2]', '#roleIds[0] = :roleId AND #roleIds[2] = :roleId') },
          ],
        },
      },
    ]);
  });

  it('removes with a plain UpdateItem once the role is deleted (nobody can list the user again)', async () => {
    const table = fakeTable();
    await syncUsersWithRole(table, 'biz-1', 'r1', { join: [], leave: [{ id: 'u1', roleIds: ['r0', 'r1'] }] }, { roleDeleted: true });
    expect(table.sent).toEqual([{ name: 'UpdateCommand', input: removal('u1', 'REMOVE #roleIds[1]', '#roleIds[1] = :roleId') }]);
  });

  it('leaves the index alone when the role lists the user again by then', async () => {
    const table = fakeTable([cancelled('ConditionalCheckFailed', 'None')]);
    await syncUsersWithRole(table, 'biz-1', 'r1', { join: [], leave: [{ id: 'u1', roleIds: ['r1'] }] });
    expect(table.sent).toHaveLength(1);
  });

  it('reads a user whose index changed meanwhile and removes the role once more at its new position', async () => {
    const table = fakeTable([cancelled('None', 'ConditionalCheckFailed'), { Item: { roleIds: ['r0', 'r1'] } }, {}]);
    await syncUsersWithRole(table, 'biz-1', 'r1', { join: [], leave: [{ id: 'u1', roleIds: ['r1'] }] });
    expect(table.sent.map((command) => command.name)).toEqual(['TransactWriteCommand', 'GetCommand', 'TransactWriteCommand']);
    expect(table.sent[1].input).toEqual({
      TableName: 'portal-test',
      Key: { PK: 'BIZ#biz-1', SK: 'USER#u1' },
      ConsistentRead: true,
      ProjectionExpression: '#roleIds',
      ExpressionAttributeNames: { '#roleIds': 'roleIds' },
    });
    expect((table.sent[2].input.TransactItems as Record<string, unknown>[])[1]).toEqual({
      Update: removal('u1', 'REMOVE #roleIds[1]', '#roleIds[1] = :roleId'),
    });
  });

  it('gives up after the second try (a leftover id grants nothing while the role does not list the user)', async () => {
    const table = fakeTable([conditionFailed(), { Item: { roleIds: ['r1'] } }, conditionFailed()]);
    await syncUsersWithRole(table, 'biz-1', 'r1', { join: [], leave: [{ id: 'u1', roleIds: ['r1'] }] }, { roleDeleted: true });
    expect(table.sent.map((command) => command.name)).toEqual(['UpdateCommand', 'GetCommand', 'UpdateCommand']);
  });

  it('lets any other failure through', async () => {
    const table = fakeTable([new Error('throttled')]);
    await expect(syncUsersWithRole(table, 'biz-1', 'r1', { join: [], leave: [{ id: 'u1', roleIds: ['r1'] }] })).rejects.toThrow('throttled');
  });

  it(`runs at most ${USER_SYNC_CONCURRENCY} UpdateItems at once, tries every user, then reports a failure`, async () => {
    let inFlight = 0;
    let most = 0;
    let sent = 0;
    const db = {
      send: async () => {
        const number = ++sent;
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight--;
        if (number === 3) throw new Error('throttled');
        return {};
      },
    } as unknown as DynamoDBDocumentClient;
    const table: TableContext = { db, tableName: 'portal-test' };
    const join = Array.from({ length: 50 }, (_, i) => ({ id: `u${i}`, roleIds: [] }));
    await expect(syncUsersWithRole(table, 'biz-1', 'r1', { join, leave: [] })).rejects.toThrow('throttled');
    expect(sent).toBe(50);
    expect(most).toBe(USER_SYNC_CONCURRENCY);
  });
});

describe('the reads of a role save and of its form', () => {
  it('reads one role strongly consistent', async () => {
    const table = fakeTable([{ Item: role }]);
    expect(await getRole(table, 'biz-1', 'r1')).toEqual(role);
    expect(table.sent[0]).toEqual({
      name: 'GetCommand',
      input: { TableName: 'portal-test', Key: { PK: 'BIZ#biz-1', SK: 'ROLE#r1' }, ConsistentRead: true },
    });
  });

  it('reads the role names with one Query of the ROLE# prefix, id and name only', async () => {
    const table = fakeTable([{ Items: [{ id: 'r1', name: 'Vendas' }] }]);
    expect(await listRoleNames(table, 'biz-1')).toEqual([{ id: 'r1', name: 'Vendas' }]);
    expect(table.sent[0].input).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ProjectionExpression: '#a_id, #a_name',
      ExpressionAttributeValues: { ':pk': 'BIZ#biz-1', ':prefix': 'ROLE#' },
    });
  });

  it('lists the active users in the user list order, with their names read by id', async () => {
    const table = fakeTable([
      { Items: [{ DirSK: 'ana lima#ana@x.local#u2' }, { DirSK: 'bruno#b@x.local#u1' }, { DirSK: 'caio#c@x.local#u3' }] },
      {
        Responses: {
          'portal-test': [
            { id: 'u1', firstName: 'Bruno', lastName: '' },
            { id: 'u2', firstName: 'Ana', lastName: 'Lima' },
            { id: 'u3', firstName: 'Caio', lastName: 'Souza', disabled: true },
          ],
        },
      },
    ]);
    expect(await listActiveUserOptions(table, 'biz-1')).toEqual([
      { id: 'u2', name: 'Ana Lima' },
      { id: 'u1', name: 'Bruno' },
    ]);
    expect(table.sent[0]).toEqual({
      name: 'QueryCommand',
      input: {
        TableName: 'portal-test',
        IndexName: 'Directory',
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: '#sk',
        ExpressionAttributeNames: { '#pk': 'DirPK', '#sk': 'DirSK' },
        ExpressionAttributeValues: { ':pk': 'BIZ#biz-1#USERS' },
        ExclusiveStartKey: undefined,
      },
    });
    expect((table.sent[1].input.RequestItems as Record<string, Record<string, unknown>>)['portal-test']).toEqual({
      Keys: ['u2', 'u1', 'u3'].map((id) => ({ PK: 'BIZ#biz-1', SK: `USER#${id}` })),
      ProjectionExpression: '#a0, #a1, #a2, #a3',
      ExpressionAttributeNames: { '#a0': 'id', '#a1': 'firstName', '#a2': 'lastName', '#a3': 'disabled' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fakeTable } from './fake-table.ts';
import { getBusinessFields, getListedUsers, getRoleMembers, listRoleOptions, listUserEntries } from './user-list.ts';

describe('listUserEntries', () => {
  it('reads the business’s user list from the Directory index, sort keys only, following every page', async () => {
    const table = fakeTable([
      { Items: [{ DirSK: 'ana souza#ana@exemplo.com#u1' }], LastEvaluatedKey: { DirPK: 'x', DirSK: 'y' } },
      { Items: [{ DirSK: 'joao#joao@exemplo.com#u2' }] },
    ]);

    const entries = await listUserEntries(table, 'biz-1');

    expect(entries).toEqual([
      { id: 'u1', searchText: 'ana souza#ana@exemplo.com' },
      { id: 'u2', searchText: 'joao#joao@exemplo.com' },
    ]);
    expect(table.sent.map((command) => command.input)).toEqual([
      {
        TableName: 'portal-test',
        IndexName: 'Directory',
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: '#sk',
        ExpressionAttributeNames: { '#pk': 'DirPK', '#sk': 'DirSK' },
        ExpressionAttributeValues: { ':pk': 'BIZ#biz-1#USERS' },
        ExclusiveStartKey: undefined,
      },
      expect.objectContaining({ ExclusiveStartKey: { DirPK: 'x', DirSK: 'y' } }),
    ]);
  });

  it('reads no further than a limit, across pages: a page without a search reads its own rows only', async () => {
    const table = fakeTable([
      { Items: [{ DirSK: 'ana#ana@exemplo.com#u1' }], LastEvaluatedKey: { DirPK: 'x', DirSK: 'y' } },
      { Items: [{ DirSK: 'bia#bia@exemplo.com#u2' }], LastEvaluatedKey: { DirPK: 'x', DirSK: 'z' } },
    ]);

    const entries = await listUserEntries(table, 'biz-1', { limit: 2 });

    expect(entries.map((entry) => entry.id)).toEqual(['u1', 'u2']);
    expect(table.sent.map((command) => command.input.Limit)).toEqual([2, 1]);
  });

  it('reads the deactivated people from the inactive list, the same way', async () => {
    const table = fakeTable([{ Items: [{ DirSK: 'caio#caio@exemplo.com#u3' }] }]);

    expect(await listUserEntries(table, 'biz-1', { status: 'inactive' })).toEqual([{ id: 'u3', searchText: 'caio#caio@exemplo.com' }]);
    expect(table.sent[0].input.ExpressionAttributeValues).toEqual({ ':pk': 'BIZ#biz-1#USERS_INACTIVE' });
  });
});

describe('getListedUsers', () => {
  it('reads only the page’s users by key, the row’s fields only, in the order asked', async () => {
    const table = fakeTable([{ Responses: { 'portal-test': [{ id: 'u2' }, { id: 'u1' }] } }]);

    expect(await getListedUsers(table, 'biz-1', ['u1', 'u2', 'gone'])).toEqual([{ id: 'u1' }, { id: 'u2' }]);
    const request = (table.sent[0].input.RequestItems as Record<string, { Keys: unknown[]; ExpressionAttributeNames: object }>)['portal-test'];
    expect(request.Keys).toEqual([
      { PK: 'BIZ#biz-1', SK: 'USER#u1' },
      { PK: 'BIZ#biz-1', SK: 'USER#u2' },
      { PK: 'BIZ#biz-1', SK: 'USER#gone' },
    ]);
    expect(Object.values(request.ExpressionAttributeNames).sort()).toEqual(
      [
        'access',
        'deactivatedAt',
        'disabled',
        'email',
        'firstName',
        'id',
        'invitationPending',
        'invitationSentAt',
        'invitedAt',
        'invitedByName',
        'lastName',
        'roleIds',
      ].sort(),
    );
  });

  it('reads nothing for an empty page', async () => {
    const table = fakeTable();
    expect(await getListedUsers(table, 'biz-1', [])).toEqual([]);
    expect(table.sent).toEqual([]);
  });
});

describe('roles', () => {
  it('lists the form’s roles with their dashboards and, for an edited user, that one member entry', async () => {
    const table = fakeTable([
      {
        Items: [
          { id: 'r1', name: 'Vendas', dashboardIds: ['d1'], members: { u1: 'Ana Souza' } },
          { id: 'r2', name: 'Compras' },
        ],
      },
    ]);

    expect(await listRoleOptions(table, 'biz-1', 'u1')).toEqual([
      { id: 'r1', name: 'Vendas', dashboardIds: ['d1'], listsMember: true },
      { id: 'r2', name: 'Compras', dashboardIds: [], listsMember: false },
    ]);
    expect(table.sent[0].input).toMatchObject({
      ProjectionExpression: '#a0, #a1, #a2, #members.#member',
      ExpressionAttributeNames: { '#a0': 'id', '#a1': 'name', '#a2': 'dashboardIds', '#members': 'members', '#member': 'u1' },
    });
  });

  it('reads one role’s members by key; a role the business lacks is undefined', async () => {
    const table = fakeTable([{ Item: { PK: 'BIZ#biz-1', members: { u1: 'Ana', u2: 'João' } } }, {}]);

    expect(await getRoleMembers(table, 'biz-1', 'r1')).toEqual({ u1: 'Ana', u2: 'João' });
    expect(await getRoleMembers(table, 'biz-1', 'other')).toBeUndefined();
    expect(table.sent[0].input).toEqual({
      TableName: 'portal-test',
      Key: { PK: 'BIZ#biz-1', SK: 'ROLE#r1' },
      ProjectionExpression: '#pk, #members',
      ExpressionAttributeNames: { '#pk': 'PK', '#members': 'members' },
    });
  });
});

describe('getBusinessFields', () => {
  it('reads only the fields asked of the business item, strongly consistent', async () => {
    const table = fakeTable([{ Item: { PK: 'BIZ#biz-1', activeUserCount: 3, userLimit: 5 } }]);

    expect(await getBusinessFields(table, 'biz-1', ['activeUserCount', 'userLimit'])).toMatchObject({ activeUserCount: 3, userLimit: 5 });
    expect(table.sent[0].input).toEqual({
      TableName: 'portal-test',
      Key: { PK: 'BIZ#biz-1', SK: 'BUSINESS' },
      ConsistentRead: true,
      ProjectionExpression: '#pk, #f0, #f1',
      ExpressionAttributeNames: { '#pk': 'PK', '#f0': 'activeUserCount', '#f1': 'userLimit' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fakeTable } from './fake-table.ts';
import { getEmailClaim, getRoleMemberships, getUserForChange, isTransactionConflict } from './user-changes.ts';

const cancelled = (codes: string[], message = 'Transaction cancelled') =>
  Object.assign(new Error(message), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

describe('reads before a user write', () => {
  it('reads the e-mail claim and the user strongly consistent, under the caller’s business', async () => {
    const table = fakeTable([{ Item: { userId: 'u1', businessId: 'biz-1' } }, { Item: { id: 'u1' } }]);

    expect(await getEmailClaim(table, 'ana@exemplo.com')).toEqual({ userId: 'u1', businessId: 'biz-1' });
    expect(await getUserForChange(table, 'biz-1', 'u1')).toEqual({ id: 'u1' });
    expect(table.sent.map((command) => command.input)).toEqual([
      {
        TableName: 'portal-test',
        Key: { PK: 'EMAIL#ana@exemplo.com', SK: 'EMAIL' },
        ConsistentRead: true,
        ProjectionExpression: '#userId, #businessId',
        ExpressionAttributeNames: { '#userId': 'userId', '#businessId': 'businessId' },
      },
      { TableName: 'portal-test', Key: { PK: 'BIZ#biz-1', SK: 'USER#u1' }, ConsistentRead: true },
    ]);
  });

  it('tells which roles exist and which list the user, reading that one member entry, asking again for unprocessed keys', async () => {
    const table = fakeTable([
      {
        Responses: { 'portal-test': [{ id: 'r1', name: 'Um', members: { u1: 'Ana' } }] },
        UnprocessedKeys: { 'portal-test': { Keys: [{ PK: 'BIZ#biz-1', SK: 'ROLE#r2' }] } },
      },
      { Responses: { 'portal-test': [{ id: 'r2', name: 'Dois' }] } },
    ]);

    const memberships = await getRoleMemberships(table, 'biz-1', ['r1', 'r2', 'r1', 'gone'], 'u1');

    expect([...memberships]).toEqual([
      ['r1', { lists: true, name: 'Um' }],
      ['r2', { lists: false, name: 'Dois' }],
    ]);
    const first = (table.sent[0].input.RequestItems as Record<string, unknown>)['portal-test'];
    expect(first).toEqual({
      Keys: [
        { PK: 'BIZ#biz-1', SK: 'ROLE#r1' },
        { PK: 'BIZ#biz-1', SK: 'ROLE#r2' },
        { PK: 'BIZ#biz-1', SK: 'ROLE#gone' },
      ],
      ProjectionExpression: '#id, #name, #members.#user',
      ExpressionAttributeNames: { '#id': 'id', '#name': 'name', '#members': 'members', '#user': 'u1' },
      ConsistentRead: true,
    });
    expect((table.sent[1].input.RequestItems as Record<string, { Keys: unknown[] }>)['portal-test'].Keys).toEqual([
      { PK: 'BIZ#biz-1', SK: 'ROLE#r2' },
    ]);
  });

  it('reads ids and names only when no user is named (an invitation checks its roles exist)', async () => {
    const table = fakeTable([{ Responses: { 'portal-test': [{ id: 'r1', name: 'Um' }] } }]);

    expect([...(await getRoleMemberships(table, 'biz-1', ['r1']))]).toEqual([['r1', { lists: false, name: 'Um' }]]);
    expect((table.sent[0].input.RequestItems as Record<string, object>)['portal-test']).toMatchObject({
      ProjectionExpression: '#id, #name',
      ExpressionAttributeNames: { '#id': 'id', '#name': 'name' },
    });
  });
});

describe('isTransactionConflict', () => {
  it('is true for a transaction that lost a race, false for a refused condition or another error', () => {
    expect(isTransactionConflict(cancelled(['None', 'TransactionConflict']))).toBe(true);
    expect(isTransactionConflict(cancelled([], 'Transaction cancelled [TransactionConflict]'))).toBe(true);
    expect(isTransactionConflict(cancelled(['None', 'ConditionalCheckFailed']))).toBe(false);
    expect(isTransactionConflict(new Error('TransactionConflict'))).toBe(false);
  });
});

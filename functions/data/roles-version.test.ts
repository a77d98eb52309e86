import { describe, expect, it } from 'vitest';
import { withRolesVersionBump } from './roles-version.ts';
import type { TransactAction } from './transact.ts';

const roleUpdate: TransactAction = {
  Update: {
    TableName: 't',
    Key: { PK: 'BIZ#b', SK: 'ROLE#r1' },
    UpdateExpression: 'SET #m.#u = :n',
    ExpressionAttributeNames: { '#m': 'members', '#u': 'u1' },
  },
};
const userPut: TransactAction = { Put: { TableName: 't', Item: { PK: 'BIZ#b', SK: 'USER#u1' } } };
const otherRole: TransactAction = { Update: { TableName: 't', Key: { PK: 'BIZ#other', SK: 'ROLE#r1' }, UpdateExpression: 'SET x = :x' } };

describe('withRolesVersionBump', () => {
  it('leaves a transaction that writes no role of the business as it is', () => {
    expect(withRolesVersionBump('t', 'b', [userPut, otherRole])).toEqual([userPut, otherRole]);
  });

  it('adds a bump of the business when the transaction writes a role and has no action on the business', () => {
    const actions = withRolesVersionBump('t', 'b', [roleUpdate]);
    expect(actions).toHaveLength(2);
    expect(actions[1].Update).toMatchObject({ Key: { PK: 'BIZ#b', SK: 'BUSINESS' }, UpdateExpression: 'ADD #rolesVersion :one' });
    // A deleted role and a whole role put count too.
    expect(withRolesVersionBump('t', 'b', [{ Delete: { TableName: 't', Key: { PK: 'BIZ#b', SK: 'ROLE#r1' } } }])).toHaveLength(2);
    expect(withRolesVersionBump('t', 'b', [{ Put: { TableName: 't', Item: { PK: 'BIZ#b', SK: 'ROLE#r1' } } }])).toHaveLength(2);
  });

  it('merges the bump into the transaction’s own action on the business (an item is touched once), keeping its condition', () => {
    const seats: TransactAction = {
      Update: {
        TableName: 't',
        Key: { PK: 'BIZ#b', SK: 'BUSINESS' },
        UpdateExpression: 'SET #a.#b = :n ADD #count :seats',
        ConditionExpression: '#count < #limit',
        ExpressionAttributeNames: { '#count': 'activeUserCount' },
        ExpressionAttributeValues: { ':seats': 1 },
      },
    };
    const check: TransactAction = {
      ConditionCheck: { TableName: 't', Key: { PK: 'BIZ#b', SK: 'BUSINESS' }, ConditionExpression: 'attribute_exists(#pk)' },
    };

    const merged = withRolesVersionBump('t', 'b', [seats, roleUpdate]);
    expect(merged).toHaveLength(2);
    expect(merged[0].Update).toMatchObject({
      UpdateExpression: 'SET #a.#b = :n ADD #rolesVersion :rolesVersionStep, #count :seats',
      ConditionExpression: '#count < #limit',
      ExpressionAttributeNames: { '#count': 'activeUserCount', '#rolesVersion': 'rolesVersion' },
      ExpressionAttributeValues: { ':seats': 1, ':rolesVersionStep': 1 },
    });
    const fromCheck = withRolesVersionBump('t', 'b', [check, roleUpdate]);
    expect(fromCheck[0]).toEqual({
      Update: {
        TableName: 't',
        Key: { PK: 'BIZ#b', SK: 'BUSINESS' },
        ConditionExpression: 'attribute_exists(#pk)',
        UpdateExpression: 'ADD #rolesVersion :rolesVersionStep',
        ExpressionAttributeNames: { '#rolesVersion': 'rolesVersion' },
        ExpressionAttributeValues: { ':rolesVersionStep': 1 },
      },
    });
  });
});

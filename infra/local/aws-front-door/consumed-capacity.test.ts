// Reading what DynamoDB says a call was billed, from answers shaped as DynamoDB Local gives them.
import { describe, expect, it } from 'vitest';
import { consumedUnits } from './consumed-capacity.ts';

const ok = (consumed: unknown) => JSON.stringify({ ConsumedCapacity: consumed });

describe('consumedUnits()', () => {
  it('reads an item call’s total as units of its kind: half a unit for an eventually consistent read', () => {
    expect(consumedUnits('GetItem', 200, ok({ TableName: 'portal', CapacityUnits: 0.5 }))).toEqual({ read: 0.5, write: 0, estimated: false });
    expect(consumedUnits('Query', 200, ok({ TableName: 'portal', CapacityUnits: 3 }))).toEqual({ read: 3, write: 0, estimated: false });
    // A write's total holds its index updates (1 for the table + 1 per index it changes).
    expect(consumedUnits('PutItem', 200, ok({ TableName: 'portal', CapacityUnits: 3 }))).toEqual({ read: 0, write: 3, estimated: false });
  });

  it('sums the per-table list of batches and takes a transaction’s doubled units as DynamoDB reports them', () => {
    const batch = ok([
      { TableName: 'portal', CapacityUnits: 1.5 },
      { TableName: 'other', CapacityUnits: 1 },
    ]);
    expect(consumedUnits('BatchGetItem', 200, batch)).toEqual({ read: 2.5, write: 0, estimated: false });
    // Two items of ≤ 1 KB in a transaction: 2 × 2 units.
    const transaction = ok([{ TableName: 'portal', CapacityUnits: 4, WriteCapacityUnits: 4 }]);
    expect(consumedUnits('TransactWriteItems', 200, transaction)).toEqual({ read: 0, write: 4, estimated: false });
    // Reads and writes both named: each taken as reported.
    const mixed = ok([{ TableName: 'portal', CapacityUnits: 6, ReadCapacityUnits: 2, WriteCapacityUnits: 4 }]);
    expect(consumedUnits('TransactWriteItems', 200, mixed)).toEqual({ read: 2, write: 4, estimated: false });
  });

  it('bills a write its condition refused at the least it costs, marked as an estimate', () => {
    const refused = JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'x' });
    expect(consumedUnits('UpdateItem', 400, refused)).toEqual({ read: 0, write: 1, estimated: true });
    const cancelled = JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException' });
    expect(consumedUnits('TransactWriteItems', 400, cancelled)).toEqual({ read: 0, write: 2, estimated: true });
  });

  it('counts nothing for other errors, other operations, or an answer without capacity', () => {
    const throttled = JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException' });
    expect(consumedUnits('PutItem', 400, throttled)).toEqual({ read: 0, write: 0, estimated: false });
    expect(consumedUnits('DescribeTable', 200, ok({ CapacityUnits: 9 }))).toEqual({ read: 0, write: 0, estimated: false });
    expect(consumedUnits('GetItem', 200, '{"Item":{}}')).toEqual({ read: 0, write: 0, estimated: false });
    expect(consumedUnits('GetItem', 200, 'not json')).toEqual({ read: 0, write: 0, estimated: false });
  });
});

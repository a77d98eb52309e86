import { describe, expect, it } from 'vitest';
import { fakeTable } from './fake-table.ts';
import { createTheme, deleteUnusedTheme, listThemes, updateTheme } from './themes.ts';

// A transaction refused by the theme's own condition (its first action), as DynamoDB answers it.
const conditionFailed = () =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
  });
/** The one action a write without an activity entry sends, in its TransactWriteItems. */
const only = (action: Record<string, unknown>) => [{ name: 'TransactWriteCommand', input: { TransactItems: [action] } }];
const colours = { primary: '0f766e', primary2: '14b8a6', secondary: 'f59e0b', secondary2: 'fcd34d', background: 'f0fdfa', support: '475569' };

describe('theme list', () => {
  it('reads the GSI1 THEMES partition in name order, following every page, only what the list shows', async () => {
    const first = { type: 'theme', id: 't1', name: 'Azul', colours, businesses: {} };
    const second = { type: 'theme', id: 't2', name: 'Verde', colours, businesses: { b1: 'Empresa' } };
    const table = fakeTable([{ Items: [first], LastEvaluatedKey: { GSI1PK: 'THEMES', GSI1SK: 'azul#t1' } }, { Items: [second] }]);
    expect(await listThemes(table)).toEqual([first, second]);
    const query = {
      TableName: 'portal-test',
      IndexName: 'GSI1',
      KeyConditionExpression: '#pk = :pk',
      ProjectionExpression: '#type, #id, #name, #colours, #businesses',
      ExpressionAttributeNames: {
        '#pk': 'GSI1PK',
        '#type': 'type',
        '#id': 'id',
        '#name': 'name',
        '#colours': 'colours',
        '#businesses': 'businesses',
      },
      ExpressionAttributeValues: { ':pk': 'THEMES' },
    };
    expect(table.sent).toEqual([
      { name: 'QueryCommand', input: { ...query, ExclusiveStartKey: undefined } },
      { name: 'QueryCommand', input: { ...query, ExclusiveStartKey: { GSI1PK: 'THEMES', GSI1SK: 'azul#t1' } } },
    ]);
  });
});

describe('theme writes', () => {
  it('creates a theme worn by nobody, listed by its searchable name, never over an existing id', async () => {
    const table = fakeTable();
    await createTheme(table, { id: 't1', name: 'Ágata Clara', colours });
    expect(table.sent).toEqual(
      only({
        Put: {
          TableName: 'portal-test',
          Item: {
            PK: 'THEME#t1',
            SK: 'THEME',
            GSI1PK: 'THEMES',
            GSI1SK: 'agata clara#t1',
            type: 'theme',
            id: 't1',
            name: 'Ágata Clara',
            colours,
            businesses: {},
          },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': 'PK' },
        },
      }),
    );
  });

  it('updates name, colours and the list key of an existing theme, leaving the businesses wearing it alone', async () => {
    const table = fakeTable();
    expect(await updateTheme(table, 't1', { name: 'Novo Nome', colours })).toBe(true);
    expect(table.sent).toEqual(
      only({
        Update: {
          TableName: 'portal-test',
          Key: { PK: 'THEME#t1', SK: 'THEME' },
          UpdateExpression: 'SET #name = :name, #colours = :colours, #listKey = :listKey',
          ConditionExpression: 'attribute_exists(#pk)',
          ExpressionAttributeNames: { '#pk': 'PK', '#name': 'name', '#colours': 'colours', '#listKey': 'GSI1SK' },
          ExpressionAttributeValues: { ':name': 'Novo Nome', ':colours': colours, ':listKey': 'novo nome#t1' },
        },
      }),
    );
  });

  it('answers false for an update of a theme that is gone, and lets other errors through', async () => {
    expect(await updateTheme(fakeTable([conditionFailed()]), 't1', { name: 'X', colours })).toBe(false);
    await expect(updateTheme(fakeTable([new Error('boom')]), 't1', { name: 'X', colours })).rejects.toThrow('boom');
  });

  it('deletes only a theme that exists and no business wears, checked by the delete itself', async () => {
    const table = fakeTable();
    expect(await deleteUnusedTheme(table, 't1')).toBe(true);
    expect(table.sent).toEqual(
      only({
        Delete: {
          TableName: 'portal-test',
          Key: { PK: 'THEME#t1', SK: 'THEME' },
          ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#b) OR size(#b) = :zero)',
          ExpressionAttributeNames: { '#pk': 'PK', '#b': 'businesses' },
          ExpressionAttributeValues: { ':zero': 0 },
        },
      }),
    );
    expect(await deleteUnusedTheme(fakeTable([conditionFailed()]), 't1')).toBe(false);
    await expect(deleteUnusedTheme(fakeTable([new Error('boom')]), 't1')).rejects.toThrow('boom');
  });
});

// The platform's themes: one item per theme (keys.theme), listed by name in GSI1 (keys.themeListEntry).
// A theme's `businesses` map (id → name) is kept by the writes of a business's theme; the writes here
// never touch it, and the delete is conditioned on it being empty, so a business that starts wearing
// the theme at the same moment either stops the delete or fails its own condition.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ThemeColours } from '#shared/api-types.ts';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { entryActions, type ActivityDraft } from './activity.ts';
import { themeItem } from './items.ts';
import { keys } from './keys.ts';
import type { ThemeRecord } from './records.ts';
import { queryAllPages } from './query-prefix.ts';
import { transactUnlessRefused } from './transact.ts';

/** Reads a theme by id (`consistent`: what a write's trail entry records as before). */
export async function getTheme({ db, tableName }: TableContext, themeId: string, consistent = false): Promise<ThemeRecord | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.theme(themeId), ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return result.Item as ThemeRecord | undefined;
}

/** Every theme in name order: one Query of the GSI1 `THEMES` partition, following its pages. */
export async function listThemes({ db, tableName }: TableContext): Promise<ThemeRecord[]> {
  const list = keys.themeListQuery();
  return queryAllPages<ThemeRecord>(db, {
    TableName: tableName,
    IndexName: list.indexName,
    KeyConditionExpression: '#pk = :pk',
    ProjectionExpression: '#type, #id, #name, #colours, #businesses',
    ExpressionAttributeNames: {
      '#pk': list.partitionKey,
      '#type': 'type',
      '#id': 'id',
      '#name': 'name',
      '#colours': 'colours',
      '#businesses': 'businesses',
    },
    ExpressionAttributeValues: { ':pk': list.value },
  });
}

/** Writes a new theme (worn by nobody) with its activity entry in the same transaction; never overwrites an existing id. */
export async function createTheme(
  { db, tableName }: TableContext,
  theme: Pick<ThemeRecord, 'id' | 'name' | 'colours'>,
  entry?: ActivityDraft,
): Promise<void> {
  const put = {
    Put: {
      TableName: tableName,
      Item: themeItem({ type: 'theme', id: theme.id, name: theme.name, colours: theme.colours, businesses: {} }),
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    },
  };
  await db.send(new TransactWriteCommand({ TransactItems: [put, ...entryActions(tableName, entry)] }));
}

/**
 * Changes a theme's name and colours (and its place in the list), leaving `businesses` as it is, with
 * its activity entry in the same transaction; false when the theme does not exist.
 */
export async function updateTheme(
  { db, tableName }: TableContext,
  themeId: string,
  changes: { name: string; colours: ThemeColours },
  entry?: ActivityDraft,
): Promise<boolean> {
  const { gsi1 } = TABLE;
  const update = {
    Update: {
      TableName: tableName,
      Key: keys.theme(themeId),
      UpdateExpression: 'SET #name = :name, #colours = :colours, #listKey = :listKey',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#name': 'name', '#colours': 'colours', '#listKey': gsi1.sortKey },
      ExpressionAttributeValues: {
        ':name': changes.name,
        ':colours': changes.colours,
        ':listKey': keys.themeListEntry(themeId, changes.name)[gsi1.sortKey],
      },
    },
  };
  return transactUnlessRefused(db, [update, ...entryActions(tableName, entry)]);
}

/**
 * Deletes a theme that exists and no business wears (its `businesses` map absent or empty, checked
 * by DynamoDB in the same write); false when it is missing or worn (the caller reads it to tell which).
 */
export async function deleteUnusedTheme({ db, tableName }: TableContext, themeId: string, entry?: ActivityDraft): Promise<boolean> {
  const remove = {
    Delete: {
      TableName: tableName,
      Key: keys.theme(themeId),
      ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#b) OR size(#b) = :zero)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#b': 'businesses' },
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
  return transactUnlessRefused(db, [remove, ...entryActions(tableName, entry)]);
}

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { ThemeRecord } from './records.ts';

/** Reads a theme by id. */
export async function getTheme({ db, tableName }: TableContext, themeId: string): Promise<ThemeRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.theme(themeId) }));
  return result.Item as ThemeRecord | undefined;
}

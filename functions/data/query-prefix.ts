import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';

export interface PrefixQueryOptions {
  /** A DynamoDB filter on the items (still read, not returned). */
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  /** Attributes to return (names as written in the item). */
  attributes?: readonly string[];
  /** A strongly consistent read (what is read decides what a cache keeps). */
  consistent?: boolean;
}

/**
 * Every item of one partition whose sort key starts with a prefix, following pagination: the shape of
 * every "all X of a business" read (roles, a user's bookmarks).
 */
export async function queryPrefix<T>(
  { db, tableName }: TableContext,
  { partition, sortPrefix }: { partition: string; sortPrefix: string },
  options: PrefixQueryOptions = {},
): Promise<T[]> {
  const names: Record<string, string> = { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey, ...options.filter?.names };
  const projection = options.attributes?.map((attribute) => {
    names[`#a_${attribute}`] = attribute;
    return `#a_${attribute}`;
  });
  return queryAllPages<T>(db, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    FilterExpression: options.filter?.expression,
    ProjectionExpression: projection?.join(', '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':pk': partition, ':prefix': sortPrefix, ...options.filter?.values },
    ...(options.consistent ? { ConsistentRead: true } : {}),
  });
}

/**
 * Every item one Query answers, following its pages (1 MB each). With `limit`, it stops once that many
 * are read, each page asking only for what is still missing.
 */
export async function queryAllPages<T>(
  db: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'>,
  limit?: number,
): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({ ...input, ExclusiveStartKey: startKey, ...(limit === undefined ? {} : { Limit: limit - items.length }) }),
    );
    items.push(...((result.Items ?? []) as T[]));
    startKey = result.LastEvaluatedKey;
  } while (startKey && (limit === undefined || items.length < limit));
  return items;
}

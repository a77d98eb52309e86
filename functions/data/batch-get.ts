// BatchGet of any number of keys of the one table: chunks of 100 (DynamoDB's limit), and the keys
// DynamoDB leaves unprocessed under load are asked again with a short back-off.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from '#functions/lib/dynamo.ts';

type Key = Record<string, string>;

/** DynamoDB's limit of keys in one BatchGetItem. */
export const MAX_KEYS_PER_BATCH = 100;
const MAX_ATTEMPTS = 6;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Only these attributes of each item: top-level names (aliased so reserved words such as `name` work),
 * or an expression with its own names (a nested path such as one member entry of a role).
 */
export type Projection = readonly string[] | { expression: string; names: Record<string, string> };

function projectionParameters(projection: Projection | undefined) {
  if (!projection) return {};
  if (!Array.isArray(projection)) {
    const { expression, names } = projection as Exclude<Projection, readonly string[]>;
    return { ProjectionExpression: expression, ExpressionAttributeNames: names };
  }
  const names = Object.fromEntries(projection.map((attribute, i) => [`#a${i}`, attribute]));
  return { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
}

export interface BatchGetOptions {
  /** Strongly consistent reads (a write about to be conditioned on what is read). */
  consistent?: boolean;
}

/** Reads the items at `keys` (in no particular order); missing items are simply absent. */
export async function batchGetItems<T>(
  { db, tableName }: TableContext,
  keys: Key[],
  projection?: Projection,
  options: BatchGetOptions = {},
): Promise<T[]> {
  const chunks: Key[][] = [];
  for (let i = 0; i < keys.length; i += MAX_KEYS_PER_BATCH) chunks.push(keys.slice(i, i + MAX_KEYS_PER_BATCH));
  const results = await Promise.all(
    chunks.map(async (chunk) => {
      const items: T[] = [];
      let pending: Key[] = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt >= MAX_ATTEMPTS) throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
        if (attempt > 0) await pause(25 * 2 ** attempt);
        const result = await db.send(
          new BatchGetCommand({
            RequestItems: {
              [tableName]: { Keys: pending, ...projectionParameters(projection), ...(options.consistent ? { ConsistentRead: true } : {}) },
            },
          }),
        );
        items.push(...((result.Responses?.[tableName] ?? []) as T[]));
        pending = (result.UnprocessedKeys?.[tableName]?.Keys ?? []) as Key[];
      }
      return items;
    }),
  );
  return results.flat();
}

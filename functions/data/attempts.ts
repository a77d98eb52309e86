// Window counters of sign-in attempts (per flow, per e-mail or client address), each one item with its
// own end (`expiresAt`, the table's TTL attribute): the end of the window, which also ends its refusals.
// Counting is one UpdateItem ADD that returns the new value, so two requests at once never read the same
// count; an item past its end counts as absent, since TTL deletes late on AWS and never on DynamoDB Local.
// The growing waits of one e-mail from one address are attempt-pairs.ts.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { keys, type AttemptFlow } from './keys.ts';

export interface AttemptCounter {
  flow: AttemptFlow;
  by: 'email' | 'address';
  value: string;
}

export interface AttemptCount {
  count: number;
  /** Epoch seconds: the end of the window. */
  expiresAt: number;
}

const NAMES = { '#pk': TABLE.partitionKey, '#count': 'count', '#expiresAt': TABLE.timeToLiveAttribute };
const isConditionFailure = (error: unknown) => (error as { name?: string })?.name === 'ConditionalCheckFailedException';
const keyOf = ({ flow, by, value }: AttemptCounter) => keys.attempts(flow, by, value);

/**
 * Adds one attempt and answers the count with it. A live window grows; a window past its end starts
 * again at 1 (a conditional SET, so of two requests that find it ended, one restarts it and the other
 * counts into the new window).
 */
export async function countAttempt(
  { db, tableName }: TableContext,
  counter: AttemptCounter,
  nowSeconds: number,
  windowSeconds: number,
): Promise<AttemptCount> {
  const values = { ':one': 1, ':now': nowSeconds, ':end': nowSeconds + windowSeconds };
  for (let round = 0; round < 3; round++) {
    try {
      const grown = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keyOf(counter),
          UpdateExpression: 'ADD #count :one SET #expiresAt = if_not_exists(#expiresAt, :end)',
          ConditionExpression: 'attribute_not_exists(#pk) OR #expiresAt > :now',
          ExpressionAttributeNames: NAMES,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return countOf(grown.Attributes);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      const restarted = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keyOf(counter),
          UpdateExpression: 'SET #count = :one, #expiresAt = :end',
          ConditionExpression: '#expiresAt <= :now',
          ExpressionAttributeNames: { '#count': NAMES['#count'], '#expiresAt': NAMES['#expiresAt'] },
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return countOf(restarted.Attributes);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error('attempt counter kept changing');
}

/** Gives back an attempt that was no failure (a right password, Cognito unavailable), in a live window only. */
export async function releaseAttempt({ db, tableName }: TableContext, counter: AttemptCounter, nowSeconds: number) {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(counter),
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#expiresAt > :now AND #count > :zero',
        ExpressionAttributeNames: { '#count': NAMES['#count'], '#expiresAt': NAMES['#expiresAt'] },
        ExpressionAttributeValues: { ':minusOne': -1, ':now': nowSeconds, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

function countOf(item: Record<string, unknown> | undefined): AttemptCount {
  return { count: Number(item?.count ?? 0), expiresAt: Number(item?.[TABLE.timeToLiveAttribute] ?? 0) };
}

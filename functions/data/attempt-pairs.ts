// The failures of one e-mail from one client address (keys.attemptPair), whose waits grow with each
// failure (the rule is functions/domain/attempt-limits.ts). One item holds the failures counted, the
// instant before which no step is let through, and its own end (`expiresAt`, the table's TTL attribute).
// Every change is a write conditioned on the state it was read in (compare and set): of steps sent at
// once, each moves the pair from a state only it saw, so none slips past a wait another one set.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { keys, type AttemptFlow } from './keys.ts';
import { queryPrefix } from './query-prefix.ts';

export interface AttemptPair {
  flow: AttemptFlow;
  email: string;
  address: string;
}

export interface PairState {
  /** Failures counted (a step in flight counts as one until it is known to be none). */
  count: number;
  /** Epoch seconds before which no step of the pair is let through (0: none). */
  waitUntil: number;
  /** Epoch seconds: when the pair's failures are forgotten (the TTL attribute). */
  expiresAt: number;
}

/** A pair as stored: `null` when there is no item. */
export type StoredPair = PairState | null;

const NAMES = { '#pk': TABLE.partitionKey, '#count': 'count', '#waitUntil': 'waitUntil', '#expiresAt': TABLE.timeToLiveAttribute };
const isConditionFailure = (error: unknown) => (error as { name?: string })?.name === 'ConditionalCheckFailedException';
const keyOf = ({ flow, email, address }: AttemptPair) => keys.attemptPair(flow, email, address);

/**
 * The pair as it stands now (strongly consistent: the next write is conditioned on it). A Query of its
 * one-item partition: every Lambda that takes a password holds Query, not all of them GetItem.
 */
export async function readPair(table: TableContext, pair: AttemptPair): Promise<StoredPair> {
  const key = keyOf(pair);
  const [Item] = await queryPrefix<Record<string, unknown>>(
    table,
    { partition: key[TABLE.partitionKey], sortPrefix: key[TABLE.sortKey] },
    { consistent: true },
  );
  if (!Item) return null;
  return { count: Number(Item.count ?? 0), waitUntil: Number(Item.waitUntil ?? 0), expiresAt: Number(Item[TABLE.timeToLiveAttribute] ?? 0) };
}

/** Moves the pair from `from` (as read) to `to`; false when another step moved it first (nothing written). */
export async function movePair({ db, tableName }: TableContext, pair: AttemptPair, from: StoredPair, to: PairState): Promise<boolean> {
  const unchanged = from
    ? { condition: '#count = :fromCount AND #waitUntil = :fromWait', values: { ':fromCount': from.count, ':fromWait': from.waitUntil } }
    : { condition: 'attribute_not_exists(#pk)', values: {} };
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(pair),
        UpdateExpression: 'SET #count = :count, #waitUntil = :waitUntil, #expiresAt = :expiresAt',
        ConditionExpression: unchanged.condition,
        ExpressionAttributeNames: from
          ? { '#count': NAMES['#count'], '#waitUntil': NAMES['#waitUntil'], '#expiresAt': NAMES['#expiresAt'] }
          : NAMES,
        ExpressionAttributeValues: { ':count': to.count, ':waitUntil': to.waitUntil, ':expiresAt': to.expiresAt, ...unchanged.values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Forgets the pair's failures (a right password from that address); an UpdateItem, so no role needs DeleteItem. */
export async function clearPair({ db, tableName }: TableContext, pair: AttemptPair): Promise<void> {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(pair),
        UpdateExpression: 'SET #count = :zero, #waitUntil = :zero',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#pk': NAMES['#pk'], '#count': NAMES['#count'], '#waitUntil': NAMES['#waitUntil'] },
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

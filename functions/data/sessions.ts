// The fences of a profile. `tokensValidAfter` (epoch seconds): every access token issued before it is
// refused (functions/domain/caller.ts); logout, a password change and a reset move it, the deactivation
// in its own transaction (user-writes.ts). `sessionsValidAfter` (epoch milliseconds): a session opened
// before it is not refreshed (functions/auth/sessions.ts), whatever Cognito's own sign-out did; a password
// change and a reset move it, a logout does not (the user's other devices go on).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { keys } from './keys.ts';
import type { UserRecord } from './records.ts';

/** The profile attribute, and the one place its comparison with a token's `iat` is written. */
export const TOKENS_VALID_AFTER = 'tokensValidAfter';
/** The profile attribute of the sessions fence, and the one place its comparison with a session's start is written. */
export const SESSIONS_VALID_AFTER = 'sessionsValidAfter';

/**
 * Tokens are stamped in whole seconds (`iat`), so the fence is the second of the event: a token issued
 * in an earlier second is refused; one issued in that same second (a login right after a logout) passes.
 */
export const fenceSecond = (epochMs: number): number => Math.floor(epochMs / 1000);

/** Whether a token issued at `issuedAt` (its `iat`, epoch seconds) is older than the profile's fence. */
export const issuedBeforeFence = (profile: Pick<UserRecord, 'tokensValidAfter'>, issuedAt: number): boolean =>
  profile.tokensValidAfter !== undefined && profile.tokensValidAfter !== null && issuedAt < profile.tokensValidAfter;

/** Whether a session opened at `startedAtMs` (epoch milliseconds) is older than the profile's sessions fence. */
export const openedBeforeFence = (profile: Pick<UserRecord, 'sessionsValidAfter'>, startedAtMs: number): boolean =>
  typeof profile.sessionsValidAfter === 'number' && startedAtMs < profile.sessionsValidAfter;

/** Moves a user's fence forward to `atSecond` (never back); an unknown profile changes nothing. */
export async function fenceTokens({ db, tableName }: TableContext, user: Pick<UserRecord, 'businessId' | 'id'>, atSecond: number) {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(user.businessId, user.id),
        UpdateExpression: 'SET #fence = :at',
        ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#fence) OR #fence < :at)',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#fence': TOKENS_VALID_AFTER },
        ExpressionAttributeValues: { ':at': atSecond },
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string })?.name !== 'ConditionalCheckFailedException') throw error;
    });
}

/**
 * Ends every session of a user at `atMs`: the access tokens issued before its second and the sessions
 * opened before it, each fence moved forward only. One UpdateItem; when either fence is already further
 * (a logout's in the same second), each is moved on its own.
 */
export async function fenceSessions(table: TableContext, user: Pick<UserRecord, 'businessId' | 'id'>, atMs: number) {
  const atSecond = fenceSecond(atMs);
  const moved = await table.db
    .send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.user(user.businessId, user.id),
        UpdateExpression: 'SET #tokens = :second, #sessions = :ms',
        ConditionExpression:
          'attribute_exists(#pk) AND (attribute_not_exists(#tokens) OR #tokens <= :second) AND (attribute_not_exists(#sessions) OR #sessions < :ms)',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#tokens': TOKENS_VALID_AFTER, '#sessions': SESSIONS_VALID_AFTER },
        ExpressionAttributeValues: { ':second': atSecond, ':ms': atMs },
      }),
    )
    .then(
      () => true,
      (error: unknown) => {
        if ((error as { name?: string })?.name !== 'ConditionalCheckFailedException') throw error;
        return false;
      },
    );
  if (!moved) await Promise.all([fenceTokens(table, user, atSecond), moveSessionsFence(table, user, atMs)]);
}

async function moveSessionsFence({ db, tableName }: TableContext, user: Pick<UserRecord, 'businessId' | 'id'>, atMs: number) {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(user.businessId, user.id),
        UpdateExpression: 'SET #sessions = :ms',
        ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#sessions) OR #sessions < :ms)',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sessions': SESSIONS_VALID_AFTER },
        ExpressionAttributeValues: { ':ms': atMs },
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string })?.name !== 'ConditionalCheckFailedException') throw error;
    });
}

// The "tokens valid after" instant of a profile (`tokensValidAfter`, epoch seconds): every access token
// issued before it is refused (functions/domain/caller.ts). Logout and a password change move it to
// now; the deactivation moves it in its own transaction (user-writes.ts).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { UserRecord } from './records.ts';

/** The profile attribute, and the one place its comparison with a token's `iat` is written. */
export const TOKENS_VALID_AFTER = 'tokensValidAfter';

/**
 * Tokens are stamped in whole seconds (`iat`), so the fence is the second of the event: a token issued
 * in an earlier second is refused; one issued in that same second (a login right after a logout) passes.
 */
export const fenceSecond = (epochMs: number): number => Math.floor(epochMs / 1000);

/** Whether a token issued at `issuedAt` (its `iat`, epoch seconds) is older than the profile's fence. */
export const issuedBeforeFence = (profile: Pick<UserRecord, 'tokensValidAfter'>, issuedAt: number): boolean =>
  profile.tokensValidAfter !== undefined && profile.tokensValidAfter !== null && issuedAt < profile.tokensValidAfter;

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

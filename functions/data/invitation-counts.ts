// The counts that brake invitations: per business and UTC day, ONE item (`INVITES#<day>`) holding the
// day's count and one count per administrator and hour. Counting is one UpdateItem that ADDs to both,
// conditioned on both being under their limits, so invitations sent at once never pass a limit and a
// refused one counts nowhere. The item ends by itself after its day (TTL; its key is dated anyway, and
// DynamoDB Local deletes nothing).
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { keys } from './keys.ts';

/** Where one invitation counts: the business's day, and its administrator's hour of that day. */
export interface InvitationWindow {
  businessId: string;
  adminId: string;
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  /** `00`–`23` (UTC). */
  hour: string;
  /** Epoch seconds after which the day's item may be deleted. */
  expiresAt: number;
}

export interface InvitationLimits {
  perAdminPerHour: number;
  perBusinessPerDay: number;
}

export interface InvitationCounts {
  business: number;
  admin: number;
}

/** The attribute of the business's count for the day. */
export const DAY_COUNT = 'invitations';
/** The attribute of one administrator's hour (ids hold letters, digits, `-` and `_` only). */
export const adminHourAttribute = (adminId: string, hour: string) => `by_${hour}_${adminId}`;

const isConditionFailure = (error: unknown) => (error as { name?: string })?.name === 'ConditionalCheckFailedException';

/** Counts one invitation in its window; false, and nothing counted, when either count is at its limit. */
export async function countInvitation({ db, tableName }: TableContext, window: InvitationWindow, limits: InvitationLimits): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.invitationCount(window.businessId, window.day),
        UpdateExpression: 'ADD #day :one, #admin :one SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
        ConditionExpression: '(attribute_not_exists(#day) OR #day < :perDay) AND (attribute_not_exists(#admin) OR #admin < :perHour)',
        ExpressionAttributeNames: {
          '#day': DAY_COUNT,
          '#admin': adminHourAttribute(window.adminId, window.hour),
          '#expiresAt': TABLE.timeToLiveAttribute,
        },
        ExpressionAttributeValues: {
          ':one': 1,
          ':perDay': limits.perBusinessPerDay,
          ':perHour': limits.perAdminPerHour,
          ':expiresAt': window.expiresAt,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The window's counts as they stand (strongly consistent): which limit refused an invitation. */
export async function readInvitationCounts({ db, tableName }: TableContext, window: InvitationWindow): Promise<InvitationCounts> {
  const admin = adminHourAttribute(window.adminId, window.hour);
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.invitationCount(window.businessId, window.day),
      ConsistentRead: true,
      ProjectionExpression: '#day, #admin',
      ExpressionAttributeNames: { '#day': DAY_COUNT, '#admin': admin },
    }),
  );
  return { business: Number(result.Item?.[DAY_COUNT] ?? 0), admin: Number(result.Item?.[admin] ?? 0) };
}

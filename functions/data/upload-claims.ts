// Claims of pending uploads at UPLOAD#<pending key>/UPLOAD: one per upload, put with attribute_not_exists
// in the transaction of the record that takes the picture, so of two saves naming one upload only one
// writes its record (the other's transaction is cancelled at the claim). A save that fails writes no
// claim, so the same upload can be sent again. Kept UPLOAD_CLAIM_KEPT_DAYS (the table's TTL attribute).
import { TABLE, UPLOAD_CLAIM_KEPT_DAYS } from '#shared/constants.ts';
import { keys } from './keys.ts';
import type { TransactAction } from './transact.ts';

export interface UploadClaim {
  /** The pending key the save named. */
  pendingKey: string;
  /** Where the save copied it (its record names this key). */
  storedKey: string;
}

/** The Put of an upload's claim, refused (ConditionalCheckFailed) when another save already took it. */
export function uploadClaimAction(tableName: string, { pendingKey, storedKey }: UploadClaim, now: Date = new Date()): TransactAction {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.uploadClaim(pendingKey),
        type: 'uploadClaim',
        storedKey,
        claimedAt: now.toISOString(),
        [TABLE.timeToLiveAttribute]: Math.floor(now.getTime() / 1000) + UPLOAD_CLAIM_KEPT_DAYS * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    },
  };
}

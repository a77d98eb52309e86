// The reads an invitation, an access change or a deactivation makes before its one transaction
// (functions/data/user-writes.ts builds it), and the send. Every read here is strongly consistent: it
// decides the transaction's conditions (the user's state as read) or explains a refusal, so it must see
// the last committed write.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { batchGetItems, type Projection } from './batch-get.ts';
import { keys } from './keys.ts';
import type { RoleRecord, UserRecord } from './records.ts';
import type { TransactAction } from './transact.ts';

/** Who holds an e-mail address on the platform (its EMAIL# claim), if anyone. */
export interface EmailClaim {
  userId: string;
  businessId: string | null;
}

/** The EMAIL#<email> claim (GetItem). */
export async function getEmailClaim({ db, tableName }: TableContext, email: string): Promise<EmailClaim | undefined> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.email(email),
      ConsistentRead: true,
      ProjectionExpression: '#userId, #businessId',
      ExpressionAttributeNames: { '#userId': 'userId', '#businessId': 'businessId' },
    }),
  );
  return result.Item as EmailClaim | undefined;
}

/** One user of a business as it stands now (GetItem); another business's id is simply not found. */
export async function getUserForChange({ db, tableName }: TableContext, businessId: string, userId: string): Promise<UserRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(businessId, userId), ConsistentRead: true }));
  return result.Item as UserRecord | undefined;
}

/** A role as an access change reads it: whether it lists the user, and its name (for the activity trail). */
export interface RoleMembership {
  lists: boolean;
  name: string;
}

/**
 * Which of `roleIds` are roles of the business (with their names) and, for a `userId`, whether each lists that user among
 * its members: one BatchGet per 100 ids (a user has at most INPUT_LIMITS.userRoles roles) of the id and
 * that one member entry, so a role of a thousand members never travels. Ids of no role are absent.
 */
export async function getRoleMemberships(
  table: TableContext,
  businessId: string,
  roleIds: readonly string[],
  userId?: string,
): Promise<Map<string, RoleMembership>> {
  const projection: Projection = userId
    ? { expression: '#id, #name, #members.#user', names: { '#id': 'id', '#name': 'name', '#members': 'members', '#user': userId } }
    : { expression: '#id, #name', names: { '#id': 'id', '#name': 'name' } };
  const roles = await batchGetItems<Pick<RoleRecord, 'id' | 'name' | 'members'>>(
    table,
    [...new Set(roleIds)].map((id) => keys.role(businessId, id)),
    projection,
    { consistent: true },
  );
  const memberships = new Map<string, RoleMembership>();
  for (const role of roles) memberships.set(role.id, { lists: userId !== undefined && role.members?.[userId] !== undefined, name: role.name });
  return memberships;
}

/** Sends one TransactWriteItems (the actions of user-writes.ts). */
export async function writeTransaction({ db }: TableContext, actions: TransactAction[]): Promise<void> {
  await db.send(new TransactWriteCommand({ TransactItems: actions }));
}

/** True when a cancelled transaction lost a race with another write (not one of its conditions): worth trying again. */
export function isTransactionConflict(error: unknown): boolean {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.some((reason) => reason.Code === 'TransactionConflict') || /TransactionConflict/.test((error as Error).message);
}

// The writes of a role (the roles Lambda) and of the user side of its memberships. A role may hold
// 1,000 users and 2,000 dashboards: far past a transaction's 100 items, so a save is not one
// transaction. It is made safe by order instead:
//   1. the role item is written first and whole (putRole), conditioned on the version read (or on being
//      new): it is the authority on membership, so a user it no longer lists loses the role at once;
//   2. then each user's `roleIds` index is brought in line, one idempotent write per user
//      (syncUsersWithRole): appended for a member whose index lacks the role, removed for a user the
//      role no longer lists. A member gains the role only once both sides name it.
// A failure between the two leaves nobody with access they should not have (a leftover id in a user's
// `roleIds` grants nothing while the role does not list them, see dashboard-scope.ts), and saving again
// finishes the job, because step 2 covers every member whose index lacks the role, not only new ones.
// Two saves of one role at once cannot strand a member without the role either: a removal from a
// user's index is a transaction with a ConditionCheck that the role does not list them (at that
// moment), and a save decides whom to append by reading its members' indexes AFTER its role write, so
// a removal either lands before that read (and the member is appended again) or finds them listed and
// does nothing.
import { GetCommand, TransactWriteCommand, UpdateCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { entryActions, type ActivityDraft } from './activity.ts';
import { batchGetItems } from './batch-get.ts';
import { roleItem } from './items.ts';
import { keys } from './keys.ts';
import type { RoleRecord, UserRecord } from './records.ts';
import { getRole } from './roles.ts';
import { withRolesVersionBump } from './roles-version.ts';
import { failedConditionAt, isTransactionCancelled, transactUnlessRefused } from './transact.ts';

const PK = TABLE.partitionKey;

/** How many user UpdateItems run at once: fast for 1,000 members without flooding the table. */
export const USER_SYNC_CONCURRENCY = 16;

/** What a role save needs of a user: may they join (active), their name for `members`, their `roleIds` index. */
export type MemberUser = Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'disabled' | 'roleIds'>;
const MEMBER_FIELDS = ['id', 'firstName', 'lastName', 'disabled', 'roleIds'] as const;

const isConditionFailure = (error: unknown) => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * Some users of a business by id, strongly consistent (a user deactivated a moment ago must not join a
 * role). Unknown ids are absent.
 */
export async function getMemberUsers(table: TableContext, businessId: string, userIds: string[]): Promise<MemberUser[]> {
  const keysToRead = [...new Set(userIds)].map((id) => keys.user(businessId, id));
  return batchGetItems<MemberUser>(table, keysToRead, MEMBER_FIELDS, { consistent: true });
}

/** What a role write must find: no role at that id (a create), or the role at the version it was read. */
export type RoleWriteExpectation = { new: true } | { version: number };

/**
 * Writes a whole role, conditioned on `expected`, with the business's roles version bumped in the same
 * transaction (roles-version.ts) and, given, its activity entry. Answers false when the condition failed: someone changed the role
 * since it was read (or deleted it), and the caller reads it again.
 */
export async function putRole(table: TableContext, role: RoleRecord, expected: RoleWriteExpectation, entry?: ActivityDraft): Promise<boolean> {
  const condition: Pick<PutCommandInput, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> =
    'new' in expected
      ? { ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': PK } }
      : {
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': expected.version },
        };
  const put = { Put: { TableName: table.tableName, Item: roleItem(role), ...condition } };
  return transactUnlessRefused(table.db, withRolesVersionBump(table.tableName, role.businessId, [put, ...entryActions(table.tableName, entry)]));
}

/**
 * Deletes a role and answers what it was, or undefined when there was none: read (strongly
 * consistent), then deleted on condition of still being the version read (so the members answered are
 * exactly the ones that lost it), with the roles version bumped and `describe`'s activity entry in the
 * same transaction.
 */
export async function deleteRole(
  table: TableContext,
  businessId: string,
  roleId: string,
  describe?: (role: RoleRecord) => ActivityDraft,
): Promise<RoleRecord | undefined> {
  for (let attempt = 1; ; attempt++) {
    const role = await getRole(table, businessId, roleId);
    if (!role) return undefined;
    const remove = {
      Delete: {
        TableName: table.tableName,
        Key: keys.role(businessId, roleId),
        ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#version) OR #version = :version)',
        ExpressionAttributeNames: { '#pk': PK, '#version': 'version' },
        ExpressionAttributeValues: { ':version': role.version ?? 0 },
      },
    };
    const actions = withRolesVersionBump(table.tableName, businessId, [remove, ...entryActions(table.tableName, describe?.(role))]);
    if (await transactUnlessRefused(table.db, actions)) return role;
    if (attempt >= ROLE_DELETE_ATTEMPTS) throw new Error('The role kept changing while it was being deleted');
  }
}

/** How often a delete reads the role again when it changed between the read and the delete. */
const ROLE_DELETE_ATTEMPTS = 3;

/** Appends the role to a user's `roleIds` unless it is there already (then, or for a user who is gone, nothing happens). */
async function addRoleToUser({ db, tableName }: TableContext, businessId: string, userId: string, roleId: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(businessId, userId),
        UpdateExpression: 'SET #roleIds = list_append(if_not_exists(#roleIds, :empty), :one)',
        ConditionExpression: 'attribute_exists(#pk) AND NOT contains(#roleIds, :roleId)',
        ExpressionAttributeNames: { '#pk': PK, '#roleIds': 'roleIds' },
        ExpressionAttributeValues: { ':empty': [], ':one': [roleId], ':roleId': roleId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Where a removal from a user's index stands after one try. */
type RemovalOutcome = 'done' | 'index-changed';

/** The role a removal takes out of users' `roleIds`, and whether it is gone for good (a delete). */
interface RoleRemoval {
  roleId: string;
  roleDeleted: boolean;
}

/**
 * One try at taking the role out of a user's `roleIds`: REMOVE of the positions that held it when read,
 * each conditioned on still holding it there. While the role exists, in one transaction with a
 * ConditionCheck that the role does not list the user (a save made meanwhile may have listed them
 * again: then the index stays as it is). Once the role is deleted, nobody can list them again: a plain
 * UpdateItem.
 */
async function tryRemoval(
  table: TableContext,
  businessId: string,
  { id: userId, roleIds }: { id: string; roleIds?: string[] },
  { roleId, roleDeleted }: RoleRemoval,
): Promise<RemovalOutcome> {
  const positions = (roleIds ?? []).flatMap((id, position) => (id === roleId ? [position] : []));
  if (positions.length === 0) return 'done';
  const removal = {
    TableName: table.tableName,
    Key: keys.user(businessId, userId),
    UpdateExpression: `REMOVE ${positions.map((position) => `#roleIds[${position}]`).join(', ')}`,
    ConditionExpression: positions.map((position) => `#roleIds[${position}] = :roleId`).join(' AND '),
    ExpressionAttributeNames: { '#roleIds': 'roleIds' },
    ExpressionAttributeValues: { ':roleId': roleId },
  };
  try {
    if (roleDeleted) {
      await table.db.send(new UpdateCommand(removal));
      return 'done';
    }
    const notListed = {
      TableName: table.tableName,
      Key: keys.role(businessId, roleId),
      ConditionExpression: 'attribute_not_exists(#members.#user)',
      ExpressionAttributeNames: { '#members': 'members', '#user': userId },
    };
    await table.db.send(new TransactWriteCommand({ TransactItems: [{ ConditionCheck: notListed }, { Update: removal }] }));
    return 'done';
  } catch (error) {
    if (failedConditionAt(error, 0)) return 'done';
    if (isConditionFailure(error) || isTransactionCancelled(error)) return 'index-changed';
    throw error;
  }
}

/**
 * Takes the role out of a user's `roleIds` (as read). When the index changed meanwhile, the user is
 * read again and the removal tried once more; after that a leftover id is left, harmless while the
 * role does not list the user.
 */
async function removeRoleFromUser(
  table: TableContext,
  businessId: string,
  user: Pick<UserRecord, 'id' | 'roleIds'>,
  removal: RoleRemoval,
): Promise<void> {
  if ((await tryRemoval(table, businessId, user, removal)) === 'done') return;
  const fresh = await table.db.send(
    new GetCommand({
      TableName: table.tableName,
      Key: keys.user(businessId, user.id),
      ConsistentRead: true,
      ProjectionExpression: '#roleIds',
      ExpressionAttributeNames: { '#roleIds': 'roleIds' },
    }),
  );
  await tryRemoval(table, businessId, { id: user.id, roleIds: fresh.Item?.roleIds as string[] | undefined }, removal);
}

/** Runs `work` on every item, at most `cap` at once; every item is tried, then the first failure (if any) is thrown. */
async function forEachCapped<T>(items: T[], cap: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(cap, items.length) }, worker));
  if (failures.length > 0) throw failures[0];
}

/**
 * Step 2 of a save or a delete: the role joins the `roleIds` of each user in `join` whose index lacks
 * it, and leaves the `roleIds` of each user in `leave` that holds it (users as read AFTER the role
 * write, with their index), USER_SYNC_CONCURRENCY writes at a time. Users whose index is right
 * already cost nothing. `roleDeleted`: the role is gone for good (a delete), so removals need no check of it.
 */
export async function syncUsersWithRole(
  table: TableContext,
  businessId: string,
  roleId: string,
  users: { join: Pick<UserRecord, 'id' | 'roleIds'>[]; leave: Pick<UserRecord, 'id' | 'roleIds'>[] },
  options: { roleDeleted?: boolean } = {},
): Promise<void> {
  const work = [
    ...users.join
      .filter((user) => !(user.roleIds ?? []).includes(roleId))
      .map((user) => () => addRoleToUser(table, businessId, user.id, roleId)),
    ...users.leave
      .filter((user) => (user.roleIds ?? []).includes(roleId))
      .map((user) => () => removeRoleFromUser(table, businessId, user, { roleId, roleDeleted: options.roleDeleted ?? false })),
  ];
  await forEachCapped(work, USER_SYNC_CONCURRENCY, (run) => run());
}

// Every write that changes who a tenant user is to their business: the invitation, a change of roles
// or administrator flag, a rename, the deactivation, the reactivation and an invitation sent again. Each
// is ONE TransactWriteItems that keeps all sides together, so no reader ever sees half of it:
//   - the user item (its `roleIds` index, access, names, its entry in the business's user list or,
//     deactivated, in its inactive list);
//   - each role's `members` map (the authority on membership; names kept for "who may see it");
//   - the business's `admins` map (names; the "last administrator" rule is a condition on its size) and
//     `activeUserCount` (the seats; the user limit is a condition on it).
// The rules two requests could race on are conditions of that same transaction, never a prior read:
// a read only chooses the message (user-write-actions.ts builds the role and business actions). A user
// has at most INPUT_LIMITS.userRoles roles, so every such transaction stays under DynamoDB's 100
// actions, with the change's activity entry (last) included.
import { TABLE } from '#shared/constants.ts';
import { entryActions, type ActivityDraft } from './activity.ts';
import { emailItem, identityItem, userItem } from './items.ts';
import { keys } from './keys.ts';
import { fullName, type UserRecord } from './records.ts';
import { withRolesVersionBump } from './roles-version.ts';
import { fenceSecond, TOKENS_VALID_AFTER } from './sessions.ts';
import type { TransactAction } from './transact.ts';
import { businessAction, businessActionOrCheck, roleMemberAction } from './user-write-actions.ts';

const PK = TABLE.partitionKey;
const { partitionKey: DIR_PK, sortKey: DIR_SK } = TABLE.directory;

type TenantUser = UserRecord & { businessId: string };

/** The change's activity entry as the transaction's last action (after every position the callers read refusals at). */
const withEntry = (tableName: string, actions: TransactAction[], entry: ActivityDraft | undefined): TransactAction[] => [
  ...actions,
  ...entryActions(tableName, entry),
];

/** Positions in createUserActions' result (to tell a full business from a taken e-mail or identity). */
export const CREATE_USER_ACTION = { user: 0, email: 1, identity: 2, business: 3 } as const;

/**
 * The claim of the user's Cognito identity: refused when the identity already has a profile elsewhere
 * (another business, or the platform), so no `sub` ever has two profiles. The same profile claimed again
 * passes: the profile's own Put (`attribute_not_exists`) refuses a duplicate there, and a profile removed
 * by hand can be written again (npm run admin:create resumes so).
 */
export function identityClaimAction(tableName: string, user: Pick<UserRecord, 'id' | 'businessId'>): TransactAction {
  const Item = identityItem(user.id, user.businessId);
  return {
    Put: {
      TableName: tableName,
      Item,
      ConditionExpression: 'attribute_not_exists(#pk) OR #profile = :profile',
      ExpressionAttributeNames: { '#pk': PK, '#profile': 'profile' },
      ExpressionAttributeValues: { ':profile': Item.profile },
    },
  };
}

/**
 * A new user: the profile (in the user list), the platform-wide e-mail claim, the claim of its Cognito
 * identity, and for a tenant user one seat taken (refused when none is free, if `enforceLimit`), the
 * admin entry and each role's member entry.
 */
export function createUserActions(
  tableName: string,
  user: UserRecord,
  options: { enforceLimit: boolean; entry?: ActivityDraft },
): TransactAction[] {
  const profile: TransactAction = {
    Put: {
      TableName: tableName,
      Item: userItem(user),
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PK },
    },
  };
  const claim: TransactAction = {
    Put: {
      TableName: tableName,
      Item: emailItem(user.email, user.id, user.businessId),
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PK },
    },
  };
  const identity = identityClaimAction(tableName, user);
  if (!user.businessId) return withEntry(tableName, [profile, claim, identity], options.entry);
  const name = fullName(user);
  const actions = withRolesVersionBump(tableName, user.businessId, [
    profile,
    claim,
    identity,
    businessAction(
      tableName,
      user.businessId,
      { seats: 1, ...(user.access === 'customer_admin' ? { setAdmin: { id: user.id, name } } : {}) },
      { seatFree: options.enforceLimit },
    ),
    ...[...new Set(user.roleIds)].map((roleId) => roleMemberAction(tableName, user.businessId!, roleId, { userId: user.id, name })),
  ]);
  return withEntry(tableName, actions, options.entry);
}

/** Position of the user and business actions in changeAccessActions' result. */
export const CHANGE_ACCESS_ACTION = { user: 0, business: 1 } as const;

/**
 * New roles and administrator flag for an active user, from the state read (`user`): the user item
 * (conditioned on still holding that state, so two admins editing at once cannot interleave), the
 * member entry of each role joined or left (`existingRoleIds`: the old roles still there to leave),
 * and the admin entry (losing the last administrator or the main contact's flag is refused).
 * `listedIn`, when known, names the roles whose `members` list the user now (the authority): a role
 * the user's index names but that does not list them is joined again if kept, and one that lists
 * them outside the index is left if not chosen, so both sides agree after the change.
 */
export function changeAccessActions(
  tableName: string,
  user: TenantUser,
  next: { roleIds: string[]; access: 'customer' | 'customer_admin' },
  { existingRoleIds, listedIn }: { existingRoleIds: ReadonlySet<string>; listedIn?: ReadonlySet<string> },
  entry?: ActivityDraft,
): TransactAction[] {
  const name = fullName(user);
  const before = new Set(user.roleIds);
  const after = new Set(next.roleIds);
  const actions: TransactAction[] = [
    {
      Update: {
        TableName: tableName,
        Key: keys.user(user.businessId, user.id),
        UpdateExpression: 'SET #roleIds = :roleIds, #access = :access',
        ConditionExpression: 'attribute_exists(#pk) AND #disabled = :false AND #access = :oldAccess AND #roleIds = :oldRoleIds',
        ExpressionAttributeNames: { '#pk': PK, '#roleIds': 'roleIds', '#access': 'access', '#disabled': 'disabled' },
        ExpressionAttributeValues: {
          ':roleIds': [...after],
          ':access': next.access,
          ':false': false,
          ':oldAccess': user.access,
          ':oldRoleIds': user.roleIds,
        },
      },
    },
  ];
  const promoted = user.access !== 'customer_admin' && next.access === 'customer_admin';
  const demoted = user.access === 'customer_admin' && next.access !== 'customer_admin';
  // Always an action on the business (at least its existence), so the index of CHANGE_ACCESS_ACTION holds.
  actions.push(
    businessActionOrCheck(
      tableName,
      user.businessId,
      promoted ? { setAdmin: { id: user.id, name } } : demoted ? { removeAdmin: user.id } : {},
      demoted ? { keepsAnAdmin: true, notMainContact: user.email } : {},
    ),
  );
  const member = listedIn ?? before;
  const memberEntry = (roleId: string, entryName: string | null) =>
    roleMemberAction(tableName, user.businessId, roleId, { userId: user.id, name: entryName });
  for (const roleId of after) if (!member.has(roleId)) actions.push(memberEntry(roleId, name));
  for (const roleId of new Set([...before, ...member]))
    if (!after.has(roleId) && existingRoleIds.has(roleId)) actions.push(memberEntry(roleId, null));
  return withEntry(tableName, withRolesVersionBump(tableName, user.businessId, actions), entry);
}

/** Position of the user and business actions in deactivateUserActions' result. */
export const DEACTIVATE_ACTION = { user: 0, business: 1 } as const;

/**
 * Deactivates an active user: the profile is kept (history) but marked disabled and moved from the
 * user list to the inactive list; the seat is freed; the user leaves the admins and every role's
 * members (`existingRoleIds`), while its `roleIds` index stays for a reactivation.
 * Refused for the last administrator and for the business's main contact.
 */
export function deactivateUserActions(
  tableName: string,
  user: TenantUser,
  existingRoleIds: ReadonlySet<string>,
  now: string,
  entry?: ActivityDraft,
): TransactAction[] {
  const isAdmin = user.access === 'customer_admin';
  const listEntry = keys.inactiveUserListEntry(user.businessId, user.id, fullName(user), user.email);
  const actions = withRolesVersionBump(tableName, user.businessId, [
    {
      Update: {
        TableName: tableName,
        Key: keys.user(user.businessId, user.id),
        // The fence ends the user's tokens at once, beside `disabled` (which loadCaller refuses too).
        UpdateExpression: 'SET #disabled = :true, #deactivatedAt = :now, #fence = :fence, #dirPk = :dirPk, #dirSk = :dirSk',
        ConditionExpression: 'attribute_exists(#pk) AND #disabled = :false',
        ExpressionAttributeNames: {
          '#pk': PK,
          '#disabled': 'disabled',
          '#deactivatedAt': 'deactivatedAt',
          '#fence': TOKENS_VALID_AFTER,
          '#dirPk': DIR_PK,
          '#dirSk': DIR_SK,
        },
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':now': now,
          ':fence': fenceSecond(Date.parse(now)),
          ':dirPk': listEntry[DIR_PK],
          ':dirSk': listEntry[DIR_SK],
        },
      },
    },
    businessAction(
      tableName,
      user.businessId,
      { seats: -1, ...(isAdmin ? { removeAdmin: user.id } : {}) },
      { notMainContact: user.email, keepsAnAdmin: isAdmin },
    ),
    ...user.roleIds
      .filter((roleId) => existingRoleIds.has(roleId))
      .map((roleId) => roleMemberAction(tableName, user.businessId, roleId, { userId: user.id, name: null })),
  ]);
  return withEntry(tableName, actions, entry);
}

/** Position of the user and business actions in reactivateUserActions' result. */
export const REACTIVATE_ACTION = { user: 0, business: 1 } as const;

/**
 * Brings a deactivated user back: enabled again and back in the user list (its current name and
 * e-mail), one seat taken under the limit, its admin entry back for a customer_admin, and its member
 * entry back in each role of its `roleIds` index that still exists (`existingRoleIds`). Refused when
 * the user is no longer deactivated (another reactivation won), a role went meanwhile, or no seat is free.
 */
export function reactivateUserActions(
  tableName: string,
  user: TenantUser,
  existingRoleIds: ReadonlySet<string>,
  entry?: ActivityDraft,
): TransactAction[] {
  const name = fullName(user);
  const listEntry = keys.userListEntry(user.businessId, user.id, name, user.email);
  const actions = withRolesVersionBump(tableName, user.businessId, [
    {
      Update: {
        TableName: tableName,
        Key: keys.user(user.businessId, user.id),
        UpdateExpression: 'SET #disabled = :false, #dirPk = :dirPk, #dirSk = :dirSk REMOVE #deactivatedAt',
        ConditionExpression: 'attribute_exists(#pk) AND #disabled = :true',
        ExpressionAttributeNames: { '#pk': PK, '#disabled': 'disabled', '#deactivatedAt': 'deactivatedAt', '#dirPk': DIR_PK, '#dirSk': DIR_SK },
        ExpressionAttributeValues: { ':true': true, ':false': false, ':dirPk': listEntry[DIR_PK], ':dirSk': listEntry[DIR_SK] },
      },
    },
    businessAction(
      tableName,
      user.businessId,
      { seats: 1, ...(user.access === 'customer_admin' ? { setAdmin: { id: user.id, name } } : {}) },
      { seatFree: true },
    ),
    ...[...new Set(user.roleIds)]
      .filter((roleId) => existingRoleIds.has(roleId))
      .map((roleId) => roleMemberAction(tableName, user.businessId, roleId, { userId: user.id, name })),
  ]);
  return withEntry(tableName, actions, entry);
}

/**
 * An invitation e-mailed again: when it was sent, and pending again (the caller saw Cognito still
 * waiting for the first password), with its activity entry. The user must still be there.
 */
export function invitationResentActions(tableName: string, user: TenantUser, now: string, entry?: ActivityDraft): TransactAction[] {
  const profile: TransactAction = {
    Update: {
      TableName: tableName,
      Key: keys.user(user.businessId, user.id),
      UpdateExpression: 'SET #sentAt = :now, #pending = :true',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PK, '#sentAt': 'invitationSentAt', '#pending': 'invitationPending' },
      ExpressionAttributeValues: { ':now': now, ':true': true },
    },
  };
  return withEntry(tableName, [profile], entry);
}

/**
 * Renames a user (the account form): names and the user-list entry, and for a tenant user the name
 * kept on each of its roles (`existingRoleIds`) and, for an administrator, on the business.
 */
export function renameUserActions(
  tableName: string,
  user: UserRecord,
  name: Pick<UserRecord, 'firstName' | 'lastName'>,
  existingRoleIds: ReadonlySet<string>,
  entry?: ActivityDraft,
): TransactAction[] {
  const newName = fullName(name);
  // The sort key is the same in the active and the inactive list: only it changes, never the list.
  const listEntry = user.businessId ? keys.userListEntry(user.businessId, user.id, newName, user.email) : undefined;
  const profile: TransactAction = {
    Update: {
      TableName: tableName,
      Key: keys.user(user.businessId, user.id),
      UpdateExpression: `SET #first = :first, #last = :last${listEntry ? ', #listSort = :listSort' : ''}`,
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PK, '#first': 'firstName', '#last': 'lastName', ...(listEntry ? { '#listSort': DIR_SK } : {}) },
      ExpressionAttributeValues: { ':first': name.firstName, ':last': name.lastName, ...(listEntry ? { ':listSort': listEntry[DIR_SK] } : {}) },
    },
  };
  if (!user.businessId || user.disabled) return withEntry(tableName, [profile], entry);
  const businessId = user.businessId;
  const actions = withRolesVersionBump(tableName, businessId, [
    profile,
    ...(user.access === 'customer_admin'
      ? [businessAction(tableName, businessId, { setAdmin: { id: user.id, name: newName } }, { adminListed: true })]
      : []),
    ...user.roleIds
      .filter((roleId) => existingRoleIds.has(roleId))
      .map((roleId) => roleMemberAction(tableName, businessId, roleId, { userId: user.id, name: newName, onlyIfMember: true })),
  ]);
  return withEntry(tableName, actions, entry);
}

// Every write that changes who a tenant user is to their business: the invitation, a change of roles
// or administrator flag, a rename and the deactivation. Each is ONE TransactWriteItems that keeps all
// sides together, so no reader ever sees half of it:
//   - the user item (its `roleIds` index, access, names, its entry in the business's user list);
//   - each role's `members` map (the authority on membership; names kept for "who may see it");
//   - the business's `admins` map (names; the "last administrator" rule is a condition on its size) and
//     `activeUserCount` (the seats; the user limit is a condition on it).
// The rules two requests could race on are conditions of that same transaction, never a prior read:
// a read only chooses the message. A user has at most INPUT_LIMITS.userRoles roles, so every such
// transaction stays under DynamoDB's 100 actions, with the change's activity entry (last) included.
import { TABLE } from '#shared/constants.ts';
import { entryActions, type ActivityDraft } from './activity.ts';
import { emailItem, identityItem, userItem } from './items.ts';
import { keys } from './keys.ts';
import { fullName, type UserRecord } from './records.ts';
import { withRolesVersionBump } from './roles-version.ts';
import { fenceSecond, TOKENS_VALID_AFTER } from './sessions.ts';
import type { TransactAction } from './transact.ts';

const PK = TABLE.partitionKey;
const { partitionKey: DIR_PK, sortKey: DIR_SK } = TABLE.directory;

type TenantUser = UserRecord & { businessId: string };

/** The change's activity entry as the transaction's last action (after every position the callers read refusals at). */
const withEntry = (tableName: string, actions: TransactAction[], entry: ActivityDraft | undefined): TransactAction[] => [
  ...actions,
  ...entryActions(tableName, entry),
];

/** One member entry of a role to write: the user's name (null removes the entry). */
interface MemberEntry {
  userId: string;
  name: string | null;
  /** A rename: the role must still list the user. */
  onlyIfMember?: boolean;
}

/**
 * SET or REMOVE of one member entry of a role, bumping its version; the role must exist (and, for a
 * rename, still list the user: a rename never brings back a membership removed meanwhile).
 */
function roleMemberAction(tableName: string, businessId: string, roleId: string, { userId, name, onlyIfMember }: MemberEntry): TransactAction {
  return {
    Update: {
      TableName: tableName,
      Key: keys.role(businessId, roleId),
      UpdateExpression: name === null ? 'REMOVE #members.#user ADD #version :one' : 'SET #members.#user = :name ADD #version :one',
      ConditionExpression: onlyIfMember ? 'attribute_exists(#pk) AND attribute_exists(#members.#user)' : 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PK, '#members': 'members', '#user': userId, '#version': 'version' },
      ExpressionAttributeValues: { ':one': 1, ...(name === null ? {} : { ':name': name }) },
    },
  };
}

/** Which business-item condition failed, told apart by the caller's read (the condition itself is one). */
export interface BusinessRuleCheck {
  /** Refuse unless the business has a seat free (invitations only). */
  seatFree?: boolean;
  /** Refuse when this admin is the last one. */
  keepsAnAdmin?: boolean;
  /** Refuse when this e-mail is the business's main contact. */
  notMainContact?: string;
  /** Refuse unless the admin entry being set is there already (a rename never re-adds a demoted admin). */
  adminListed?: boolean;
}

/** One Update of the business item: counters, admin entries and the rules as its condition. */
function businessAction(
  tableName: string,
  businessId: string,
  change: { seats?: 1 | -1; setAdmin?: { id: string; name: string }; removeAdmin?: string },
  rules: BusinessRuleCheck,
): TransactAction {
  const names: Record<string, string> = { '#pk': PK };
  const values: Record<string, unknown> = {};
  const set: string[] = [];
  const remove: string[] = [];
  const add: string[] = [];
  const conditions = ['attribute_exists(#pk)'];
  if (change.seats) {
    names['#count'] = 'activeUserCount';
    values[':seats'] = change.seats;
    add.push('#count :seats');
  }
  if (change.setAdmin || change.removeAdmin) names['#admins'] = 'admins';
  if (change.setAdmin) {
    names['#admin'] = change.setAdmin.id;
    values[':adminName'] = change.setAdmin.name;
    set.push('#admins.#admin = :adminName');
  }
  if (change.removeAdmin) {
    names['#admin'] = change.removeAdmin;
    remove.push('#admins.#admin');
  }
  if (rules.seatFree) {
    names['#count'] = 'activeUserCount';
    names['#limit'] = 'userLimit';
    values[':zero'] = 0;
    conditions.push('(#limit = :zero OR attribute_not_exists(#count) OR #count < #limit)');
  }
  if (rules.adminListed) conditions.push('attribute_exists(#admins.#admin)');
  if (rules.keepsAnAdmin) {
    values[':one'] = 1;
    conditions.push('size(#admins) > :one');
  }
  if (rules.notMainContact) {
    names['#mainContact'] = 'mainContactEmail';
    values[':email'] = rules.notMainContact;
    conditions.push('#mainContact <> :email');
  }
  const expression = [
    set.length ? `SET ${set.join(', ')}` : '',
    remove.length ? `REMOVE ${remove.join(', ')}` : '',
    add.length ? `ADD ${add.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const condition = {
    TableName: tableName,
    Key: keys.business(businessId),
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
  // Nothing to change (an access change that keeps the flag): the business is only checked.
  if (!expression) return { ConditionCheck: condition };
  return { Update: { ...condition, UpdateExpression: expression } };
}

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
    businessAction(
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
 * Deactivates an active user: the profile is kept (history) but marked disabled and taken out of the
 * user list; the seat is freed; the user leaves the admins and every role's members (`existingRoleIds`).
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
  const actions = withRolesVersionBump(tableName, user.businessId, [
    {
      Update: {
        TableName: tableName,
        Key: keys.user(user.businessId, user.id),
        // The fence ends the user's tokens at once, beside `disabled` (which loadCaller refuses too).
        UpdateExpression: 'SET #disabled = :true, #deactivatedAt = :now, #fence = :fence REMOVE #dirPk, #dirSk',
        ConditionExpression: 'attribute_exists(#pk) AND #disabled = :false',
        ExpressionAttributeNames: {
          '#pk': PK,
          '#disabled': 'disabled',
          '#deactivatedAt': 'deactivatedAt',
          '#fence': TOKENS_VALID_AFTER,
          '#dirPk': DIR_PK,
          '#dirSk': DIR_SK,
        },
        ExpressionAttributeValues: { ':true': true, ':false': false, ':now': now, ':fence': fenceSecond(Date.parse(now)) },
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
  const listEntry = user.businessId && !user.disabled ? keys.userListEntry(user.businessId, user.id, newName, user.email) : undefined;
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

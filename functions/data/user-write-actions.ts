// The actions a user write makes on the items beside the user's own (functions/data/user-writes.ts
// builds the transactions): a role's member entry, and the business item's seats and admin entries under
// the rules two requests could race on (its condition: a seat free, an administrator kept, the main
// contact kept one).
import { TABLE } from '#shared/constants.ts';
import { keys } from './keys.ts';
import type { TransactAction } from './transact.ts';

const PK = TABLE.partitionKey;

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
export function roleMemberAction(
  tableName: string,
  businessId: string,
  roleId: string,
  { userId, name, onlyIfMember }: MemberEntry,
): TransactAction {
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
  /** Refuse unless the business has a seat free (invitations and reactivations). */
  seatFree?: boolean;
  /** Refuse when this admin is the last one. */
  keepsAnAdmin?: boolean;
  /** Refuse when this e-mail is the business's main contact. */
  notMainContact?: string;
  /** Refuse unless the admin entry being set is there already (a rename never re-adds a demoted admin). */
  adminListed?: boolean;
}

/** What a write changes on the business item: its seats and one admin entry. */
interface BusinessChange {
  seats?: 1 | -1;
  setAdmin?: { id: string; name: string };
  removeAdmin?: string;
}

/** One Update of the business item: counters, admin entries and the rules as its condition. */
export function businessAction(tableName: string, businessId: string, change: BusinessChange, rules: BusinessRuleCheck): TransactAction {
  const { condition, expression } = businessWrite(tableName, businessId, change, rules);
  return { Update: { ...condition, UpdateExpression: expression } };
}

/** The same, or only a check of the business when nothing of it changes (an access change that keeps the flag). */
export function businessActionOrCheck(tableName: string, businessId: string, change: BusinessChange, rules: BusinessRuleCheck): TransactAction {
  const { condition, expression } = businessWrite(tableName, businessId, change, rules);
  if (!expression) return { ConditionCheck: condition };
  return { Update: { ...condition, UpdateExpression: expression } };
}

/** The business item's key, condition (the rules) and update expression (empty when nothing changes). */
function businessWrite(tableName: string, businessId: string, change: BusinessChange, rules: BusinessRuleCheck) {
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
  return { condition, expression };
}

import { describe, expect, it } from 'vitest';
import type { UserRecord } from './records.ts';
import type { TransactAction } from './transact.ts';
import {
  CHANGE_ACCESS_ACTION,
  changeAccessActions,
  CREATE_USER_ACTION,
  createUserActions,
  DEACTIVATE_ACTION,
  deactivateUserActions,
  invitationResentActions,
  REACTIVATE_ACTION,
  reactivateUserActions,
  renameUserActions,
} from './user-writes.ts';

const user: UserRecord & { businessId: string } = {
  type: 'user',
  id: 'u1',
  businessId: 'biz-1',
  access: 'customer',
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@exemplo.com',
  roleIds: ['r1', 'r2'],
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Each role member action as `<role> +name` (joins) or `<role> -` (leaves). */
const memberChanges = (actions: TransactAction[]) =>
  actions
    .filter((action) => action.Update && String(action.Update.Key?.SK).startsWith('ROLE#'))
    .map((action) => `${String(action.Update!.Key!.SK).slice(5)} ${action.Update!.UpdateExpression!.startsWith('REMOVE') ? '-' : '+'}`)
    .sort();

describe('createUserActions', () => {
  it('puts the profile and the e-mail claim, takes a seat under the limit and joins each role once', () => {
    const actions = createUserActions('portal-test', { ...user, access: 'customer_admin', roleIds: ['r1', 'r1'] }, { enforceLimit: true });

    expect(actions[CREATE_USER_ACTION.user].Put?.Item).toMatchObject({ PK: 'BIZ#biz-1', SK: 'USER#u1', DirPK: 'BIZ#biz-1#USERS' });
    expect(actions[CREATE_USER_ACTION.email].Put?.Item).toMatchObject({ PK: 'EMAIL#ana@exemplo.com', userId: 'u1' });
    // The identity claimed for this profile: a profile of the same `sub` elsewhere refuses the transaction.
    expect(actions[CREATE_USER_ACTION.identity].Put).toMatchObject({
      Item: { PK: 'IDENTITY#u1', SK: 'IDENTITY', userId: 'u1', profile: 'BIZ#biz-1' },
      ConditionExpression: 'attribute_not_exists(#pk) OR #profile = :profile',
      ExpressionAttributeValues: { ':profile': 'BIZ#biz-1' },
    });
    const business = actions[CREATE_USER_ACTION.business].Update!;
    expect(business.ConditionExpression).toContain('#count < #limit');
    // Joining a role writes its item: the business's roles version goes up in the same action.
    expect(business.UpdateExpression).toBe('SET #admins.#admin = :adminName ADD #rolesVersion :rolesVersionStep, #count :seats');
    expect(memberChanges(actions)).toEqual(['r1 +']);
  });
});

describe('changeAccessActions', () => {
  it('joins the new roles and leaves the old ones still there, by the user’s index', () => {
    const actions = changeAccessActions(
      'portal-test',
      user,
      { roleIds: ['r2', 'r3'], access: 'customer' },
      { existingRoleIds: new Set(['r1', 'r2', 'r3']) },
    );

    expect(memberChanges(actions)).toEqual(['r1 -', 'r3 +']);
    expect(actions[CHANGE_ACCESS_ACTION.user].Update?.ConditionExpression).toContain('#roleIds = :oldRoleIds');
  });

  it('with the roles that list the user, brings both sides together: joins a kept role that lost them, leaves one outside the index', () => {
    // r2 is in the index but no longer lists the user; r4 lists the user outside the index.
    const actions = changeAccessActions(
      'portal-test',
      user,
      { roleIds: ['r2', 'r3'], access: 'customer' },
      { existingRoleIds: new Set(['r1', 'r2', 'r3', 'r4']), listedIn: new Set(['r1', 'r4']) },
    );

    expect(memberChanges(actions)).toEqual(['r1 -', 'r2 +', 'r3 +', 'r4 -']);
  });

  it('a demotion removes the admin entry on condition the business keeps one and it is not the main contact', () => {
    const actions = changeAccessActions(
      'portal-test',
      { ...user, access: 'customer_admin' },
      { roleIds: user.roleIds, access: 'customer' },
      { existingRoleIds: new Set() },
    );
    const business = actions[CHANGE_ACCESS_ACTION.business].Update!;

    expect(business.UpdateExpression).toBe('REMOVE #admins.#admin');
    expect(business.ConditionExpression).toBe('attribute_exists(#pk) AND size(#admins) > :one AND #mainContact <> :email');
    expect(business.ExpressionAttributeValues).toMatchObject({ ':email': 'ana@exemplo.com' });
  });
});

describe('deactivateUserActions', () => {
  it('marks the user disabled and moves it to the inactive list, frees the seat and leaves the roles still there', () => {
    const actions = deactivateUserActions('portal-test', user, new Set(['r2']), '2026-02-01T00:00:00.000Z');

    expect(actions[DEACTIVATE_ACTION.user].Update?.UpdateExpression).toBe(
      'SET #disabled = :true, #deactivatedAt = :now, #fence = :fence, #dirPk = :dirPk, #dirSk = :dirSk',
    );
    // Tokens issued before the deactivation's second are refused from then on.
    expect(actions[DEACTIVATE_ACTION.user].Update?.ExpressionAttributeValues).toMatchObject({
      ':fence': 1769904000,
      ':dirPk': 'BIZ#biz-1#USERS_INACTIVE',
      ':dirSk': 'ana souza#ana@exemplo.com#u1',
    });
    expect(actions[DEACTIVATE_ACTION.business].Update?.UpdateExpression).toBe('ADD #rolesVersion :rolesVersionStep, #count :seats');
    expect(actions[DEACTIVATE_ACTION.business].Update?.ExpressionAttributeValues).toMatchObject({ ':seats': -1 });
    expect(memberChanges(actions)).toEqual(['r2 -']);
  });
});

describe('reactivateUserActions', () => {
  const deactivated = { ...user, access: 'customer_admin' as const, disabled: true, deactivatedAt: '2026-02-01T00:00:00.000Z' };

  it('enables the user back in the active list, takes a seat under the limit, and gives back the admin entry and the roles still there', () => {
    const actions = reactivateUserActions('portal-test', deactivated, new Set(['r1']));
    const profile = actions[REACTIVATE_ACTION.user].Update!;

    expect(profile.UpdateExpression).toBe('SET #disabled = :false, #dirPk = :dirPk, #dirSk = :dirSk REMOVE #deactivatedAt');
    expect(profile.ConditionExpression).toBe('attribute_exists(#pk) AND #disabled = :true');
    expect(profile.ExpressionAttributeValues).toMatchObject({ ':dirPk': 'BIZ#biz-1#USERS', ':dirSk': 'ana souza#ana@exemplo.com#u1' });
    const business = actions[REACTIVATE_ACTION.business].Update!;
    expect(business.UpdateExpression).toBe('SET #admins.#admin = :adminName ADD #rolesVersion :rolesVersionStep, #count :seats');
    expect(business.ConditionExpression).toBe('attribute_exists(#pk) AND (#limit = :zero OR attribute_not_exists(#count) OR #count < #limit)');
    expect(business.ExpressionAttributeValues).toMatchObject({ ':seats': 1, ':adminName': 'Ana Souza' });
    expect(memberChanges(actions)).toEqual(['r1 +']);
  });

  it('with no role left, takes the seat without bumping the roles version', () => {
    const actions = reactivateUserActions('portal-test', { ...deactivated, access: 'customer' }, new Set());

    expect(actions).toHaveLength(2);
    expect(actions[REACTIVATE_ACTION.business].Update?.UpdateExpression).toBe('ADD #count :seats');
  });
});

describe('invitationResentActions', () => {
  it('records when the invitation went and keeps it pending', () => {
    const [profile] = invitationResentActions('portal-test', user, '2026-03-01T00:00:00.000Z');

    expect(profile.Update).toMatchObject({
      Key: { PK: 'BIZ#biz-1', SK: 'USER#u1' },
      UpdateExpression: 'SET #sentAt = :now, #pending = :true',
      ExpressionAttributeValues: { ':now': '2026-03-01T00:00:00.000Z', ':true': true },
    });
  });
});

describe('renameUserActions', () => {
  it('moves a deactivated user’s inactive entry to the new name, without putting it back in the active list', () => {
    const [profile, ...rest] = renameUserActions('portal-test', { ...user, disabled: true }, { firstName: 'Bia', lastName: 'Souza' }, new Set());

    expect(profile.Update?.UpdateExpression).toBe('SET #first = :first, #last = :last, #listSort = :listSort');
    expect(profile.Update?.ExpressionAttributeNames).not.toHaveProperty('#dirPk');
    expect(profile.Update?.ExpressionAttributeValues).toMatchObject({ ':listSort': 'bia souza#ana@exemplo.com#u1' });
    expect(rest).toEqual([]);
  });
});

describe('an access change that keeps the administrator flag', () => {
  it('with a role joined or left, bumps the roles version on the business (its one action there)', () => {
    const actions = changeAccessActions(
      'portal-test',
      user,
      { roleIds: [...user.roleIds, 'r9'], access: 'customer' },
      { existingRoleIds: new Set([...user.roleIds, 'r9']) },
    );

    expect(actions[CHANGE_ACCESS_ACTION.business].Update).toMatchObject({
      UpdateExpression: 'ADD #rolesVersion :rolesVersionStep',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': 'PK', '#rolesVersion': 'rolesVersion' },
    });
    expect(actions.filter((action) => action.Update?.Key?.SK === 'BUSINESS' || action.ConditionCheck?.Key?.SK === 'BUSINESS')).toHaveLength(1);
  });

  it('with no role changed, only checks the business exists (a ConditionCheck: an Update needs something to update)', () => {
    const actions = changeAccessActions(
      'portal-test',
      user,
      { roleIds: user.roleIds, access: 'customer' },
      { existingRoleIds: new Set(user.roleIds) },
    );

    expect(actions[CHANGE_ACCESS_ACTION.business]).toEqual({
      ConditionCheck: {
        TableName: 'portal-test',
        Key: { PK: 'BIZ#biz-1', SK: 'BUSINESS' },
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#pk': 'PK' },
      },
    });
  });
});

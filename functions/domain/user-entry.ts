// The activity entries of a collaborator's changes: the invitation (their names, e-mail, access and
// roles), an access change (access and roles), the deactivation, the reactivation (the access given
// back) and an invitation sent again. Each goes in the change's own transaction
// (functions/data/user-writes.ts). Roles are shown by name (read with the memberships). The entry is in
// the user's business's trail, and names whoever acted: its customer_admin or the platform admin.
import { ACTIVITY_MESSAGES } from '#shared/activity-messages.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import type { ActivityDraft } from '#functions/data/activity.ts';
import { fullName, type UserRecord } from '#functions/data/records.ts';
import type { RoleMembership } from '#functions/data/user-changes.ts';
import { actorOf } from './activity-actor.ts';
import { activityChanges, namesOf, type ActivityFields } from './activity-changes.ts';
import type { Caller, TenantCaller } from './caller.ts';

/** Who changes a business's people: one of its customer_admins, or the platform admin naming it by path. */
export interface TeamWriter {
  caller: Caller;
  businessId: string;
}

/** A customer_admin acting on their own business. */
export const tenantWriter = (caller: TenantCaller): TeamWriter => ({ caller, businessId: caller.businessId });

/** A user's access as the screens name it. */
const accessShown = (access: UserRecord['access']): string =>
  access === 'customer_admin' ? USER_MESSAGES.administrator : ACTIVITY_MESSAGES.kinds.user;

/** Role names from the memberships read (a role id no longer there is shown as its id). */
const roleNames = (roleIds: readonly string[], roles: ReadonlyMap<string, RoleMembership>): string[] =>
  namesOf(roleIds, new Map([...roles].map(([id, role]) => [id, role.name])));

/** The access fields of a user: administrator or collaborator, and their roles by name. */
const accessFields = (user: Pick<UserRecord, 'access' | 'roleIds'>, roles: ReadonlyMap<string, RoleMembership>): ActivityFields => ({
  access: accessShown(user.access),
  roles: roleNames(user.roleIds ?? [], roles),
});

const draft = (writer: TeamWriter, user: UserRecord, action: ActivityDraft['action'], changes: ActivityDraft['changes']): ActivityDraft => ({
  businessId: writer.businessId,
  actor: actorOf(writer.caller),
  action,
  entity: { kind: 'user', id: user.id, name: fullName(user) },
  changes,
});

/** An invitation: who was invited, with which access and roles. */
export const invitationEntry = (caller: TenantCaller, user: UserRecord, roles: ReadonlyMap<string, RoleMembership>): ActivityDraft =>
  draft(
    tenantWriter(caller),
    user,
    'created',
    activityChanges(null, { first_name: user.firstName, last_name: user.lastName, email: user.email, ...accessFields(user, roles) }),
  );

/** An access change, from the user as read to `next`. */
export const accessChangeEntry = (
  caller: TenantCaller,
  user: UserRecord,
  next: Pick<UserRecord, 'access' | 'roleIds'>,
  roles: ReadonlyMap<string, RoleMembership>,
): ActivityDraft => draft(tenantWriter(caller), user, 'updated', activityChanges(accessFields(user, roles), accessFields(next, roles)));

/** A deactivation: the access the user had is gone. */
export const deactivationEntry = (caller: TenantCaller, user: UserRecord, roles: ReadonlyMap<string, RoleMembership>): ActivityDraft =>
  draft(tenantWriter(caller), user, 'deactivated', activityChanges(accessFields(user, roles), null));

/** A reactivation: the access given back (the roles of its index that still exist). */
export const reactivationEntry = (writer: TeamWriter, user: UserRecord, roles: ReadonlyMap<string, RoleMembership>): ActivityDraft =>
  draft(
    writer,
    user,
    'reactivated',
    activityChanges(null, accessFields({ ...user, roleIds: user.roleIds.filter((id) => roles.has(id)) }, roles)),
  );

/** An invitation sent again: to which address. */
export const invitationResentEntry = (writer: TeamWriter, user: UserRecord): ActivityDraft =>
  draft(writer, user, 'invitation_resent', activityChanges(null, { email: user.email }));

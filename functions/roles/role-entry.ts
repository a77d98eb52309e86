// The activity entry of a role write: its name, icon, dashboards and members by name. It goes in the
// role write's own transaction; the members' `roleIds` updates that follow are part of the same change.
import type { ActivityDraft } from '#functions/data/activity.ts';
import type { RoleRecord } from '#functions/data/records.ts';
import { actorOf } from '#functions/domain/activity-actor.ts';
import { activityChanges, namesOf, type ActivityFields } from '#functions/domain/activity-changes.ts';
import type { TenantCaller } from '#functions/domain/caller.ts';

type RoleSubject = Pick<RoleRecord, 'id' | 'name'> & { fields: ActivityFields };

/** A role as the trail records it; dashboards by name where `dashboardNames` knows them (a delete records none: its id list is enough to see it went). */
export function roleFields(role: RoleRecord, dashboardNames?: ReadonlyMap<string, string>): RoleSubject {
  return {
    id: role.id,
    name: role.name,
    fields: {
      name: role.name,
      icon: role.icon,
      dashboards: namesOf(role.dashboardIds ?? [], dashboardNames ?? new Map()),
      members: Object.values(role.members ?? {}),
    },
  };
}

/** The business trail's entry of a role write (before null: a create; after null: a delete). */
export function roleEntry(
  caller: TenantCaller,
  action: 'created' | 'updated' | 'deleted',
  before: RoleSubject | null | undefined,
  after: RoleSubject | null,
): ActivityDraft {
  const subject = (after ?? before)!;
  return {
    businessId: caller.businessId,
    actor: actorOf(caller),
    action,
    entity: { kind: 'role', id: subject.id, name: subject.name },
    changes: activityChanges(before?.fields ?? null, after?.fields ?? null),
  };
}

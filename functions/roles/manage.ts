// The customer_admin's access levels (roles): GET /roles, GET /roles/new, GET /roles/{id}/edit,
// POST /roles, PATCH /roles/{id} (save-role.ts) and DELETE /roles/{id}. Every read and write is keyed
// by the caller's business, so another business's role id is the same 404 as an unknown one.
// DynamoDB calls besides the caller's profile Query (budgets checked by tests/integration/roles.test.ts):
//   list   → one Query of the ROLE# prefix                                                    → 1 (+1)
//   new    → user list Query (Directory) ‖ dashboards Query (Directory), then the users' names
//            BatchGet (one per 100 users, in parallel)                                         → 3 (+1)
//   edit   → role GetItem ‖ the same three reads as new (+ a BatchGet of the role's dashboards
//            missing from the Directory, only while the index lags a new dashboard)            → 4 (+1)
//   create → role names Query ‖ users BatchGet (consistent, one per 100) ‖ dashboards Query,
//            then the role Put (with the roles version and its activity entry, one transaction), then one
//            UpdateItem per member whose roleIds lacks the role                               → 4 + members (+1)
//   update → role GetItem ‖ the same three reads, then the role Put (+ roles version + activity entry), then a BatchGet of its
//            members and the users it lost (one per 100), then one UpdateItem per member lacking
//            the role and one TransactWriteItems per user lost                                 → 6 + changes (+1)
//            (a role changed meanwhile: role GetItem ‖ users BatchGet and the Put again, ≤ 3 times)
//   delete → role GetItem (its members), then its Delete at that version with the roles version
//            and its activity entry (one transaction), then their BatchGet (one per 100) and one UpdateItem each      → 3 + members (+1)
// See functions/data/role-writes.ts for why a save writes the role first, then the users' index.
import type { NamedItem } from '#shared/api-types.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { deleteRole as deleteRoleItem, getMemberUsers, syncUsersWithRole } from '#functions/data/role-writes.ts';
import { getRole, listRolesOfBusiness } from '#functions/data/roles.ts';
import type { RoleRecord } from '#functions/data/records.ts';
import { byName } from '#functions/domain/by-name.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { notFound } from '#functions/lib/http-error.ts';
import { roleEntry, roleFields } from './role-entry.ts';
import { existingDashboards, loadFormOptions } from './role-options.ts';

/** The same 404 for an unknown role and another business's. */
export const roleNotFound = () => notFound(ROLE_MESSAGES.notFound);

/** A role's members as `{ id, name }`, by name. */
export const membersOf = (role: Pick<RoleRecord, 'members'>): NamedItem[] =>
  byName(Object.entries(role.members ?? {}).map(([id, name]) => ({ id, name })));

/** The business's roles by name, with how many users and dashboards each holds. */
export const listRoles: RouteImplementation<'listRoles'> = async ({ caller: anyCaller, table }) => {
  const caller = requireTenant(anyCaller);
  const roles = byName(await listRolesOfBusiness(table, caller.businessId));
  return {
    body: {
      roles: roles.map((role) => ({
        id: role.id,
        name: role.name,
        icon: role.icon,
        users_count: Object.keys(role.members ?? {}).length,
        dashboards_count: (role.dashboardIds ?? []).length,
      })),
    },
  };
};

/** What the new-role form picks from: the icons, the active users and the dashboards, by name. */
export const newRole: RouteImplementation<'newRole'> = async ({ caller: anyCaller, table }) => {
  const caller = requireTenant(anyCaller);
  const { icons, users, dashboards } = await loadFormOptions(table, caller.businessId);
  return { body: { icons, users, dashboards } };
};

/**
 * One role of the caller's business for its form, with the same options as the new form. Its
 * dashboards are those that still exist, by name, their names aligned with their ids; its users are
 * its members, by name.
 */
export const editRole: RouteImplementation<'editRole'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  const [role, options] = await Promise.all([getRole(table, caller.businessId, input.params.id), loadFormOptions(table, caller.businessId)]);
  if (!role) throw roleNotFound();
  const dashboards = await existingDashboards(table, caller.businessId, options.directory, role.dashboardIds ?? []);
  const users = membersOf(role);
  return {
    body: {
      role: {
        id: role.id,
        name: role.name,
        icon: role.icon,
        dashboard_ids: dashboards.map(({ id }) => id),
        user_ids: users.map(({ id }) => id),
        dashboard_names: dashboards.map(({ name }) => name),
        user_names: users.map(({ name }) => name),
      },
      icons: options.icons,
      users: options.users,
      dashboards: options.dashboards,
    },
  };
};

/**
 * Deletes a role of the caller's business. Its members lose at once exactly the dashboards no other
 * role of theirs grants (a customer's scope is the union of the roles that list them); then the id is
 * taken out of their `roleIds` (a cleanup: an id left behind grants nothing, the role is gone).
 */
export const deleteRole: RouteImplementation<'deleteRole'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  const role = await deleteRoleItem(table, caller.businessId, input.params.id, (read) => roleEntry(caller, 'deleted', roleFields(read), null));
  if (!role) throw roleNotFound();
  const former = await getMemberUsers(table, caller.businessId, Object.keys(role.members ?? {}));
  await syncUsersWithRole(table, caller.businessId, role.id, { join: [], leave: former }, { roleDeleted: true });
  return { body: { success: true } };
};

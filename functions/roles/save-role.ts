// POST /roles and PATCH /roles/{id}: a role's name, icon, dashboards and members, saved whole. The
// order of the writes (the role first, then each user's `roleIds`) and why a failure between them is
// safe are in functions/data/role-writes.ts. Here: what is read, what is refused, and the retries.
//   1. Read (in parallel): the role (update; strongly consistent), the named users (strongly
//      consistent BatchGet), the business's role names and its dashboards (Directory).
//   2. Refuse, all fields at once (422): a user who is not an active user of the business, a dashboard
//      that is not one of its dashboards, a name another role of the business has (a read check is
//      enough: two admins creating the same name at the same instant get two roles of that name, which
//      breaks nothing and either can rename).
//   3. Put the whole role conditioned on the version read (or on a new id), with the business's roles
//      version bumped in the same transaction (functions/data/roles-version.ts). Someone changed the role in
//      between (an invitation joined it, a user was renamed or deactivated, another save): read the role
//      and the users again and recompute, up to SAVE_ATTEMPTS times, then 409.
//   4. Bring the users' `roleIds` in line with the role just written (read again after it, on update).
import { randomUUID } from 'node:crypto';
import type { FieldErrors } from '#shared/api-types.ts';
import type { InputOf } from '#shared/contract/contracts.ts';
import { INPUT_LIMITS } from '#shared/constants.ts';
import { searchText } from '#shared/search-text.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { listDashboardDirectory } from '#functions/data/dashboards.ts';
import { fullName, type RoleRecord } from '#functions/data/records.ts';
import { getMemberUsers, putRole, syncUsersWithRole, type MemberUser } from '#functions/data/role-writes.ts';
import { getRole, listRoleNames } from '#functions/data/roles.ts';
import type { TenantCaller } from '#functions/domain/caller.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError, ValidationError } from '#functions/lib/http-error.ts';
import { roleNotFound } from './manage.ts';
import { roleEntry, roleFields } from './role-entry.ts';
import { existingDashboards } from './role-options.ts';

type RoleFields = InputOf<'createRole'>['body']['role'];

/** How many times a save reads and writes again when the role changed under it, before answering 409. */
export const SAVE_ATTEMPTS = 3;

/** The state a save is computed from: the role as it is now (none for a create) and the users it names. */
interface ReadState {
  current: RoleRecord | undefined;
  users: MemberUser[];
}

async function readState(table: TableContext, businessId: string, roleId: string | undefined, userIds: string[]): Promise<ReadState> {
  const [current, users] = await Promise.all([
    roleId ? getRole(table, businessId, roleId) : undefined,
    getMemberUsers(table, businessId, userIds),
  ]);
  if (roleId && !current) throw roleNotFound();
  return { current, users };
}

/** The messages of the named users who may not join: unknown or deactivated, or already holding the most roles a user may hold. */
function userErrors(userIds: string[], users: MemberUser[], roleId: string | undefined): string[] {
  const active = new Map(users.filter((user) => !user.disabled).map((user) => [user.id, user]));
  if (userIds.some((id) => !active.has(id))) return [ROLE_MESSAGES.unknownUsers];
  const full = [...active.values()].some((user) => {
    const roleIds = user.roleIds ?? [];
    return !roleIds.includes(roleId ?? '') && new Set(roleIds).size >= INPUT_LIMITS.userRoles;
  });
  return full ? [ROLE_MESSAGES.tooManyRolesOfUser(INPUT_LIMITS.userRoles)] : [];
}

/**
 * Saves a role of the caller's business from the form (`roleId` undefined: a new one) and answers its
 * id. Ids are de-duplicated; every refusal is a 422 naming its field, and nothing is stored then.
 */
async function saveRole(table: TableContext, caller: TenantCaller, roleId: string | undefined, fields: RoleFields): Promise<string> {
  const { businessId } = caller;
  const userIds = [...new Set(fields.user_ids)];
  const dashboardIds = [...new Set(fields.dashboard_ids)];
  const [names, directory, firstState] = await Promise.all([
    listRoleNames(table, businessId),
    listDashboardDirectory(table, businessId),
    readState(table, businessId, roleId, userIds),
  ]);
  let state = firstState;
  const dashboards = await existingDashboards(table, businessId, directory, dashboardIds);
  const dashboardNames = new Map([...directory, ...dashboards].map(({ id, name }) => [id, name]));
  const nameTaken = names.some((role) => role.id !== roleId && searchText(role.name) === searchText(fields.name));
  const errors: FieldErrors = {};
  if (nameTaken) errors.name = [ROLE_MESSAGES.nameTaken];
  if (dashboards.length < dashboardIds.length) errors.dashboard_ids = [ROLE_MESSAGES.unknownDashboards];
  const usersRefused = userErrors(userIds, state.users, roleId);
  if (usersRefused.length > 0) errors.user_ids = usersRefused;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
    if (attempt > 1) {
      state = await readState(table, businessId, roleId, userIds);
      const refused = userErrors(userIds, state.users, roleId);
      if (refused.length > 0) throw new ValidationError({ user_ids: refused });
    }
    const { current, users } = state;
    const role: RoleRecord = {
      type: 'role',
      id: current?.id ?? roleId ?? randomUUID(),
      businessId,
      name: fields.name,
      icon: fields.icon,
      dashboardIds,
      members: Object.fromEntries(users.map((user) => [user.id, fullName(user)])),
      version: current ? current.version + 1 : 1,
    };
    const entry = roleEntry(
      caller,
      current ? 'updated' : 'created',
      current && roleFields(current, dashboardNames),
      roleFields(role, dashboardNames),
    );
    if (!(await putRole(table, role, current ? { version: current.version } : { new: true }, entry))) continue;
    if (!current) {
      // A new id: no index names it yet, so the users as read are the users as they are now.
      await syncUsersWithRole(table, businessId, role.id, { join: users, leave: [] });
      return role.id;
    }
    // The indexes read again AFTER the role write: a removal by another save of this role either landed
    // before this read (and the member is appended again) or finds them listed and does nothing.
    const lostIds = Object.keys(current.members ?? {}).filter((id) => !Object.hasOwn(role.members, id));
    const after = await getMemberUsers(table, businessId, [...userIds, ...lostIds]);
    const isMember = (user: MemberUser) => Object.hasOwn(role.members, user.id);
    await syncUsersWithRole(table, businessId, role.id, { join: after.filter(isMember), leave: after.filter((user) => !isMember(user)) });
    return role.id;
  }
  throw new HttpError(409, ROLE_MESSAGES.busy);
}

/** A new role of the caller's business; 201 with its id. */
export const createRole: RouteImplementation<'createRole'> = async ({ caller, input, table }) => {
  const id = await saveRole(table, requireTenant(caller), undefined, input.body.role);
  return { statusCode: 201, body: { success: true, role: { id } } };
};

/** Saves the form over a role of the caller's business (another business's id: the same 404 as an unknown one). */
export const updateRole: RouteImplementation<'updateRole'> = async ({ caller, input, table }) => {
  await saveRole(table, requireTenant(caller), input.params.id, input.body.role);
  return { body: { success: true } };
};

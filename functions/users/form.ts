// What the user form offers: the business's roles by name, each with the names of the dashboards it
// allows (sorted), for GET /users/new and GET /users/{id}/edit.
//   roles Query (id, name, dashboardIds [, the edited user's member entry]) ‖ dashboard Directory Query
import type { UserEditResponse, UserNewResponse } from '#shared/api-types.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { listDashboardDirectory } from '#functions/data/dashboards.ts';
import { getBusinessFields, listRoleOptions, type RoleOption } from '#functions/data/user-list.ts';
import { getUserOfBusiness } from '#functions/data/users.ts';
import { byName } from '#functions/domain/by-name.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { notFound } from '#functions/lib/http-error.ts';

type RoleChoice = UserNewResponse['roles'][number];

/** The roles with their dashboards' names (each role's ids resolved through the Directory, in its name order). */
async function roleChoices(
  table: TableContext,
  businessId: string,
  memberId?: string,
): Promise<{ choices: RoleChoice[]; options: RoleOption[] }> {
  const [options, directory] = await Promise.all([listRoleOptions(table, businessId, memberId), listDashboardDirectory(table, businessId)]);
  const position = new Map(directory.map((entry, index) => [entry.id, index]));
  const choices = byName(options).map((role) => ({
    id: role.id,
    name: role.name,
    dashboard_names: [...new Set(role.dashboardIds)]
      .flatMap((id) => position.get(id) ?? [])
      .sort((a, b) => a - b)
      .map((index) => directory[index].name),
  }));
  return { choices, options };
}

/** GET /users/new: the roles, and whether the business has no seat left (limit 0: no limit). */
export async function newUserForm(table: TableContext, businessId: string): Promise<UserNewResponse> {
  const [{ choices }, business] = await Promise.all([
    roleChoices(table, businessId),
    getBusinessFields(table, businessId, ['userLimit', 'activeUserCount']),
  ]);
  const limit = business?.userLimit ?? 0;
  return { roles: choices, user_limit_reached: limit > 0 && (business?.activeUserCount ?? 0) >= limit };
}

/**
 * GET /users/{id}/edit: the user and the same roles. The user is read under the caller's business, so
 * another business's id, an unknown one and a deactivated user are the same 404. `role_ids` are the
 * roles the user holds: named by their `roleIds` and listing them among the role's members.
 */
export async function editUserForm(table: TableContext, businessId: string, userId: string): Promise<UserEditResponse> {
  const [user, { choices, options }] = await Promise.all([getUserOfBusiness(table, businessId, userId), roleChoices(table, businessId, userId)]);
  if (!user || user.disabled) throw notFound(USER_MESSAGES.notFound);
  const held = new Set(options.filter((role) => role.listsMember).map((role) => role.id));
  return {
    user: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      role_ids: [...new Set(user.roleIds ?? [])].filter((id) => held.has(id)),
      customer_admin: user.access === 'customer_admin',
      invitation_pending: user.invitationPending ?? false,
      invitation_sent_at: user.invitationSentAt ?? null,
    },
    roles: choices,
  };
}

export const newUser: RouteImplementation<'newUser'> = async ({ caller, table }) => ({
  body: await newUserForm(table, requireTenant(caller).businessId),
});

export const editUser: RouteImplementation<'editUser'> = async ({ caller, input, table }) => ({
  body: await editUserForm(table, requireTenant(caller).businessId, input.params.id),
});

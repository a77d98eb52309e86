// The collaborators of the caller's business (customer_admin only; the business is always the caller's,
// never the request's, so another business's user id is the same 404 as an unknown one).
// DynamoDB calls, besides the caller's profile Query (budgets checked by tests/integration/users-rules.test.ts):
//   GET /users            business GetItem ‖ the page's candidates (Directory Query limited to the page; a role's
//                         members GetItem; the whole lean list for a search), then one BatchGet of the page's
//                         users ‖ the roles from the instance's copy (+1 roles Query when cold)          → 3 (4)
//   GET /users/new        roles Query (id, name, dashboardIds) ‖ dashboard Directory Query ‖ business GetItem → 3
//   GET /users/{id}/edit  user GetItem ‖ roles Query (… and the user's member entry) ‖ dashboard Directory Query → 3
//   POST /users           invitation count UpdateItem [+ its GetItem when over a limit: 429] ‖ business GetItem ‖
//                         roles BatchGet (when roles are named) ‖ EMAIL# GetItem, then one TransactWriteItems
//                         (again on a conflict) [+ EMAIL# GetItem when refused after Cognito; + identity Query
//                         on GSI1 before taking over an account left without a profile]                     → 5
//   PATCH /users/{id}     user GetItem, roles BatchGet (old and new), one TransactWriteItems
//                         [+ business GetItem when refused; the three again per retry]                    → 3
//   DELETE /users/{id}    user GetItem, roles BatchGet (when it has roles), one TransactWriteItems
//                         [+ business GetItem when refused]                                                → 3
// and never a Scan. Cognito: POST calls AdminCreateUser (+ AdminGetUser and a RESEND to take over an
// unused account a failed invitation left, AdminDeleteUser to undo a refused one); DELETE calls
// AdminDisableUser and AdminUserGlobalSignOut.
import type { RolesCache } from '#functions/domain/roles-cache.ts';
import type { ResponseOf } from '#shared/contract/contracts.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { CallerRouteContext, RouteImplementation, RouteResult } from '#functions/http/http-handler.ts';
import { changeUserAccess } from './access.ts';
import { deactivateUser } from './deactivate.ts';
import { editUserForm, newUserForm } from './form.ts';
import { inviteUser } from './invite.ts';
import { listUsersPage } from './list.ts';

/** One page of collaborators; `rolesCache` is the instance's copy of businesses' roles (the chips and the filter). */
export async function listUsers(
  { caller, input, table }: CallerRouteContext<'listUsers'>,
  rolesCache: RolesCache,
): Promise<RouteResult<ResponseOf<'listUsers'>>> {
  return { body: await listUsersPage(table, rolesCache, requireTenant(caller).businessId, input.query) };
}

export const newUser: RouteImplementation<'newUser'> = async ({ caller, table }) => ({
  body: await newUserForm(table, requireTenant(caller).businessId),
});

export const editUser: RouteImplementation<'editUser'> = async ({ caller, input, table }) => ({
  body: await editUserForm(table, requireTenant(caller).businessId, input.params.id),
});

export const createUser: RouteImplementation<'createUser'> = async ({ caller, input, table, log }) => {
  const id = await inviteUser(table, requireTenant(caller), input.body.user, log);
  return { statusCode: 201, body: { success: true, user: { id } } };
};

export const updateUser: RouteImplementation<'updateUser'> = async ({ caller, input, table }) => {
  await changeUserAccess(table, requireTenant(caller), input.params.id, input.body.user);
  return { body: { success: true } };
};

export const deleteUser: RouteImplementation<'deleteUser'> = async ({ caller, input, table, log }) => {
  await deactivateUser(table, requireTenant(caller), input.params.id, log);
  return { body: { success: true } };
};

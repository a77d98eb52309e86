// The collaborators of the caller's business: list (active or deactivated), invitation, access changes,
// deactivation, reactivation and the invitation sent again (customer_admin only; the business is always
// the caller's, never the request's, so another business's user id is the same 404 as an unknown one).
// DynamoDB calls, besides the caller's profile Query (budgets checked by tests/integration/users-rules.test.ts):
//   GET /users            business GetItem ‖ the page's candidates (Directory Query limited to the page; a role's
//                         members GetItem; the whole lean list for a search), then one BatchGet of the page's
//                         users ‖ the roles from the instance's copy (+1 roles Query when cold)          → 3 (4)
//     ?status=inactive    the same on the inactive list, read whole (its count); with a role filter, the
//                         BatchGet reads every listed candidate (+1 per 100 beyond the first 100)         → 3 (4)
//   GET /users/new        roles Query (id, name, dashboardIds) ‖ dashboard Directory Query ‖ business GetItem → 3
//   GET /users/{id}/edit  user GetItem ‖ roles Query (… and the user's member entry) ‖ dashboard Directory Query → 3
//   POST /users           invitation count UpdateItem [+ its GetItem when over a limit: 429] ‖ business GetItem ‖
//                         roles BatchGet (when roles are named) ‖ EMAIL# GetItem, then one TransactWriteItems
//                         (again on a conflict) [+ EMAIL# GetItem when refused after Cognito; + identity Query
//                         on GSI1 before taking over an account left without a profile; + user GetItem when
//                         the e-mail is this business's person, to tell a deactivated one]                → 5
//   PATCH /users/{id}     user GetItem, roles BatchGet (old and new), one TransactWriteItems
//                         [+ business GetItem when refused; the three again per retry]                    → 3
//   DELETE /users/{id}    user GetItem, roles BatchGet (when it has roles), one TransactWriteItems
//                         [+ business GetItem when refused]                                                → 3
//   POST /users/{id}/reactivate   user GetItem, roles BatchGet (when it has roles), one TransactWriteItems
//                         [the three again per retry]                                                      → 3
//   POST /users/{id}/invitation   user GetItem, then the invitation count UpdateItem ‖ business GetItem,
//                         then one TransactWriteItems [422 when not pending: user GetItem only (+ UpdateItem
//                         clearing a stale flag)]                                                          → 4
// and never a Scan. Cognito: POST calls AdminCreateUser (+ AdminGetUser and a RESEND to take over an
// unused account a failed invitation left, AdminDeleteUser to undo a refused one); DELETE calls
// AdminDisableUser and AdminUserGlobalSignOut; reactivate AdminEnableUser; invitation AdminGetUser and
// AdminCreateUser RESEND.
import { usersContracts } from '#shared/contract/users/requests.ts';
import { RolesCache } from '#functions/domain/roles-cache.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { updateUser } from './access.ts';
import { deleteUser } from './deactivate.ts';
import { editUser, newUser } from './form.ts';
import { resendUserInvitation } from './invitation.ts';
import { createUser } from './invite.ts';
import { listUsers } from './list.ts';
import { reactivateUser } from './reactivate.ts';

export interface UsersHandlerOptions extends HandlerOptions {
  /** This instance's copy of businesses' roles; tests hand in their own to see it warm. */
  roles?: RolesCache;
}

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: UsersHandlerOptions = {}) => {
  // One copy per handler, so per Lambda instance: it lives as long as the warm instance does.
  const roles = options.roles ?? new RolesCache();
  return createHttpHandler(
    'users',
    usersContracts,
    {
      listUsers: (context) => listUsers(context, roles),
      newUser,
      editUser,
      createUser,
      updateUser,
      deleteUser,
      reactivateUser,
      resendUserInvitation,
    },
    options,
  );
};

export const handler = buildHandler();

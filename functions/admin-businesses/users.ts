// The panel's users tab: one page of a business's active (or, `status=inactive`, deactivated) users in
// name order, and the admin bringing a deactivated person back or sending an invitation again, with the
// customer_admin's own steps (functions/domain/user-reactivation.ts, invitation-resend.ts) for the
// path's business, recorded in its trail as the admin's. A user of another business is the 404 of an
// unknown one. DynamoDB calls besides the caller's profile Query (budgets checked by
// tests/integration/admin-businesses-calls.test.ts):
//   users → business GetItem (name, activeUserCount: the count) ‖ the first page × PAGE_SIZE.businessUsers
//           keys of the Directory user list (BIZ#<biz>#USERS; for `inactive`, the whole of BIZ#<biz>#USERS_INACTIVE,
//           which is its count), then one BatchGet of the page's users (none for an empty page)       → 3
//   reactivate → user GetItem, roles BatchGet (when it has roles), one TransactWriteItems                → 3
//   invitation → user GetItem, invitation count UpdateItem ‖ business GetItem, one TransactWriteItems    → 4
import { PAGE_SIZE } from '#shared/constants.ts';
import { buildPagination } from '#shared/pagination.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { fullName } from '#functions/data/records.ts';
import { getBusinessFields, getListedUsers, listUserEntries } from '#functions/data/user-list.ts';
import { resendUserInvitation } from '#functions/domain/invitation-resend.ts';
import { reactivateUser } from '#functions/domain/user-reactivation.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { notFound } from '#functions/lib/http-error.ts';

/** One page of a business's users, with the administrator flag, the invitation's state and the deactivation date. */
export const listBusinessUsers: RouteImplementation<'listBusinessUsers'> = async ({ input, table }) => {
  const { business_id: businessId } = input.params;
  const { page, status } = input.query;
  const inactive = status === 'inactive';
  const start = (page - 1) * PAGE_SIZE.businessUsers;
  const [business, entries] = await Promise.all([
    getBusinessFields(table, businessId, ['name', 'activeUserCount']),
    // No counter keeps the deactivated people's number: their list is read whole.
    listUserEntries(table, businessId, inactive ? { status } : { limit: start + PAGE_SIZE.businessUsers }),
  ]);
  if (!business) throw notFound(BUSINESS_MESSAGES.notFound);
  const users = await getListedUsers(
    table,
    businessId,
    entries.slice(start, start + PAGE_SIZE.businessUsers).map((entry) => entry.id),
  );
  return {
    body: {
      business: { id: businessId, name: business.name },
      // A user deactivated (or reactivated) after the index was read is left out of the page.
      users: users
        .filter((user) => user.disabled === inactive)
        .map((user) => ({
          id: user.id,
          name: fullName(user),
          email: user.email,
          customer_admin: user.access === 'customer_admin',
          invited_at: user.invitedAt ?? null,
          invitation_pending: user.invitationPending ?? false,
          invitation_sent_at: user.invitationSentAt ?? null,
          deactivated_at: user.disabled ? (user.deactivatedAt ?? null) : null,
        })),
      pagination: buildPagination(page, PAGE_SIZE.businessUsers, inactive ? entries.length : (business.activeUserCount ?? 0)),
    },
  };
};

export const reactivateBusinessUser: RouteImplementation<'reactivateBusinessUser'> = async ({ caller, input, table, log }) => {
  await reactivateUser(table, { caller, businessId: input.params.business_id }, input.params.id, log);
  return { body: { success: true } };
};

export const resendBusinessUserInvitation: RouteImplementation<'resendBusinessUserInvitation'> = async ({ caller, input, table, log }) => {
  await resendUserInvitation(table, { caller, businessId: input.params.business_id }, input.params.id, log);
  return { body: { success: true } };
};

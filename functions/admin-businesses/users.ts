// GET /admin/businesses/{business_id}/users: the panel's users tab, one page of the business's active
// users in name order, read-only. The same reads as the collaborators list without filters
// (functions/users/list.ts): DynamoDB calls besides the caller's profile Query (budgets checked by
// tests/integration/admin-businesses-calls.test.ts):
//   users → business GetItem (name, activeUserCount: the count) ‖ the first page × PAGE_SIZE.businessUsers
//           keys of the Directory user list (BIZ#<biz>#USERS), then one BatchGet of the page's users  → 3 (+1)
//           (no BatchGet for an empty page)
import { PAGE_SIZE } from '#shared/constants.ts';
import { buildPagination } from '#shared/pagination.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { fullName } from '#functions/data/records.ts';
import { getBusinessFields, getListedUsers, listUserEntries } from '#functions/data/user-list.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { notFound } from '#functions/lib/http-error.ts';

/** One page of a business's active users, with the administrator flag and the invitation date. */
export const listBusinessUsers: RouteImplementation<'listBusinessUsers'> = async ({ input, table }) => {
  const { business_id: businessId } = input.params;
  const { page } = input.query;
  const start = (page - 1) * PAGE_SIZE.businessUsers;
  const [business, entries] = await Promise.all([
    getBusinessFields(table, businessId, ['name', 'activeUserCount']),
    listUserEntries(table, businessId, start + PAGE_SIZE.businessUsers),
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
      // A user deactivated after the index was read is left out of the page.
      users: users
        .filter((user) => !user.disabled)
        .map((user) => ({
          id: user.id,
          name: fullName(user),
          email: user.email,
          customer_admin: user.access === 'customer_admin',
          invited_at: user.invitedAt ?? null,
        })),
      pagination: buildPagination(page, PAGE_SIZE.businessUsers, business.activeUserCount ?? 0),
    },
  };
};

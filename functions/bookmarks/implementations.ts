// POST /bookmarks and DELETE /bookmarks/{id}: the caller's own favourites, only of dashboards they may
// see. The bookmark id is the dashboard id (one bookmark per user and dashboard), so both are idempotent.
// DynamoDB calls: dashboard Get ‖ roles BatchGet, then the Put or Delete → 3 (+1 for the caller's profile).
import { deleteBookmarkOfUser, putBookmark } from '#functions/data/bookmarks.ts';
import { requireVisibleDashboard } from '#functions/domain/dashboard-scope.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';

/** Favourites a dashboard for the caller (the user comes from the token, never from the body). */
export const createBookmark: RouteImplementation<'createBookmark'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  const dashboard = await requireVisibleDashboard(table, caller, input.body.bookmark.dashboard_id);
  await putBookmark(table, caller.businessId, caller.userId, dashboard.id);
  return { body: { success: true, bookmark_id: dashboard.id } };
};

/** Removes the caller's favourite of a dashboard; removing one that is not there is a success too. */
export const deleteBookmark: RouteImplementation<'deleteBookmark'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  await requireVisibleDashboard(table, caller, input.params.id);
  await deleteBookmarkOfUser(table, caller.businessId, caller.userId, input.params.id);
  return { body: { success: true } };
};

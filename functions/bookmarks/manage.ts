// POST /bookmarks and DELETE /bookmarks/{id}: the caller's own favourites, only of dashboards they may
// see. The bookmark id is the dashboard id (one bookmark per user and dashboard), so both are idempotent.
// DynamoDB calls: create → dashboard Get ‖ roles BatchGet, then the Put → 3 (+1 for the caller's profile);
// delete → the Delete (returning what it removed), then, only when there was no bookmark, dashboard Get ‖
// roles BatchGet → 1 or 3 (+1).
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

/**
 * Removes the caller's favourite of a dashboard. Their own bookmark goes even when the dashboard is no
 * longer theirs to see (or gone): they made it, so it tells them nothing. Without one, a dashboard they
 * see is a success too (idempotent), and anything else is the same 404 as an unknown id.
 */
export const deleteBookmark: RouteImplementation<'deleteBookmark'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  // Keyed by the caller's own id: another user's bookmark of the same dashboard is never touched.
  const removed = await deleteBookmarkOfUser(table, caller.businessId, caller.userId, input.params.id);
  if (!removed) await requireVisibleDashboard(table, caller, input.params.id);
  return { body: { success: true } };
};

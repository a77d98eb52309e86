// POST /bookmarks and DELETE /bookmarks/{id}: the caller's own favourites, only of dashboards they may
// see. The bookmark id is the dashboard id (one bookmark per user and dashboard), so both are idempotent.
// DynamoDB calls: dashboard Get ‖ roles BatchGet, then the Put or Delete → 3 (+1 for the caller's profile).
import type { CreateBookmarkResponse, SuccessResponse } from '../../shared/api-types.ts';
import { deleteBookmark, putBookmark } from '../data/bookmarks.ts';
import { dashboardNotFound, requireVisibleDashboard } from '../lib/dashboard-scope.ts';
import type { CallerRouteContext, RouteResult } from '../lib/http-handler.ts';
import { pathId } from '../lib/id-param.ts';
import { requireTenant } from '../lib/tenant.ts';
import { parseInput } from '../lib/validate.ts';
import { createBookmarkBody } from './input.ts';

/** Favourites a dashboard for the caller (the user comes from the token, never from the body). */
export async function createBookmark({ caller: anyCaller, body, table }: CallerRouteContext): Promise<RouteResult> {
  const caller = requireTenant(anyCaller);
  const { bookmark } = parseInput(createBookmarkBody, body);
  const dashboard = await requireVisibleDashboard(table, caller, bookmark.dashboard_id);
  await putBookmark(table, caller.businessId, caller.userId, dashboard.id);
  const response: CreateBookmarkResponse = { success: true, bookmark_id: dashboard.id };
  return { body: response };
}

/** Removes the caller's favourite of a dashboard; removing one that is not there is a success too. */
export async function removeBookmark({ caller: anyCaller, params, table }: CallerRouteContext): Promise<RouteResult> {
  const caller = requireTenant(anyCaller);
  const dashboardId = pathId(params, dashboardNotFound);
  await requireVisibleDashboard(table, caller, dashboardId);
  await deleteBookmark(table, caller.businessId, caller.userId, dashboardId);
  const response: SuccessResponse = { success: true };
  return { body: response };
}

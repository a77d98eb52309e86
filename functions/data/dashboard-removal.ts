// Deleting a dashboard leaves nothing that names it behind: it leaves every role that holds it and
// every user's favourites, in the same transaction as its delete and directory version bump (chunked
// when there are more than DynamoDB takes in one, the dashboard last). Its views stay: they keep the
// dashboard's name, so the history still reads. Its picture is the caller's to delete (S3, not here).
//   dashboard GetItem ‖ roles-with-it Query ‖ its bookmarks Query (GSI2), then one TransactWriteItems
//   per 100 actions (one while roles + bookmarks ≤ 98).
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { ActivityDraft } from './activity.ts';
import { deleteBookmarkAction, listBookmarkersOfDashboard } from './bookmarks.ts';
import { deleteDashboardOfBusiness } from './dashboard-writes.ts';
import { getDashboard } from './dashboards.ts';
import type { DashboardRecord } from './records.ts';
import { listRolesHoldingDashboard, removeDashboardFromRoleAction } from './roles.ts';
import { withRolesVersionBump } from './roles-version.ts';
import { isTransactionCancelled } from './transact.ts';

/** A role edited (its condition) or the dashboard deleted between the reads and the write cancels it: read again, this often. */
const ATTEMPTS = 3;

/**
 * Deletes a dashboard of a business and every reference to it; answers what was deleted, or undefined
 * when there was none. `describe`: the activity entry of the delete (from the dashboard as read), in
 * the dashboard's own transaction.
 */
export async function removeDashboardOfBusiness(
  table: TableContext,
  businessId: string,
  dashboardId: string,
  now: number = Date.now(),
  describe?: (removed: DashboardRecord) => ActivityDraft,
): Promise<DashboardRecord | undefined> {
  for (let attempt = 1; ; attempt++) {
    const [dashboard, roles, bookmarkers] = await Promise.all([
      getDashboard(table, businessId, dashboardId),
      listRolesHoldingDashboard(table, businessId, dashboardId),
      listBookmarkersOfDashboard(table, businessId, dashboardId),
    ]);
    if (!dashboard) return undefined;
    // Roles that change tell the caches of roles (roles-version.ts); the bump goes last, so with the
    // dashboard's own delete when the cleanup takes several transactions.
    const cleanup = withRolesVersionBump(table.tableName, businessId, [
      ...roles
        .filter((role) => role.dashboardIds.includes(dashboardId))
        .map((role) => removeDashboardFromRoleAction(table.tableName, businessId, role, dashboardId)),
      ...bookmarkers.map((userId) => deleteBookmarkAction(table.tableName, businessId, userId, dashboardId)),
    ]);
    try {
      await deleteDashboardOfBusiness(table, businessId, dashboardId, {
        cleanup,
        now,
        readReportId: dashboard.reportId ?? null,
        entry: describe?.(dashboard),
      });
      return dashboard;
    } catch (error) {
      if (!isTransactionCancelled(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

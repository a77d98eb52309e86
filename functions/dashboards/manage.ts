// The customer_admin manages their business's dashboards: GET /dashboards/{id}/edit, POST /dashboards,
// PATCH /dashboards/{id}, DELETE /dashboards/{id}. The work is the shared core's
// (functions/domain/dashboard-management.ts), keyed by the caller's business, so another business's id
// is the same 404 as an unknown one; their form cannot change a dashboard's report, so saves keep it.
// DynamoDB calls besides the caller's profile Query (budgets checked by tests/integration/dynamodb-calls.test.ts):
//   edit   → GetItem                                                                         → 1 (+1)
//   create → one TransactWriteItems (Put conditioned on a new id + directory version bump
//            + the business's dashboard count)                                             → 1 (+1)
//   update → GetItem, then the TransactWriteItems (Put conditioned on existence and on the
//            report it was read with + bump)                                                → 2 (+1)
//            (the report changed meanwhile: a consistent GetItem and the write again      → 4 (+1))
//   delete → dashboard GetItem ‖ roles-with-it Query ‖ its bookmarks Query (GSI2), then one
//            TransactWriteItems (delete + bump + counts + roles + bookmarks; one more per 100 actions) → 4 (+1)
import type { ResponseOf } from '#shared/contract/contracts.ts';
import { MESSAGES } from '#shared/messages.ts';
import { getDashboard } from '#functions/data/dashboards.ts';
import {
  createManagedDashboard,
  dashboardForm,
  deleteManagedDashboard,
  updateManagedDashboard,
  type ManagedDashboards,
} from '#functions/domain/dashboard-management.ts';
import { actorOf } from '#functions/domain/activity-actor.ts';
import { KEEP_REPORT } from '#functions/domain/dashboard-save.ts';
import { dashboardNotFound } from '#functions/domain/dashboard-scope.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { CallerRouteContext, RouteImplementation, RouteResult } from '#functions/http/http-handler.ts';
import type { FilesContext } from '#functions/lib/files.ts';
import { notFound } from '#functions/lib/http-error.ts';

/** The caller's own business's dashboards. */
function ownDashboards({ caller, table, log }: Pick<CallerRouteContext, 'caller' | 'table' | 'log'>, files: FilesContext): ManagedDashboards {
  const { businessId } = requireTenant(caller);
  return { table, files, log, businessId, businessNotFound: () => notFound(MESSAGES.errors.businessNotFound), actor: actorOf(caller) };
}

/** What the form edits: the description as stored (sanitised), the picture as its public URL. */
export const editDashboard: RouteImplementation<'editDashboard'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  const dashboard = await getDashboard(table, caller.businessId, input.params.id);
  if (!dashboard) throw dashboardNotFound();
  return { body: { dashboard: dashboardForm(dashboard) } };
};

/** A new dashboard of the caller's business, with its picture and no report; 201 with its id. */
export async function createDashboard(
  context: CallerRouteContext<'createDashboard'>,
  files: FilesContext,
): Promise<RouteResult<ResponseOf<'createDashboard'>>> {
  const fields = context.input.body.dashboard;
  const id = await createManagedDashboard(ownDashboards(context, files), fields, context.headers.origin, { id: null, known: true });
  return { statusCode: 201, body: { success: true, dashboard: { id } } };
}

/** Saves the form over a dashboard of the caller's business; without `preview_key` the picture stays. */
export async function updateDashboard(
  context: CallerRouteContext<'updateDashboard'>,
  files: FilesContext,
): Promise<RouteResult<ResponseOf<'updateDashboard'>>> {
  const { input, headers } = context;
  await updateManagedDashboard(ownDashboards(context, files), input.params.id, input.body.dashboard, headers.origin, KEEP_REPORT);
  return { body: { success: true } };
}

/** Deletes a dashboard of the caller's business, its place in roles and favourites, and its picture; its views stay. */
export async function deleteDashboard(
  context: CallerRouteContext<'deleteDashboard'>,
  files: FilesContext,
): Promise<RouteResult<ResponseOf<'deleteDashboard'>>> {
  await deleteManagedDashboard(ownDashboards(context, files), context.input.params.id);
  return { body: { success: true } };
}

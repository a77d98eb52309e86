// The platform admin manages any business's dashboards: GET /admin/businesses/{business_id}/dashboards
// (list.ts), …/dashboards/new, …/dashboards/{id}/edit, POST …/dashboards, PATCH and DELETE
// …/dashboards/{id}. Same fields, rules and upload flow as the customer_admin's own form (the shared
// core, functions/domain/dashboard-management.ts), keyed by the path's business, plus the dashboard's
// report of the catalogue. An unknown business is BUSINESS_MESSAGES.notFound where no dashboard is
// named; with a dashboard id, an unknown business, an unknown dashboard and another business's
// dashboard are the same dashboardNotFound. Report counts move in the dashboard write's transaction.
// DynamoDB calls besides the caller's profile Query (budgets checked by
// tests/integration/admin-business-dashboards-calls.test.ts):
//   list   → business GetItem ‖ Directory Query, then the cards BatchGet (per 100), then the
//            report names BatchGet (when one names a report)                              → 3–4 (+1)
//   new    → business GetItem ‖ reports Query (GSI1)                                      → 2 (+1)
//   edit   → business GetItem ‖ dashboard GetItem ‖ reports Query (GSI1)                  → 3 (+1)
//   create → business GetItem ‖ report GetItem (when report_id names one), then one
//            TransactWriteItems (Put + directory bump + business count + report count)    → 2–3 (+1)
//   update → dashboard GetItem ‖ report GetItem (when report_id names one), then one
//            TransactWriteItems (Put conditioned on the report read + bump + report counts) → 2–3 (+1)
//            (its report changed meanwhile: a consistent GetItem, then 409               → +1)
//   delete → dashboard GetItem ‖ roles-with-it Query ‖ its bookmarks Query (GSI2), then one
//            TransactWriteItems (delete + bump + counts + roles + bookmarks)              → 4 (+1)
import type { ResponseOf } from '#shared/contract/contracts.ts';
import type { ReportOption } from '#shared/platform-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { getBusiness } from '#functions/data/businesses.ts';
import { getDashboard } from '#functions/data/dashboards.ts';
import type { BusinessRecord, ReportRecord } from '#functions/data/records.ts';
import { listReports } from '#functions/data/reports.ts';
import {
  createManagedDashboard,
  dashboardForm,
  deleteManagedDashboard,
  checkReport,
  updateManagedDashboard,
  type ManagedDashboards,
} from '#functions/domain/dashboard-management.ts';
import { actorOf } from '#functions/domain/activity-actor.ts';
import { dashboardNotFound } from '#functions/domain/dashboard-scope.ts';
import type { CallerRouteContext, RouteImplementation, RouteResult } from '#functions/http/http-handler.ts';
import type { FilesContext } from '#functions/lib/files.ts';
import { notFound } from '#functions/lib/http-error.ts';

const businessNotFound = () => notFound(BUSINESS_MESSAGES.notFound);

/** The dashboards of the business the path names. */
function dashboardsOf(
  { input, table, log, caller }: Pick<CallerRouteContext, 'table' | 'log' | 'caller'> & { input: { params: { business_id: string } } },
  files: FilesContext,
): ManagedDashboards {
  // The admin's writes go to the business's own trail, under the admin's name.
  return { table, files, log, businessId: input.params.business_id, businessNotFound, actor: actorOf(caller) };
}

const namedBusiness = (business: BusinessRecord) => ({ id: business.id, name: business.name });

/** The catalogue as the form's select offers it, in name order (the index's). */
const reportOptions = (reports: ReportRecord[]): ReportOption[] =>
  reports.map(({ id, name, summary, description }) => ({ id, name, summary: summary ?? '', description: description ?? '' }));

/** The form's data in create mode: whose dashboard it will be, and the reports to choose from. */
export const newBusinessDashboard: RouteImplementation<'newBusinessDashboard'> = async ({ input, table }) => {
  const [business, reports] = await Promise.all([getBusiness(table, input.params.business_id), listReports(table)]);
  if (!business) throw businessNotFound();
  return { body: { business: namedBusiness(business), reports: reportOptions(reports) } };
};

/** One dashboard's form data with the report it names, and the reports to choose from. */
export const editBusinessDashboard: RouteImplementation<'editBusinessDashboard'> = async ({ input, table }) => {
  const { business_id: businessId, id } = input.params;
  const [business, dashboard, reports] = await Promise.all([
    getBusiness(table, businessId),
    getDashboard(table, businessId, id),
    listReports(table),
  ]);
  if (!business || !dashboard) throw dashboardNotFound();
  return {
    body: {
      business: namedBusiness(business),
      dashboard: { ...dashboardForm(dashboard), report_id: dashboard.reportId ?? null },
      reports: reportOptions(reports),
    },
  };
};

/** A new dashboard of the business, with its picture and report; 201 with its id. */
export async function createBusinessDashboard(
  context: CallerRouteContext<'createBusinessDashboard'>,
  files: FilesContext,
): Promise<RouteResult<ResponseOf<'createBusinessDashboard'>>> {
  const { input, table, headers } = context;
  const { report_id: reportId, ...fields } = input.body.dashboard;
  const [business, report] = await Promise.all([getBusiness(table, input.params.business_id), checkReport(table, reportId)]);
  if (!business) throw businessNotFound();
  const id = await createManagedDashboard(dashboardsOf(context, files), fields, headers.origin, report);
  return { statusCode: 201, body: { success: true, dashboard: { id } } };
}

/** Saves the form over a dashboard of the business, its report included; without `preview_key` the picture stays. */
export async function updateBusinessDashboard(
  context: CallerRouteContext<'updateBusinessDashboard'>,
  files: FilesContext,
): Promise<RouteResult<ResponseOf<'updateBusinessDashboard'>>> {
  const { input, headers } = context;
  const { report_id: reportId, ...fields } = input.body.dashboard;
  await updateManagedDashboard(dashboardsOf(context, files), input.params.id, fields, headers.origin, { id: reportId });
  return { body: { success: true } };
}

/** Deletes a dashboard of the business with everything that names it, and its picture. */
export async function deleteBusinessDashboard(
  context: CallerRouteContext<'deleteBusinessDashboard'>,
  files: FilesContext,
): Promise<RouteResult<ResponseOf<'deleteBusinessDashboard'>>> {
  await deleteManagedDashboard(dashboardsOf(context, files), context.input.params.id);
  return { body: { success: true } };
}

// The platform admin's report catalogue: GET /admin/reports, GET /admin/reports/{id}/edit,
// POST /admin/reports, PATCH /admin/reports/{id} and DELETE /admin/reports/{id}. A report counts the
// dashboards that name it (`dashboardCount`, kept by the dashboard writes); one in use cannot be
// deleted, which the delete's own condition holds (no prior read can be overtaken by a dashboard
// starting to name it). Descriptions are sanitised by the data module, the one write path of reports.
// DynamoDB calls besides the caller's profile Query (budgets checked by tests/integration/admin-reports.test.ts):
//   list   → one Query of GSI1 `REPORTS` (one per page of 1 MB)                          → 1 (+1)
//   edit   → report GetItem                                                               → 1 (+1)
//   create → one TransactWriteItems: report Put conditioned on attribute_not_exists + its
//            activity entry (the platform's trail)                                        → 1 (+1)
//   update → report GetItem (consistent: the trail's "from"), then one TransactWriteItems:
//            UpdateItem (texts, list key) conditioned on attribute_exists + entry          → 2 (+1)
//   delete → report GetItem (its name for the trail), then one TransactWriteItems: Delete
//            conditioned on existing and named by no dashboard + entry                    → 2 (+1)
//            (a failed condition: report GetItem to tell 404 from 409                     → 3 (+1))
import { randomUUID } from 'node:crypto';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import {
  createReport as putNewReport,
  deleteUnusedReport,
  getReport,
  listReports as listReportRecords,
  updateReport as updateReportItem,
  type ReportFields,
} from '#functions/data/reports.ts';
import type { ActivityFields } from '#functions/domain/activity-changes.ts';
import type { Caller } from '#functions/domain/caller.ts';
import { platformEntry } from '#functions/domain/platform-entry.ts';
import type { ReportRecord } from '#functions/data/records.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { HttpError, notFound } from '#functions/lib/http-error.ts';

const reportNotFound = () => notFound(REPORT_MESSAGES.notFound);

/** Dashboards naming the report (absent on a report no dashboard write has touched yet). */
const dashboardsNaming = (report: Pick<ReportRecord, 'dashboardCount'>) => report.dashboardCount ?? 0;

type ReportTexts = ReportFields & { id: string };

/** What the trail records of a report: its texts (the description as its words, cut). */
const reportFields = (report: ReportTexts): ActivityFields => ({
  name: report.name,
  summary: report.summary,
  description: { html: report.description ?? '' },
});

/** The platform trail's entry of a report write (before null: a create; after null: a delete). */
const reportEntry = (caller: Caller, action: 'created' | 'updated' | 'deleted', before: ReportTexts | null, after: ReportTexts | null) =>
  platformEntry(caller, { kind: 'report', fieldsOf: reportFields }, action, before, after);

/** Every report in name order (the index's order) with the count of dashboards that name it. */
export const listReports: RouteImplementation<'listReports'> = async ({ table }) => {
  const reports = await listReportRecords(table);
  return { body: { reports: reports.map((report) => ({ id: report.id, name: report.name, dashboard_count: dashboardsNaming(report) })) } };
};

/** One report's form data; `can_delete` while no dashboard names it (the delete checks it again itself). */
export const editReport: RouteImplementation<'editReport'> = async ({ input, table }) => {
  const report = await getReport(table, input.params.id);
  if (!report) throw reportNotFound();
  const { id, name, summary, description } = report;
  return { body: { report: { id, name, summary, description }, can_delete: dashboardsNaming(report) === 0 } };
};

/** A new report, named by no dashboard yet. */
export const createReport: RouteImplementation<'createReport'> = async ({ caller, input, table }) => {
  const { name, summary, description } = input.body.report;
  const id = randomUUID();
  await putNewReport(table, { id, name, summary, description }, (stored) => reportEntry(caller, 'created', null, stored));
  return { statusCode: 201, body: { success: true, report: { id } } };
};

/** New texts; the count stays as the dashboard writes keep it. */
export const updateReport: RouteImplementation<'updateReport'> = async ({ caller, input, table }) => {
  const { name, summary, description } = input.body.report;
  const before = await getReport(table, input.params.id, true);
  if (!before) throw reportNotFound();
  const describe = (stored: ReportTexts) => reportEntry(caller, 'updated', before, stored);
  if (!(await updateReportItem(table, input.params.id, { name, summary, description }, describe))) throw reportNotFound();
  return { body: { success: true } };
};

/** Deletes a report no dashboard names: 409 while one does, 404 when it does not exist. */
export const deleteReport: RouteImplementation<'deleteReport'> = async ({ caller, input, table }) => {
  const report = await getReport(table, input.params.id, true);
  if (!report) throw reportNotFound();
  if (await deleteUnusedReport(table, input.params.id, reportEntry(caller, 'deleted', report, null))) return { body: { success: true } };
  if (!(await getReport(table, input.params.id))) throw reportNotFound();
  throw new HttpError(409, REPORT_MESSAGES.inUse);
};

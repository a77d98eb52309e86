// Writing over an existing dashboard while its report may move under it. The write is conditioned on
// the dashboard still naming the report it was read with (dashboard-writes.ts), so a report count is
// never moved twice; when that fails, a strongly consistent read tells a deleted dashboard (404) from
// one whose report changed meanwhile: the customer_admin, who keeps whatever report it names, saves
// again over the fresh read; the admin, who chose a report over a stale one, is told to try again (409).
import { BUSINESS_DASHBOARD_MESSAGES } from '#shared/platform-messages.ts';
import type { ActivityDraft } from '#functions/data/activity.ts';
import { DASHBOARD_WRITE_ACTION, failedOnNewReport, putDashboard } from '#functions/data/dashboard-writes.ts';
import { getDashboard } from '#functions/data/dashboards.ts';
import type { DashboardRecord } from '#functions/data/records.ts';
import { failedConditionAt, type TransactAction } from '#functions/data/transact.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError, invalidField } from '#functions/lib/http-error.ts';
import { dashboardNotFound } from './dashboard-scope.ts';
import { retryOnConflict } from './write-retry.ts';

/** The customer_admin's saves: the dashboard keeps the report it names (their form cannot change it). */
export const KEEP_REPORT = 'keep';

/** The report a save leaves the dashboard naming: the one it names, or the admin's choice (null: none). */
export type ReportChoice = typeof KEEP_REPORT | { id: string | null };

/** Saves over a fresh read, at most, when the report moved meanwhile (the customer_admin's). */
const ATTEMPTS = 3;

/** The 422 of a report that is not in the catalogue (never was, or deleted meanwhile). */
export const unknownReport = () => invalidField('report_id', BUSINESS_DASHBOARD_MESSAGES.unknownReport);

/** What a save over a dashboard writes. */
export interface DashboardSave {
  /** The report the dashboard is left naming. */
  report: ReportChoice;
  /** The record to write, from the one read (read again when the report moved meanwhile). */
  changed: (read: DashboardRecord) => DashboardRecord;
  /** The activity entry of the save (from the record read and the one stored), in its transaction. */
  describe?: (read: DashboardRecord, stored: DashboardRecord) => ActivityDraft;
  /** What it takes once (a new picture's upload; a refusal there is the caller's to answer). */
  claims?: TransactAction[];
}

/**
 * Writes `changed(read)` over the dashboard `read`, naming the report `report` says, and answers the
 * record it wrote over (whose picture a new one replaces). 404 when the dashboard is gone, 422
 * (`report_id`) when the chosen report is, 409 when the admin's report changed under them.
 */
export async function saveOverDashboard(
  table: TableContext,
  read: DashboardRecord,
  { report, changed, describe, claims = [] }: DashboardSave,
): Promise<DashboardRecord> {
  let current = read;
  for (let attempt = 1; ; attempt++) {
    const readReportId = current.reportId ?? null;
    const reportId = report === KEEP_REPORT ? readReportId : report.id;
    try {
      await retryOnConflict(async () => {
        const read = current;
        await putDashboard(
          table,
          { ...changed(read), reportId },
          { condition: 'existing', readReportId, describe: describe && ((stored) => describe(read, stored)), claims },
        );
      });
      return current;
    } catch (error) {
      if (!failedConditionAt(error, DASHBOARD_WRITE_ACTION.dashboard)) {
        if (failedOnNewReport(error, { readReportId, reportId })) throw unknownReport();
        throw error;
      }
      const now = await getDashboard(table, current.businessId, current.id, true);
      if (!now) throw dashboardNotFound();
      if (report !== KEEP_REPORT || attempt >= ATTEMPTS) throw new HttpError(409, BUSINESS_DASHBOARD_MESSAGES.changedMeanwhile);
      current = now;
    }
  }
}

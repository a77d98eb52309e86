// Managing the dashboards of one business: what the customer_admin's own form (functions/dashboards/
// manage.ts) and the platform admin's form for any business (functions/admin-business-dashboards/) do
// alike. Every read and write is keyed by `businessId`, so a dashboard of another business is simply
// not found. The two differ in the report: the admin chooses it (`report_id`), the customer_admin's form
// cannot change it, so their saves keep the one the dashboard names.
// Pictures: an upload is claimed (copied out of pending/) only once every field is valid, and taken by
// the record's own transaction (its UPLOAD# claim: of saves naming one upload at once, one writes); a
// failed write deletes the copy and keeps the upload for the next try (a refusal at the claim is a 422 on
// `preview_key`), a written one deletes the upload, and a replaced or deleted dashboard's old picture is
// deleted after.
import { randomUUID } from 'node:crypto';
import type { DashboardEditResponse, FieldErrors } from '#shared/api-types.ts';
import type { InputOf } from '#shared/contract/contracts.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { BUSINESS_DASHBOARD_MESSAGES } from '#shared/platform-messages.ts';
import type { ActivityDraft, ActivityActor } from '#functions/data/activity.ts';
import { removeDashboardOfBusiness } from '#functions/data/dashboard-removal.ts';
import { claimPosition, DASHBOARD_WRITE_ACTION, failedOnNewReport, putDashboard } from '#functions/data/dashboard-writes.ts';
import { getDashboard } from '#functions/data/dashboards.ts';
import type { DashboardRecord } from '#functions/data/records.ts';
import { getReport } from '#functions/data/reports.ts';
import { failedConditionAt } from '#functions/data/transact.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { FilesContext } from '#functions/lib/files.ts';
import { ValidationError, type HttpError } from '#functions/lib/http-error.ts';
import type { Logger } from '#functions/lib/logger.ts';
import { publicFileUrl } from '#functions/lib/public-file-url.ts';
import { activityChanges, type ActivityFields } from './activity-changes.ts';
import { dashboardNotFound } from './dashboard-scope.ts';
import { checkIframeUrl, iframeUrlRulesFromEnv } from './iframe-url.ts';
import { claimUpload, deleteStoredFile, takeUploadAction, uploadTaken } from './uploaded-files.ts';
import { KEEP_REPORT, saveOverDashboard, unknownReport, type ReportChoice } from './dashboard-save.ts';
import { retryOnConflict } from './write-retry.ts';

/** The form's fields, the same for both forms (the admin's adds `report_id`, handed in apart). */
export type DashboardFields = InputOf<'createDashboard'>['body']['dashboard'];

/** Whose dashboards, and where their pictures live: one request's context. */
export interface ManagedDashboards {
  table: TableContext;
  files: FilesContext;
  log: Logger;
  businessId: string;
  /** The 404 of a business that is gone (a create conditioned on it failed). */
  businessNotFound: () => HttpError;
  /** Who writes: the author of the activity entries (recorded in the business's trail). */
  actor: ActivityActor;
}

/** A report chosen on a create: its id (null: none) and whether it names a report of the catalogue (and its name then). */
export interface CheckedReport {
  id: string | null;
  known: boolean;
  name?: string;
}

/** What an entry records of a dashboard (ACTIVITY_MESSAGES.fields); the report by name when known, else its id. */
function dashboardFields(dashboard: DashboardRecord, reportName: string | null | undefined): ActivityFields {
  return {
    name: dashboard.name,
    summary: dashboard.summary,
    description: { html: dashboard.description ?? '' },
    url: dashboard.iframeUrl,
    image: publicFileUrl(dashboard.previewKey),
    report: dashboard.reportId ? (reportName ?? dashboard.reportId) : null,
  };
}

/** The activity entry of a dashboard write (before null: a create; after null: a delete). */
function dashboardEntry(
  owner: ManagedDashboards,
  action: 'created' | 'updated' | 'deleted',
  before: { dashboard: DashboardRecord; reportName?: string | null } | null,
  after: { dashboard: DashboardRecord; reportName?: string | null } | null,
): ActivityDraft {
  const subject = (after ?? before)!.dashboard;
  return {
    businessId: owner.businessId,
    actor: owner.actor,
    action,
    entity: { kind: 'dashboard', id: subject.id, name: subject.name },
    changes: activityChanges(
      before && dashboardFields(before.dashboard, before.reportName),
      after && dashboardFields(after.dashboard, after.reportName),
    ),
  };
}

/**
 * The checks the contract cannot make, all at once (one 422 names every field): the iframe URL's
 * rule, a picture (uploaded now, or kept from before) and the report. Answers the iframe URL to store.
 */
function requireValidFields(fields: DashboardFields, requestOrigin: string | undefined, hasPicture: boolean, reportKnown = true): string {
  const iframe = checkIframeUrl(fields.iframe_url, iframeUrlRulesFromEnv(requestOrigin));
  const errors: FieldErrors = {
    ...(iframe.ok ? {} : { iframe_url: [iframe.message] }),
    ...(fields.preview_key || hasPicture ? {} : { preview_key: [MANAGEMENT_MESSAGES.dashboardForm.previewRequired] }),
    ...(reportKnown ? {} : { report_id: [BUSINESS_DASHBOARD_MESSAGES.unknownReport] }),
  };
  if (!iframe.ok || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return iframe.url;
}

/** Moves the named upload to its final key (a 422 on `preview_key` when it is not a fit upload of the business). */
const claimPreview = (files: FilesContext, businessId: string, key: string) =>
  claimUpload(files, { businessId, key, purpose: 'dashboard_preview', field: 'preview_key' });

/** Deletes a picture nobody names any more; the record's write already happened, so a failure is logged, not answered. */
async function deletePicture(files: FilesContext, log: Logger, key: string | null | undefined): Promise<void> {
  try {
    await deleteStoredFile(files, key);
  } catch (error) {
    log.error('picture left behind', { key, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Whether `reportId` names a report of the catalogue (none is fine): one GetItem when it names one. */
export async function reportIsKnown(table: TableContext, reportId: string | null): Promise<boolean> {
  return (await checkReport(table, reportId)).known;
}

/** The report `reportId` names, if it is in the catalogue (its name for the trail): one GetItem when it names one. */
export async function checkReport(table: TableContext, reportId: string | null): Promise<CheckedReport> {
  if (!reportId) return { id: null, known: true };
  const report = await getReport(table, reportId);
  return { id: reportId, known: Boolean(report), name: report?.name };
}

/** What the form edits: the description as stored (sanitised), the picture as its public URL. */
export function dashboardForm(dashboard: DashboardRecord): DashboardEditResponse['dashboard'] {
  return {
    id: dashboard.id,
    name: dashboard.name,
    summary: dashboard.summary ?? '',
    description: dashboard.description ?? '',
    iframe_url: dashboard.iframeUrl,
    preview_pic: publicFileUrl(dashboard.previewKey),
  };
}

/**
 * A new dashboard of the business, with its picture and `report`; answers its id. The transaction
 * holds what a read cannot: the business still there (else businessNotFound) and the report too (422).
 */
export async function createManagedDashboard(
  owner: ManagedDashboards,
  fields: DashboardFields,
  requestOrigin: string | undefined,
  report: CheckedReport,
): Promise<string> {
  const { table, files, log, businessId } = owner;
  const iframeUrl = requireValidFields(fields, requestOrigin, false, report.known);
  const previewKey = await claimPreview(files, businessId, fields.preview_key!);
  const dashboard: DashboardRecord = {
    type: 'dashboard',
    id: randomUUID(),
    businessId,
    name: fields.name,
    summary: fields.summary,
    description: fields.description,
    iframeUrl,
    previewKey,
    reportId: report.id,
    createdAt: new Date().toISOString(),
  };
  const taken = [takeUploadAction(table.tableName, fields.preview_key!, previewKey)];
  try {
    await retryOnConflict(async () => {
      await putDashboard(table, dashboard, {
        condition: 'new',
        describe: (stored) => dashboardEntry(owner, 'created', null, { dashboard: stored, reportName: report.name }),
        claims: taken,
      });
    });
  } catch (error) {
    await deletePicture(files, log, previewKey);
    if (failedConditionAt(error, claimPosition('new'))) throw uploadTaken('preview_key');
    if (failedConditionAt(error, DASHBOARD_WRITE_ACTION.business)) throw owner.businessNotFound();
    if (failedOnNewReport(error, { readReportId: null, reportId: report.id })) throw unknownReport();
    throw error;
  }
  await deletePicture(files, log, fields.preview_key);
  return dashboard.id;
}

/**
 * Saves the form over a dashboard of the business; without `preview_key` the picture stays. The
 * dashboard is read alongside the chosen report (so an unknown one joins the other fields' 422).
 */
export async function updateManagedDashboard(
  owner: ManagedDashboards,
  dashboardId: string,
  fields: DashboardFields,
  requestOrigin: string | undefined,
  report: ReportChoice,
): Promise<void> {
  const { table, files, log, businessId } = owner;
  const [current, chosen] = await Promise.all([
    getDashboard(table, businessId, dashboardId),
    report === KEEP_REPORT ? undefined : checkReport(table, report.id),
  ]);
  if (!current) throw dashboardNotFound();
  const iframeUrl = requireValidFields(fields, requestOrigin, Boolean(current.previewKey), chosen?.known ?? true);
  // The trail names the report the dashboard leaves by its name: read only when the admin moves it.
  const leftReport = chosen && current.reportId && current.reportId !== chosen.id ? await getReport(table, current.reportId) : undefined;
  const newKey = fields.preview_key ? await claimPreview(files, businessId, fields.preview_key) : undefined;
  const { name, summary, description } = fields;
  let replaced: DashboardRecord;
  try {
    replaced = await saveOverDashboard(table, current, {
      report,
      changed: (read) => ({
        ...read,
        name,
        summary,
        description,
        iframeUrl,
        previewKey: newKey ?? read.previewKey,
      }),
      describe: (read, stored) =>
        dashboardEntry(
          owner,
          'updated',
          { dashboard: read, reportName: read.reportId === chosen?.id ? chosen?.name : leftReport?.name },
          { dashboard: stored, reportName: chosen?.name },
        ),
      claims: newKey ? [takeUploadAction(table.tableName, fields.preview_key!, newKey)] : [],
    });
  } catch (error) {
    if (!newKey) throw error;
    await deletePicture(files, log, newKey);
    throw failedConditionAt(error, claimPosition('existing')) ? uploadTaken('preview_key') : error;
  }
  // Every claim makes a new key, so a new picture always replaces the old one.
  if (newKey) await Promise.all([deletePicture(files, log, replaced.previewKey), deletePicture(files, log, fields.preview_key)]);
}

/** Deletes a dashboard of the business, its place in roles and favourites, its report's count and its picture; its views stay. */
export async function deleteManagedDashboard(owner: ManagedDashboards, dashboardId: string): Promise<void> {
  const removed = await removeDashboardOfBusiness(owner.table, owner.businessId, dashboardId, Date.now(), (dashboard) =>
    dashboardEntry(owner, 'deleted', { dashboard }, null),
  );
  if (!removed) throw dashboardNotFound();
  await deletePicture(owner.files, owner.log, removed.previewKey);
}

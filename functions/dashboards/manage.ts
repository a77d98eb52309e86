// The customer_admin manages their business's dashboards: GET /dashboards/{id}/edit, POST /dashboards,
// PATCH /dashboards/{id}, DELETE /dashboards/{id}. Every read and write is keyed by the caller's
// business, so another business's id is the same 404 as an unknown one. DynamoDB calls besides the
// caller's profile Query (budgets checked by tests/integration/dynamodb-calls.test.ts):
//   edit   → GetItem                                                                         → 1 (+1)
//   create → one TransactWriteItems (Put conditioned on a new id + directory version bump)   → 1 (+1)
//   update → GetItem, then the TransactWriteItems (Put conditioned on existence + bump)      → 2 (+1)
//   delete → dashboard GetItem ‖ roles-with-it Query ‖ its bookmarks Query (GSI2), then one
//            TransactWriteItems (delete + bump + roles + bookmarks; one more per 100 actions) → 4 (+1)
// Pictures: an upload is claimed (moved out of pending/) only once every field is valid; a failed
// write deletes what it claimed, and a replaced or deleted dashboard's old picture is deleted after.
import { randomUUID } from 'node:crypto';
import type { FieldErrors } from '#shared/api-types.ts';
import type { InputOf, ResponseOf } from '#shared/contract/contracts.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { removeDashboardOfBusiness } from '#functions/data/dashboard-removal.ts';
import { putDashboard } from '#functions/data/dashboard-writes.ts';
import { getDashboard } from '#functions/data/dashboards.ts';
import type { DashboardRecord } from '#functions/data/records.ts';
import { failedConditionAt } from '#functions/data/transact.ts';
import { dashboardNotFound } from '#functions/domain/dashboard-scope.ts';
import { checkIframeUrl, iframeUrlRulesFromEnv } from '#functions/domain/iframe-url.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import { claimUpload, deleteStoredFile } from '#functions/domain/uploaded-files.ts';
import type { CallerRouteContext, RouteImplementation, RouteResult } from '#functions/http/http-handler.ts';
import type { FilesContext } from '#functions/lib/files.ts';
import { ValidationError } from '#functions/lib/http-error.ts';
import type { Logger } from '#functions/lib/logger.ts';
import { publicFileUrl } from '#functions/lib/public-file-url.ts';

type DashboardFields = InputOf<'createDashboard'>['body']['dashboard'];

/**
 * The checks the contract cannot make, all at once (one 422 names every field): the iframe URL's
 * rule, and a picture (uploaded now, or kept from before). Answers the iframe URL to store.
 */
function requireValidFields(fields: DashboardFields, requestOrigin: string | undefined, hasPicture: boolean): string {
  const iframe = checkIframeUrl(fields.iframe_url, iframeUrlRulesFromEnv(requestOrigin));
  const errors: FieldErrors = {
    ...(iframe.ok ? {} : { iframe_url: [iframe.message] }),
    ...(fields.preview_key || hasPicture ? {} : { preview_key: [MANAGEMENT_MESSAGES.dashboardForm.previewRequired] }),
  };
  if (!iframe.ok || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return iframe.url;
}

/** Moves the named upload to its final key (a 422 on `preview_key` when it is not a fit upload of the caller's business). */
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

/** What the form edits: the description as stored (sanitised), the picture as its public URL. */
export const editDashboard: RouteImplementation<'editDashboard'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  const dashboard = await getDashboard(table, caller.businessId, input.params.id);
  if (!dashboard) throw dashboardNotFound();
  return {
    body: {
      dashboard: {
        id: dashboard.id,
        name: dashboard.name,
        summary: dashboard.summary ?? '',
        description: dashboard.description ?? '',
        iframe_url: dashboard.iframeUrl,
        preview_pic: publicFileUrl(dashboard.previewKey),
      },
    },
  };
};

/** A new dashboard of the caller's business, with its picture; 201 with its id. */
export async function createDashboard(
  { caller: anyCaller, input, table, headers, log }: CallerRouteContext<'createDashboard'>,
  files: FilesContext,
): Promise<RouteResult<ResponseOf<'createDashboard'>>> {
  const caller = requireTenant(anyCaller);
  const fields = input.body.dashboard;
  const iframeUrl = requireValidFields(fields, headers.origin, false);
  const previewKey = await claimPreview(files, caller.businessId, fields.preview_key!);
  const dashboard: DashboardRecord = {
    type: 'dashboard',
    id: randomUUID(),
    businessId: caller.businessId,
    name: fields.name,
    summary: fields.summary,
    description: fields.description,
    iframeUrl,
    previewKey,
    reportId: null,
    createdAt: new Date().toISOString(),
  };
  try {
    await putDashboard(table, dashboard, Date.now(), 'new');
  } catch (error) {
    await deletePicture(files, log, previewKey);
    throw error;
  }
  return { statusCode: 201, body: { success: true, dashboard: { id: dashboard.id } } };
}

/** Saves the form over a dashboard of the caller's business; without `preview_key` the picture stays. */
export async function updateDashboard(
  { caller: anyCaller, input, table, headers, log }: CallerRouteContext<'updateDashboard'>,
  files: FilesContext,
): Promise<RouteResult<ResponseOf<'updateDashboard'>>> {
  const caller = requireTenant(anyCaller);
  const fields = input.body.dashboard;
  const current = await getDashboard(table, caller.businessId, input.params.id);
  if (!current) throw dashboardNotFound();
  const iframeUrl = requireValidFields(fields, headers.origin, Boolean(current.previewKey));
  const newKey = fields.preview_key ? await claimPreview(files, caller.businessId, fields.preview_key) : undefined;
  const { name, summary, description } = fields;
  try {
    await putDashboard(
      table,
      { ...current, name, summary, description, iframeUrl, previewKey: newKey ?? current.previewKey },
      Date.now(),
      'existing',
      current.reportId ?? null,
    );
  } catch (error) {
    if (newKey) await deletePicture(files, log, newKey);
    // Deleted since it was read: the same 404 as any unknown id.
    if (failedConditionAt(error, 0)) throw dashboardNotFound();
    throw error;
  }
  // Every claim makes a new key, so a new picture always replaces the old one.
  if (newKey) await deletePicture(files, log, current.previewKey);
  return { body: { success: true } };
}

/** Deletes a dashboard of the caller's business, its place in roles and favourites, and its picture; its views stay. */
export async function deleteDashboard(
  { caller: anyCaller, input, table, log }: CallerRouteContext<'deleteDashboard'>,
  files: FilesContext,
): Promise<RouteResult<ResponseOf<'deleteDashboard'>>> {
  const caller = requireTenant(anyCaller);
  const removed = await removeDashboardOfBusiness(table, caller.businessId, input.params.id);
  if (!removed) throw dashboardNotFound();
  await deletePicture(files, log, removed.previewKey);
  return { body: { success: true } };
}

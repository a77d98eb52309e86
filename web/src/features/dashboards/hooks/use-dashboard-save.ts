import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useFileUpload } from '#web/lib/upload/use-file-upload.ts';
import type { DashboardFormAdapter, DashboardFormInput } from '../components/dashboard-form-adapter.ts';

/**
 * The form's values: the dashboard's texts, the newly chosen picture (null = keep the current one) and
 * the chosen report ('' = none; sent only where the adapter offers reports).
 */
export interface DashboardFormValues {
  name: string;
  summary: string;
  description: string;
  iframe_url: string;
  preview: File | null;
  report_id: string;
}

/** Where the picker shows a problem of the picture: the save's `preview_key`, or the upload request's own fields. */
export const PREVIEW_FIELD = 'preview_key';

/**
 * The save: a new picture first goes up (`POST /uploads`, then a PUT of the file with its progress),
 * then the dashboard is saved naming it by key. A 422 puts its messages under the fields; the values
 * and the chosen file stay for another try (a file already sent is not sent again).
 */
export function useDashboardSave(adapter: DashboardFormAdapter, form: ApiForm<DashboardFormValues>) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const editing = Boolean(adapter.load);
  const { send, progress, settle, errorsOf } = useFileUpload(adapter.upload, PREVIEW_FIELD);

  const submit = useCallback(async () => {
    const result = await form.submit(async ({ preview, report_id, ...fields }) => {
      const previewKey = preview ? await send(preview) : undefined;
      const dashboard: DashboardFormInput = adapter.reports ? { ...fields, report_id: report_id || null } : fields;
      return adapter.save(previewKey ? { ...dashboard, preview_key: previewKey } : dashboard);
    });
    if (result.ok) {
      snackbar.success(editing ? MANAGEMENT_MESSAGES.dashboardForm.updated : MANAGEMENT_MESSAGES.dashboardForm.inserted);
      navigate(adapter.backHref);
      return;
    }
    const previewError = isApiError(result.error) ? result.error.fieldErrors[PREVIEW_FIELD]?.[0] : undefined;
    settle(result.error);
    const uploadErrors = errorsOf(result.error);
    if (uploadErrors) form.setFieldErrors(uploadErrors);
    if (!result.invalid) console.error('Error in saving a dashboard', result.error);
    snackbar.danger(
      previewError === MANAGEMENT_MESSAGES.dashboardForm.previewRequired
        ? MANAGEMENT_MESSAGES.dashboardForm.previewRequired
        : editing
          ? MANAGEMENT_MESSAGES.dashboardForm.updateFailed
          : MANAGEMENT_MESSAGES.dashboardForm.insertFailed,
    );
  }, [adapter, editing, form, navigate, send, settle, errorsOf, snackbar]);

  return { submit, progress };
}

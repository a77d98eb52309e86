import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { ApiError, isApiError } from '#web/lib/api-error.ts';
import { putFile, UploadError } from '#web/lib/upload/put-file.ts';
import type { DashboardFormAdapter } from '../components/dashboard-form-adapter.ts';

/** The form's values: the dashboard's texts and the newly chosen picture (null = keep the current one). */
export interface DashboardFormValues {
  name: string;
  summary: string;
  description: string;
  iframe_url: string;
  preview: File | null;
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
  const [progress, setProgress] = useState<number>();
  const sent = useRef<{ file: File; key: string } | undefined>(undefined);

  const send = useCallback(
    async (file: File): Promise<string> => {
      if (sent.current?.file === file) return sent.current.key;
      const ticket = await adapter.upload(file).catch((error: unknown) => {
        // The upload request's field errors (type, size) belong to the picker.
        if (isApiError(error) && error.status === 422) {
          throw new ApiError(422, error.message, { [PREVIEW_FIELD]: Object.values(error.fieldErrors).flat() });
        }
        throw error;
      });
      setProgress(0);
      try {
        await putFile(ticket.url, file, ticket.headers, { onProgress: (percent) => setProgress(percent) });
      } finally {
        setProgress(undefined);
      }
      sent.current = { file, key: ticket.key };
      return ticket.key;
    },
    [adapter],
  );

  const submit = useCallback(async () => {
    const result = await form.submit(async ({ preview, ...fields }) => {
      const previewKey = preview ? await send(preview) : undefined;
      return adapter.save(previewKey ? { ...fields, preview_key: previewKey } : fields);
    });
    if (result.ok) {
      snackbar.success(editing ? MANAGEMENT_MESSAGES.dashboardForm.updated : MANAGEMENT_MESSAGES.dashboardForm.inserted);
      navigate(adapter.backHref);
      return;
    }
    const previewError = isApiError(result.error) ? result.error.fieldErrors[PREVIEW_FIELD]?.[0] : undefined;
    // A key the server refused is not named again: the next save sends the file anew.
    if (previewError) sent.current = undefined;
    if (result.error instanceof UploadError) form.setFieldErrors({ [PREVIEW_FIELD]: [MANAGEMENT_MESSAGES.uploads.notUploaded] });
    if (!result.invalid) console.error('Error in saving a dashboard', result.error);
    snackbar.danger(
      previewError === MANAGEMENT_MESSAGES.dashboardForm.previewRequired
        ? MANAGEMENT_MESSAGES.dashboardForm.previewRequired
        : editing
          ? MANAGEMENT_MESSAGES.dashboardForm.updateFailed
          : MANAGEMENT_MESSAGES.dashboardForm.insertFailed,
    );
  }, [adapter, editing, form, navigate, send, snackbar]);

  return { submit, progress };
}

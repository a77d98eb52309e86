import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import type { ReportEditResponse } from '#shared/platform-api-types.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';
import { richTextToSave } from '#web/lib/rich-text.ts';

/** The form's values: as the API takes them (the server trims, checks and sanitises them), but the description as plain text. */
export interface ReportFormValues {
  name: string;
  summary: string;
  description: string;
}

/**
 * The save: POST on /reports/new, PATCH on an edit (`saved`: the report as stored), with the description
 * written back as HTML (the stored one while its text is unchanged), then the success snackbar and back to the list. A
 * 422 leaves its messages under the fields (useApiForm) and, like any other failure, shows the danger snackbar.
 * The list is asked again (at once when shown, else on its next mount); an edited report's form data is
 * forgotten, fetched again on its next visit.
 */
export function useReportSave(saved: ReportEditResponse['report'] | undefined, form: ApiForm<ReportFormValues>) {
  const id = saved?.id;
  const storedDescription = saved?.description;
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  const create = useRouteMutation('createReport', { invalidates: ['listReports'] });
  const update = useRouteMutation('updateReport', { invalidates: ['listReports'] });

  return useCallback(async () => {
    const result = await form.submit(async ({ name, summary, description }) => {
      const report = { name, summary, description: richTextToSave(description, storedDescription) };
      if (!id) return create({ body: { report } });
      const answer = await update({ params: { id }, body: { report } });
      await cache.drop('editReport', { where: (request) => request.params.id === id });
      return answer;
    });
    if (result.ok) {
      snackbar.success(id ? REPORT_MESSAGES.updated : REPORT_MESSAGES.created);
      navigate(href('report-list'));
      return;
    }
    if (!result.invalid) console.error('Error in saving a report', result.error);
    snackbar.danger(id ? REPORT_MESSAGES.updateFailed : REPORT_MESSAGES.createFailed);
  }, [id, storedDescription, form, cache, create, update, navigate, snackbar]);
}

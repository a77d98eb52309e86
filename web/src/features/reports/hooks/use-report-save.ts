import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';

/** The form's values, as the API takes them (the server trims, checks and sanitises them). */
export interface ReportFormValues {
  name: string;
  summary: string;
  description: string;
}

/**
 * The save: POST on /reports/new, PATCH on an edit, then the success snackbar and back to the list. A
 * 422 leaves its messages under the fields (useApiForm) and, like any other failure, shows the danger snackbar.
 * The list is asked again (at once when shown, else on its next mount); an edited report's form data is
 * forgotten, fetched again on its next visit.
 */
export function useReportSave(id: string | undefined, form: ApiForm<ReportFormValues>) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  const create = useRouteMutation('createReport', { invalidates: ['listReports'] });
  const update = useRouteMutation('updateReport', { invalidates: ['listReports'] });

  return useCallback(async () => {
    const result = await form.submit(async ({ name, summary, description }) => {
      const report = { name, summary, description };
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
  }, [id, form, cache, create, update, navigate, snackbar]);
}

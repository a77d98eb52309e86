import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReportEditResponse } from '#shared/platform-api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import { useConfirm } from '#web/components/modal/confirm-modal.tsx';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';

/**
 * Deletion: a report that dashboards name is explained at once (the danger snackbar says why, nothing
 * is sent); otherwise the confirmation, the call, the snackbar and the way back. A dashboard that named
 * the report meanwhile makes the server refuse (409): its reason is shown and the form data refetched.
 */
export function useDeleteReportFlow(saved: ReportEditResponse | undefined) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  const deleteReport = useRouteMutation('deleteReport');
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!saved) return;
    if (!saved.can_delete) {
      snackbar.danger(REPORT_MESSAGES.inUse);
      return;
    }
    const { id, name } = saved.report;
    const confirmed = await confirm({
      title: REPORT_MESSAGES.delete,
      message: REPORT_MESSAGES.deleteQuestion(name),
      confirmLabel: REPORT_MESSAGES.delete,
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await deleteReport({ params: { id } });
      // The report leaves the cached list at once, before the list's own refetch answers; its form data is forgotten.
      void cache.update('listReports', (list) => ({ ...list, reports: list.reports.filter((report) => report.id !== id) }), {
        revalidate: true,
      });
      void cache.drop('editReport', { where: (request) => request.params.id === id });
      snackbar.success(REPORT_MESSAGES.deleted);
      navigate(href('report-list'));
    } catch (error) {
      const refused = isApiError(error) && error.status === 409;
      // Asked again while still shown: the form learns the report is now in use (the list, its new count).
      if (refused) void cache.revalidate('listReports', 'editReport');
      else console.error('Error in deleting a report', error);
      snackbar.danger(refused ? REPORT_MESSAGES.inUse : REPORT_MESSAGES.deleteFailed);
      setDeleting(false);
    }
  }

  return { remove, deleting };
}

import { useMemo } from 'react';
import { href } from '#web/lib/client-routes.ts';
import { useDeleteBusinessDashboard } from '../api/delete-business-dashboard.ts';
import { useBusinessDashboardEdit } from '../api/get-business-dashboard-edit.ts';
import { useBusinessDashboardNew } from '../api/get-business-dashboard-new.ts';
import { usePatchBusinessDashboard } from '../api/patch-business-dashboard.ts';
import { usePostBusinessDashboard } from '../api/post-business-dashboard.ts';
import { requestUpload, uploadRequestOf } from '#web/lib/upload/request-upload.ts';
import type { DashboardFormAdapter } from '../components/dashboard-form-adapter.ts';

/**
 * The dashboard form of one business, for the platform admin: `/admin/businesses/{business_id}/dashboards/...`
 * of the API with the reports catalogue, pictures uploaded in the business's name, back to the
 * business panel's dashboards tab.
 */
export function useBusinessDashboardAdapter(businessId: string, id: string | undefined): DashboardFormAdapter {
  const edit = useBusinessDashboardEdit(businessId, id);
  // The edit answer carries the catalogue too: the new form's data is fetched only to create.
  const fresh = useBusinessDashboardNew(id ? undefined : businessId);
  const create = usePostBusinessDashboard(businessId);
  const update = usePatchBusinessDashboard(businessId);
  const remove = useDeleteBusinessDashboard(businessId);
  const dashboard = edit.data?.dashboard;
  const reportOptions = id ? edit.data?.reports : fresh.data?.reports;
  const reportsError = id ? edit.error : fresh.error;

  return useMemo<DashboardFormAdapter>(
    () => ({
      load: id ? { dashboard, error: edit.error } : undefined,
      reports: { options: reportOptions, error: reportsError },
      save: (input) => (id ? update(id, input) : create(input)),
      remove: id ? () => remove(id) : undefined,
      // The picker only lets through the types the API takes; the API checks the type (and the bytes) again.
      upload: (file) => requestUpload(uploadRequestOf(file, 'dashboard_preview', businessId)),
      backHref: `${href('business-panel', { id: businessId })}?tab=dashboards`,
    }),
    [businessId, id, dashboard, edit.error, reportOptions, reportsError, create, update, remove],
  );
}

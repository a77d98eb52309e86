import { useMemo } from 'react';
import { href } from '#web/lib/client-routes.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { requestUpload, uploadRequestOf } from '#web/lib/upload/request-upload.ts';
import type { DashboardFormAdapter } from '../components/dashboard-form-adapter.ts';
import { useBusinessDashboardWrites } from './use-business-dashboard-writes.ts';

// A failure of the form's data is an answer (404), never retried behind the user's back.
const FORM_READ = { revalidateOnFocus: false, revalidateOnReconnect: false };

/**
 * The dashboard form of one business, for the platform admin: `/admin/businesses/{business_id}/dashboards/...`
 * of the API with the reports catalogue, pictures uploaded in the business's name, back to the
 * business panel's dashboards tab.
 */
export function useBusinessDashboardAdapter(businessId: string, id: string | undefined): DashboardFormAdapter {
  const edit = useRoute('editBusinessDashboard', id ? { params: { business_id: businessId, id } } : null, FORM_READ);
  // The edit answer carries the catalogue too: the new form's data is fetched only to create.
  const fresh = useRoute('newBusinessDashboard', id ? null : { params: { business_id: businessId } }, FORM_READ);
  const { create, update, remove } = useBusinessDashboardWrites(businessId);
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

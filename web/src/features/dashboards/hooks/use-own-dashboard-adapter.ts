import { useMemo } from 'react';
import { href } from '#web/lib/client-routes.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { requestUpload, uploadRequestOf } from '#web/lib/upload/request-upload.ts';
import type { DashboardFormAdapter } from '../components/dashboard-form-adapter.ts';
import { useDashboardWrites } from './use-dashboard-writes.ts';

// A failure of the form's data is an answer (404), never retried behind the user's back.
const FORM_READ = { revalidateOnFocus: false, revalidateOnReconnect: false };

/** The dashboard form on the customer_admin's own project: `/dashboards/...` of the API, back to `/dashboards`. */
export function useOwnDashboardAdapter(id: string | undefined): DashboardFormAdapter {
  const { data, error } = useRoute('editDashboard', id ? { params: { id } } : null, FORM_READ);
  const { create, update, remove } = useDashboardWrites();
  const dashboard = data?.dashboard;

  return useMemo<DashboardFormAdapter>(
    () => ({
      load: id ? { dashboard, error } : undefined,
      save: (input) => (id ? update(id, input) : create(input)),
      remove: id ? () => remove(id) : undefined,
      // The picker only lets through the types the API takes; the API checks the type (and the bytes) again.
      upload: (file) => requestUpload(uploadRequestOf(file, 'dashboard_preview')),
      backHref: href('dashboard-list'),
    }),
    [id, dashboard, error, create, update, remove],
  );
}

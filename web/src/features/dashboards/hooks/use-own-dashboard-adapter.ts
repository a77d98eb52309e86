import { useMemo } from 'react';
import { href } from '#web/lib/client-routes.ts';
import { useDeleteDashboard } from '../api/delete-dashboard.ts';
import { useDashboardEdit } from '../api/get-dashboard-edit.ts';
import { usePatchDashboard } from '../api/patch-dashboard.ts';
import { usePostDashboard } from '../api/post-dashboard.ts';
import { requestUpload, uploadRequestOf } from '#web/lib/upload/request-upload.ts';
import type { DashboardFormAdapter } from '../components/dashboard-form-adapter.ts';

/** The dashboard form on the customer_admin's own project: `/dashboards/...` of the API, back to `/dashboards`. */
export function useOwnDashboardAdapter(id: string | undefined): DashboardFormAdapter {
  const { data, error } = useDashboardEdit(id);
  const create = usePostDashboard();
  const update = usePatchDashboard();
  const remove = useDeleteDashboard();
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

import { useMemo } from 'react';
import { href } from '#web/lib/client-routes.ts';
import { requestUpload, uploadRequestOf } from '#web/lib/upload/request-upload.ts';
import type { DashboardFormAdapter } from '../components/dashboard-form-adapter.ts';
import type { BusinessDashboardFormData } from './use-business-dashboard-form-data.ts';
import { useBusinessDashboardWrites } from './use-business-dashboard-writes.ts';

/**
 * The dashboard form of one business, for the platform admin: `/admin/businesses/{business_id}/dashboards/...`
 * of the API with the reports catalogue (read by the page: `data`), pictures uploaded in the business's
 * name, back to the business panel's dashboards tab.
 */
export function useBusinessDashboardAdapter(businessId: string, id: string | undefined, data: BusinessDashboardFormData): DashboardFormAdapter {
  const { create, update, remove } = useBusinessDashboardWrites(businessId);
  const { dashboard, reports, error } = data;

  return useMemo<DashboardFormAdapter>(
    () => ({
      load: id ? { dashboard, error } : undefined,
      reports: { options: reports, error },
      save: (input) => (id ? update(id, input) : create(input)),
      remove: id ? () => remove(id) : undefined,
      // The picker only lets through the types the API takes; the API checks the type (and the bytes) again.
      upload: (file) => requestUpload(uploadRequestOf(file, 'dashboard_preview', businessId)),
      backHref: `${href('business-panel', { id: businessId })}?tab=dashboards`,
    }),
    [businessId, id, dashboard, reports, error, create, update, remove],
  );
}

import useSWR from 'swr';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { businessDashboardEditKey } from './business-dashboard-keys.ts';

/** `GET /admin/businesses/{business_id}/dashboards/{id}/edit`: the dashboard (with its `report_id`) and the catalogue. */
export const getBusinessDashboardEdit = (businessId: string, id: string): Promise<ResponseOf<'editBusinessDashboard'>> =>
  apiRequest('editBusinessDashboard', { params: { business_id: businessId, id } });

/** The edit form's data; `id` undefined fetches nothing. A failure (404) is an answer, never retried. */
export function useBusinessDashboardEdit(businessId: string, id: string | undefined) {
  return useSWR(id ? businessDashboardEditKey(businessId, id) : null, () => getBusinessDashboardEdit(businessId, id!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

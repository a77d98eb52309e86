import useSWR from 'swr';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { businessDashboardNewKey } from './business-dashboard-keys.ts';

/** `GET /admin/businesses/{business_id}/dashboards/new`: the business and the reports catalogue. */
export const getBusinessDashboardNew = (businessId: string): Promise<ResponseOf<'newBusinessDashboard'>> =>
  apiRequest('newBusinessDashboard', { params: { business_id: businessId } });

/** The new form's data; `businessId` undefined fetches nothing. A failure (404) is an answer, never retried. */
export function useBusinessDashboardNew(businessId: string | undefined) {
  return useSWR(businessId ? businessDashboardNewKey(businessId) : null, () => getBusinessDashboardNew(businessId!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

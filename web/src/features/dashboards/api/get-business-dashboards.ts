import useSWR from 'swr';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { businessDashboardsKey } from './business-dashboard-keys.ts';

/** `GET /admin/businesses/{business_id}/dashboards`: the business's name and its dashboards. */
export const getBusinessDashboards = (businessId: string): Promise<ResponseOf<'listBusinessDashboards'>> =>
  apiRequest('listBusinessDashboards', { params: { business_id: businessId } });

/** One business's dashboards, for the panel's tab. */
export function useBusinessDashboards(businessId: string) {
  return useSWR(businessDashboardsKey(businessId), () => getBusinessDashboards(businessId), {
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting business dashboards', error),
  });
}

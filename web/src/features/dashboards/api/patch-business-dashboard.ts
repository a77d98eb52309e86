import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useBusinessDashboardsChanged } from './business-dashboard-cache.ts';
import type { BusinessDashboardInput } from './post-business-dashboard.ts';

/** `PATCH /admin/businesses/{business_id}/dashboards/{id}`; without `preview_key` the current picture stays. */
export const patchBusinessDashboard = (
  businessId: string,
  id: string,
  dashboard: BusinessDashboardInput,
): Promise<ResponseOf<'updateBusinessDashboard'>> =>
  apiRequest('updateBusinessDashboard', { params: { business_id: businessId, id }, body: { dashboard } });

/** Updates a dashboard of the business and refreshes its cached list and form data. */
export function usePatchBusinessDashboard(businessId: string) {
  const changed = useBusinessDashboardsChanged(businessId);
  return useCallback(
    async (id: string, dashboard: BusinessDashboardInput) => {
      const answer = await patchBusinessDashboard(businessId, id, dashboard);
      changed({ id });
      return answer;
    },
    [businessId, changed],
  );
}

import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import { useBusinessDashboardsChanged } from './business-dashboard-cache.ts';

/** What the admin's form saves: the customer_admin's fields plus `report_id` (null: none). */
export type BusinessDashboardInput = RequestOf<'createBusinessDashboard'>['body']['dashboard'];

/** `POST /admin/businesses/{business_id}/dashboards`: answers the new dashboard's id. */
export const postBusinessDashboard = (businessId: string, dashboard: BusinessDashboardInput): Promise<ResponseOf<'createBusinessDashboard'>> =>
  apiRequest('createBusinessDashboard', { params: { business_id: businessId }, body: { dashboard } });

/** Creates a dashboard of the business and refreshes its cached list. */
export function usePostBusinessDashboard(businessId: string) {
  const changed = useBusinessDashboardsChanged(businessId);
  return useCallback(
    async (dashboard: BusinessDashboardInput) => {
      const answer = await postBusinessDashboard(businessId, dashboard);
      changed({ id: answer.dashboard.id });
      return answer;
    },
    [businessId, changed],
  );
}

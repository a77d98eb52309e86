import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useBusinessDashboardsChanged } from './business-dashboard-cache.ts';

/** `DELETE /admin/businesses/{business_id}/dashboards/{id}`. */
export const deleteBusinessDashboard = (businessId: string, id: string): Promise<ResponseOf<'deleteBusinessDashboard'>> =>
  apiRequest('deleteBusinessDashboard', { params: { business_id: businessId, id } });

/** Deletes a dashboard of the business; it leaves the cached list at once. */
export function useDeleteBusinessDashboard(businessId: string) {
  const changed = useBusinessDashboardsChanged(businessId);
  return useCallback(
    async (id: string) => {
      const answer = await deleteBusinessDashboard(businessId, id);
      changed({ id, deleted: true });
      return answer;
    },
    [businessId, changed],
  );
}

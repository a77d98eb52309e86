import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useDashboardsChanged } from './dashboard-cache.ts';
import type { DashboardInput } from './post-dashboard.ts';

/** `PATCH /dashboards/{id}`; without `preview_key` the current picture stays. */
export const patchDashboard = (id: string, dashboard: DashboardInput): Promise<ResponseOf<'updateDashboard'>> =>
  apiRequest('updateDashboard', { params: { id }, body: { dashboard } });

/** Updates a dashboard and refreshes the cached list and its form data. */
export function usePatchDashboard() {
  const changed = useDashboardsChanged();
  return useCallback(
    async (id: string, dashboard: DashboardInput) => {
      const answer = await patchDashboard(id, dashboard);
      changed({ id });
      return answer;
    },
    [changed],
  );
}

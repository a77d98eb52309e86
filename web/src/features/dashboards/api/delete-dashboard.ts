import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useDashboardsChanged } from './dashboard-cache.ts';

/** `DELETE /dashboards/{id}`. */
export const deleteDashboard = (id: string): Promise<ResponseOf<'deleteDashboard'>> => apiRequest('deleteDashboard', { params: { id } });

/** Deletes a dashboard; it leaves the cached list at once. */
export function useDeleteDashboard() {
  const changed = useDashboardsChanged();
  return useCallback(
    async (id: string) => {
      const answer = await deleteDashboard(id);
      changed({ id, deleted: true });
      return answer;
    },
    [changed],
  );
}

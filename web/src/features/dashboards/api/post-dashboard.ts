import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import { useDashboardsChanged } from './dashboard-cache.ts';

/** What the form saves: name, summary, description, iframe URL and, when a new picture was sent, its upload key. */
export type DashboardInput = RequestOf<'createDashboard'>['body']['dashboard'];

/** `POST /dashboards`: answers the new dashboard's id. */
export const postDashboard = (dashboard: DashboardInput): Promise<ResponseOf<'createDashboard'>> =>
  apiRequest('createDashboard', { body: { dashboard } });

/** Creates a dashboard and refreshes the cached list. */
export function usePostDashboard() {
  const changed = useDashboardsChanged();
  return useCallback(
    async (dashboard: DashboardInput) => {
      const answer = await postDashboard(dashboard);
      changed({ id: answer.dashboard.id });
      return answer;
    },
    [changed],
  );
}

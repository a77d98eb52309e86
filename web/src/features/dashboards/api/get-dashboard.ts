import useSWR, { type SWRConfiguration } from 'swr';
import type { DashboardShowResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardVisitKey } from './dashboard-keys.ts';

/** `GET /dashboards/{id}`: the dashboard and a view of it that the server starts with this very call. */
export const getDashboard = (id: string): Promise<DashboardShowResponse> => apiRequest('showDashboard', { params: { id } });

export { dashboardVisitKey, isDashboardVisitKey } from './dashboard-keys.ts';

// Each GET starts a new view on the server, so nothing may repeat it behind the user's back.
const ONE_GET_PER_VISIT: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

/**
 * The dashboard of one visit. `onAnswer` sees the answer as soon as it arrives, even when the page is
 * already gone (the view it started must still be ended).
 */
export function useDashboardVisit(id: string, visit: string, onAnswer: (answer: DashboardShowResponse) => void) {
  return useSWR(
    dashboardVisitKey(id, visit),
    async () => {
      const answer = await getDashboard(id);
      onAnswer(answer);
      return answer;
    },
    ONE_GET_PER_VISIT,
  );
}

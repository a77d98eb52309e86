import useSWR from 'swr';
import type { DashboardListResponse } from '#shared/api-types.ts';
import { dashboardsKey, type DashboardFilters } from './dashboard-keys.ts';
import { fetchDashboards, takeEarlyDashboards } from './early-dashboards.ts';

/** One page of the list: the answer asked for at the page's start (boot.ts) if it is this page, else a new request. */
export const getDashboards = (filters: DashboardFilters): Promise<DashboardListResponse> =>
  takeEarlyDashboards(filters) ?? fetchDashboards(filters);

// The keys live with the other dashboards' keys; here too, where the list's callers look for them.
export { dashboardsKey, isDashboardsKey, type DashboardFilters } from './dashboard-keys.ts';

/** One page of the caller's dashboards; the previous page stays on screen while the next one loads. */
export function useDashboards(filters: DashboardFilters) {
  return useSWR(dashboardsKey(filters), () => getDashboards(filters), {
    keepPreviousData: true,
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting dashboards', error),
  });
}

import useSWR from 'swr';
import type { DashboardListResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardsKey, type DashboardFilters } from './dashboard-keys.ts';

export const getDashboards = (filters: DashboardFilters): Promise<DashboardListResponse> =>
  apiRequest('listDashboards', {
    query: {
      page: filters.page,
      name: filters.name.trim(),
      role_id: filters.roleId,
      bookmark: filters.favouritesOnly ? 'true' : undefined,
    },
  });

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

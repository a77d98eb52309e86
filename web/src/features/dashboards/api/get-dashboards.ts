import useSWR, { preload } from 'swr';
import type { DashboardListResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { whenSignedIn } from '#web/lib/auth/session-store.ts';
import { runtimeConfigReady } from '#web/lib/runtime-config.ts';
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

/**
 * The list's first load: its page is asked for as soon as the session and the config are in, beside the
 * user data instead of after the shell has rendered, so the previews (the page's largest paint) start a
 * round trip sooner. `useDashboards` takes the answer over (SWR's preload); a failure is its to report.
 */
export function prefetchDashboards(filters: DashboardFilters): void {
  whenSignedIn(() => {
    void runtimeConfigReady.then(() => preload(dashboardsKey(filters), () => getDashboards(filters)).catch(() => undefined));
  });
}

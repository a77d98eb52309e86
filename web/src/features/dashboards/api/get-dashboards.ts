import useSWR from 'swr';
import type { DashboardListResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The list's filters as the URL keeps them (page 1-based; empty strings mean "no filter"). */
export interface DashboardFilters {
  name: string;
  roleId: string;
  favouritesOnly: boolean;
  page: number;
}

export const getDashboards = (filters: DashboardFilters): Promise<DashboardListResponse> =>
  apiRequest('listDashboards', {
    query: {
      page: filters.page,
      name: filters.name.trim(),
      role_id: filters.roleId,
      bookmark: filters.favouritesOnly ? 'true' : undefined,
    },
  });

export const dashboardsKey = (filters: DashboardFilters) =>
  ['dashboards', filters.name.trim(), filters.roleId, filters.favouritesOnly, filters.page] as const;

/** Matches every cached page of the list, whatever its filters (for mutations). */
export const isDashboardsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'dashboards';

/** One page of the caller's dashboards; the previous page stays on screen while the next one loads. */
export function useDashboards(filters: DashboardFilters) {
  return useSWR(dashboardsKey(filters), () => getDashboards(filters), {
    keepPreviousData: true,
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting dashboards', error),
  });
}

import useSWR from 'swr';
import type { DashboardInfoResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /dashboards/{id}/info`: the info modal's data, without starting a view. */
export const getDashboardInfo = (id: string): Promise<DashboardInfoResponse> => apiRequest('dashboardInfo', { params: { id } });

export const dashboardInfoKey = (id: string) => ['dashboard-info', id] as const;

export function useDashboardInfoData(id: string) {
  return useSWR(dashboardInfoKey(id), () => getDashboardInfo(id));
}

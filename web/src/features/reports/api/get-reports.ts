import useSWR from 'swr';
import type { ReportListResponse } from '#shared/platform-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { reportsKey } from './report-keys.ts';

/** `GET /admin/reports`: every report of the catalogue, with the count of dashboards naming it. */
export const getReports = (): Promise<ReportListResponse> => apiRequest('listReports');

export { reportsKey } from './report-keys.ts';

/** The report catalogue. */
export function useReports() {
  return useSWR(reportsKey, getReports, {
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting reports', error),
  });
}

import useSWR from 'swr';
import type { ReportEditResponse } from '#shared/platform-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { reportEditKey } from './report-keys.ts';

/** `GET /admin/reports/{id}/edit`: the report, and whether it may be deleted (no dashboard names it). */
export const getReportEdit = (id: string): Promise<ReportEditResponse> => apiRequest('editReport', { params: { id } });

export { reportEditKey } from './report-keys.ts';

/** The report being edited; a failure is an answer (404), never retried behind the user's back. */
export function useReportEdit(id: string | undefined) {
  return useSWR(id ? reportEditKey(id) : null, () => getReportEdit(id!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

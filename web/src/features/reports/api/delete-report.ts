import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useReportsChanged } from './report-cache.ts';

/** `DELETE /admin/reports/{id}`: refused (409) while a dashboard names the report. */
export const deleteReport = (id: string): Promise<ResponseOf<'deleteReport'>> => apiRequest('deleteReport', { params: { id } });

/** Deletes a report; it leaves the cached list at once. */
export function useDeleteReport() {
  const changed = useReportsChanged();
  return useCallback(
    async (id: string) => {
      const answer = await deleteReport(id);
      changed({ id, deleted: true });
      return answer;
    },
    [changed],
  );
}

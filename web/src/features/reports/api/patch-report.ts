import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useReportsChanged } from './report-cache.ts';
import type { ReportInput } from './post-report.ts';

/** `PATCH /admin/reports/{id}`: the name, summary and description replace the stored ones. */
export const patchReport = (id: string, report: ReportInput): Promise<ResponseOf<'updateReport'>> =>
  apiRequest('updateReport', { params: { id }, body: { report } });

/** Updates a report and refreshes the cached list and its form data. */
export function usePatchReport() {
  const changed = useReportsChanged();
  return useCallback(
    async (id: string, report: ReportInput) => {
      const answer = await patchReport(id, report);
      changed({ id });
      return answer;
    },
    [changed],
  );
}

import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import { useReportsChanged } from './report-cache.ts';

/** What the form saves: `{ name, summary, description }`. */
export type ReportInput = RequestOf<'createReport'>['body']['report'];

/** `POST /admin/reports`: answers the new report's id. */
export const postReport = (report: ReportInput): Promise<ResponseOf<'createReport'>> => apiRequest('createReport', { body: { report } });

/** Creates a report and refreshes the cached list. */
export function usePostReport() {
  const changed = useReportsChanged();
  return useCallback(
    async (report: ReportInput) => {
      const answer = await postReport(report);
      changed({ id: answer.report.id });
      return answer;
    },
    [changed],
  );
}

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ReportListResponse } from '#shared/platform-api-types.ts';
import { reportEditKey, reportsKey } from './report-keys.ts';

/**
 * After a write: the list is revalidated (at once when shown, else on its next mount) and the written
 * report's form data is dropped, fetched again on its next visit. A deleted report leaves the cached
 * list at once, before the refetch answers.
 */
export function useReportsChanged() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (change: { id?: string; deleted?: boolean }) => {
      const { id, deleted } = change;
      const dropDeleted = (list?: ReportListResponse) =>
        list && deleted ? { reports: list.reports.filter((report) => report.id !== id) } : list;
      void mutate<ReportListResponse>(reportsKey, dropDeleted, { revalidate: true });
      if (id) void mutate(reportEditKey(id), undefined, { revalidate: false });
    },
    [mutate],
  );
}

/** Fetches the list and one report's form data again, keeping what is shown meanwhile (a delete refused as in use). */
export function useReportRefetch() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: string) => {
      void mutate(reportsKey);
      void mutate(reportEditKey(id));
    },
    [mutate],
  );
}

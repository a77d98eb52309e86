import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { DashboardListResponse } from '#shared/api-types.ts';
import { dashboardEditKey, isDashboardsKey } from './dashboard-keys.ts';

/**
 * After a write: every cached page of the list is revalidated (mounted pages at once, the others on
 * their next mount), and the edited dashboard's form data is dropped and fetched again if shown.
 * A deleted dashboard leaves the cached pages at once and its form data is dropped without a refetch.
 */
export function useDashboardsChanged() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (change: { id?: string; deleted?: boolean }) => {
      const { id, deleted } = change;
      const dropDeleted = (list?: DashboardListResponse) =>
        list && deleted ? { ...list, dashboards: list.dashboards.filter((card) => card.id !== id) } : list;
      void mutate<DashboardListResponse>(isDashboardsKey, dropDeleted, { revalidate: true });
      if (id) void mutate(dashboardEditKey(id), undefined, { revalidate: !deleted });
    },
    [mutate],
  );
}

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { BusinessDashboardListResponse } from '#shared/platform-api-types.ts';
import { businessDashboardEditKey, businessDashboardsKey } from './business-dashboard-keys.ts';

/**
 * After a write on one business's dashboards: its list is revalidated (at once when shown, else on its
 * next mount) and the written dashboard's form data is dropped. A deleted dashboard leaves the cached
 * list at once, before the refetch answers.
 */
export function useBusinessDashboardsChanged(businessId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (change: { id?: string; deleted?: boolean }) => {
      const { id, deleted } = change;
      const dropDeleted = (list?: BusinessDashboardListResponse) =>
        list && deleted ? { ...list, dashboards: list.dashboards.filter((item) => item.id !== id) } : list;
      void mutate<BusinessDashboardListResponse>(businessDashboardsKey(businessId), dropDeleted, { revalidate: true });
      if (id) void mutate(businessDashboardEditKey(businessId, id), undefined, { revalidate: false });
    },
    [businessId, mutate],
  );
}

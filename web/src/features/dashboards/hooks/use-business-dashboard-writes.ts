import { useMemo } from 'react';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';
import type { BusinessDashboardInput } from '../components/dashboard-form-adapter.ts';

/**
 * The admin's writes of one business's dashboards. After a save its list is revalidated (at once when
 * shown, else on its next mount) and the written dashboard's form data is dropped. A deleted dashboard
 * leaves the cached list at once, before the refetch answers.
 */
export function useBusinessDashboardWrites(businessId: string) {
  const cache = useRouteCache();
  const createDashboard = useRouteMutation('createBusinessDashboard', { invalidates: ['listBusinessDashboards'] });
  const updateDashboard = useRouteMutation('updateBusinessDashboard', { invalidates: ['listBusinessDashboards'] });
  const deleteDashboard = useRouteMutation('deleteBusinessDashboard');

  return useMemo(() => {
    const params = (id: string) => ({ business_id: businessId, id });
    const dropForm = (id: string) =>
      void cache.drop('editBusinessDashboard', { where: (request) => request.params.business_id === businessId && request.params.id === id });
    return {
      create: (dashboard: BusinessDashboardInput) => createDashboard({ params: { business_id: businessId }, body: { dashboard } }),
      update: async (id: string, dashboard: BusinessDashboardInput) => {
        const answer = await updateDashboard({ params: params(id), body: { dashboard } });
        dropForm(id);
        return answer;
      },
      remove: async (id: string) => {
        const answer = await deleteDashboard({ params: params(id) });
        void cache.update('listBusinessDashboards', (list) => ({ ...list, dashboards: list.dashboards.filter((item) => item.id !== id) }), {
          where: (request) => request.params.business_id === businessId,
          revalidate: true,
        });
        dropForm(id);
        return answer;
      },
    };
  }, [businessId, cache, createDashboard, updateDashboard, deleteDashboard]);
}

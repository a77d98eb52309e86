import { useMemo } from 'react';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';
import type { DashboardInput } from '../components/dashboard-form-adapter.ts';

const ofDashboard = (id: string) => ({ where: (request: { params: { id: string } }) => request.params.id === id });

/**
 * The customer_admin's writes of their dashboards. After a save every cached page of the list is
 * revalidated (mounted pages at once, the others on their next mount), and the edited dashboard's form
 * data is dropped and fetched again if shown. A deleted dashboard leaves the cached pages at once and
 * its form data is dropped without a refetch.
 */
export function useDashboardWrites() {
  const cache = useRouteCache();
  const createDashboard = useRouteMutation('createDashboard', { invalidates: ['listDashboards'] });
  const updateDashboard = useRouteMutation('updateDashboard', { invalidates: ['listDashboards'] });
  const deleteDashboard = useRouteMutation('deleteDashboard');

  return useMemo(
    () => ({
      create: (dashboard: DashboardInput) => createDashboard({ body: { dashboard } }),
      update: async (id: string, dashboard: DashboardInput) => {
        const answer = await updateDashboard({ params: { id }, body: { dashboard } });
        void cache.drop('editDashboard', ofDashboard(id)).then(() => cache.revalidate('editDashboard'));
        return answer;
      },
      remove: async (id: string) => {
        const answer = await deleteDashboard({ params: { id } });
        void cache.update('listDashboards', (list) => ({ ...list, dashboards: list.dashboards.filter((card) => card.id !== id) }), {
          revalidate: true,
        });
        void cache.drop('editDashboard', ofDashboard(id));
        return answer;
      },
    }),
    [cache, createDashboard, updateDashboard, deleteDashboard],
  );
}

import useSWR from 'swr';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { dashboardEditKey } from './dashboard-keys.ts';

/** The dashboard as the form edits it (`GET /dashboards/{id}/edit`). */
export type DashboardEditData = ResponseOf<'editDashboard'>['dashboard'];

/** `GET /dashboards/{id}/edit`: name, summary, description (stored HTML), iframe URL and current picture. */
export const getDashboardEdit = (id: string): Promise<ResponseOf<'editDashboard'>> => apiRequest('editDashboard', { params: { id } });

export { dashboardEditKey } from './dashboard-keys.ts';

/** The dashboard being edited; a failure is an answer (404), never retried behind the user's back. */
export function useDashboardEdit(id: string | undefined) {
  return useSWR(id ? dashboardEditKey(id) : null, () => getDashboardEdit(id!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

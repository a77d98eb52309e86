import type { DashboardListResponse } from '#shared/api-types.ts';
import { UI } from '#shared/constants.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { whenSignedIn } from '#web/lib/auth/session-store.ts';
import { runtimeConfigReady } from '#web/lib/runtime-config.ts';
import { dashboardsKey, type DashboardFilters } from './dashboard-keys.ts';

// The list's first page asked for by boot.ts, before React and Chakra have arrived, and handed over to
// the list's first fetch. Kept apart from get-dashboards.ts so the page's first script carries no SWR
// (and through it no React).

export const fetchDashboards = (filters: DashboardFilters): Promise<DashboardListResponse> =>
  apiRequest('listDashboards', {
    query: {
      page: filters.page,
      name: filters.name.trim(),
      role_id: filters.roleId,
      bookmark: filters.favouritesOnly ? 'true' : undefined,
    },
  });

type Early = { key: string; answer: Promise<DashboardListResponse> };
/** The early answer, until the list's first fetch takes it (or passes it by): then `closed`. */
let early: Early | 'closed' | undefined;

const keyOf = (filters: DashboardFilters) => JSON.stringify(dashboardsKey(filters));

/**
 * Asks for the list's page as soon as the session and the config are in, and warms the cache with the
 * first row's previews (the page's largest paint): they arrive while the app's own code still loads.
 */
export function prefetchDashboards(filters: DashboardFilters): void {
  whenSignedIn(() => {
    void runtimeConfigReady.then(() => {
      if (early) return;
      const answer = fetchDashboards(filters);
      early = { key: keyOf(filters), answer };
      answer.then(warmFirstRow, () => undefined);
    });
  });
}

/** The early answer if it is for these filters, once; from the first fetch on, none. */
export function takeEarlyDashboards(filters: DashboardFilters): Promise<DashboardListResponse> | undefined {
  const taken = early;
  early = 'closed';
  return taken && taken !== 'closed' && taken.key === keyOf(filters) ? taken.answer : undefined;
}

function warmFirstRow({ dashboards }: DashboardListResponse): void {
  for (const { preview_pic: src } of dashboards.slice(0, UI.dashboardGridColumns)) {
    if (!src) continue;
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = src;
  }
}

import { UI } from '#shared/constants.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { whenSignedIn } from '#web/lib/auth/session-store.ts';
import { routeUrl, type RequestOf, type ResponseOf } from '#web/lib/route-request.ts';
import { runtimeConfigReady } from '#web/lib/runtime-config.ts';
import { dashboardsRequest, type DashboardFilters } from '../utils/list-search-params.ts';

// The list's first page asked for by boot.ts, before React and Chakra have arrived, and handed over to
// the list's first fetch. Kept apart from the list's reads so the page's first script carries no SWR
// (and through it no React).

type ListRequest = RequestOf<'listDashboards'>;
type DashboardListResponse = ResponseOf<'listDashboards'>;
type Early = { url: string; answer: Promise<DashboardListResponse> };

/** Two requests are the same call when they ask the same URL. */
const urlOf = (request: ListRequest) => routeUrl('', 'listDashboards', request);

/** One early answer and its state; the app has one (`earlyDashboards`), a test makes its own. */
export function createEarlyDashboards() {
  /** The early answer, until the list's first fetch takes it (or passes it by): then `closed`. */
  let early: Early | 'closed' | undefined;

  return {
    /**
     * Asks for the list's page as soon as the session and the config are in, and warms the cache with
     * the first row's previews (the page's largest paint): they arrive while the app's own code still loads.
     */
    prefetch(filters: DashboardFilters): void {
      const request = dashboardsRequest(filters);
      whenSignedIn(() => {
        void runtimeConfigReady.then(() => {
          if (early) return;
          const answer = apiRequest('listDashboards', request);
          early = { url: urlOf(request), answer };
          answer.then(warmFirstRow, () => undefined);
        });
      });
    },

    /** The early answer if it is for this request, once; from the first fetch on, none. */
    take(request: ListRequest): Promise<DashboardListResponse> | undefined {
      const taken = early;
      early = 'closed';
      return taken && taken !== 'closed' && taken.url === urlOf(request) ? taken.answer : undefined;
    },

    /** As at the page's start: nothing asked yet (the tests share one app between them). */
    reset(): void {
      early = undefined;
    },
  };
}

/** The app's early answer: boot.ts asks for it, the list page's first fetch takes it. */
export const earlyDashboards = createEarlyDashboards();

function warmFirstRow({ dashboards }: DashboardListResponse): void {
  for (const { preview_pic: src } of dashboards.slice(0, UI.dashboardGridColumns)) {
    if (!src) continue;
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = src;
  }
}

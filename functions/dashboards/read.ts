// GET /dashboards and GET /dashboards/{id}. DynamoDB calls per request, besides the caller's profile
// Query the factory makes first (budgets checked by tests/integration/dynamodb-calls.test.ts):
//   list: see list-page.ts                                                                  → ≤ 5 (+1)
//   show: one BatchGet of the dashboard, the caller's bookmark of it and their roles, then two
//         counter UpdateItems ‖, then the view Put + its day's usage counters (one transaction) → 4 (+1)
//         for a customer_admin, alongside all that: business Get (administrators, roles version),
//         then the roles from the instance's copy (a roles Query only when it is cold or
//         outdated)                                                                        → 6 (+1)
import { PAGE_SIZE } from '#shared/constants.ts';
import { buildPagination } from '#shared/pagination.ts';
import { listUsersWhoSee } from '#functions/domain/dashboard-audience.ts';
import type { RolesCache } from '#functions/domain/roles-cache.ts';
import { fullName } from '#functions/data/records.ts';
import { startView } from '#functions/data/views.ts';
import { requireVisibleDashboardWithBookmark } from '#functions/domain/dashboard-scope.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { CallerRouteContext, RouteResult } from '#functions/http/http-handler.ts';
import type { ResponseOf } from '#shared/contract/contracts.ts';
import type { DirectoryCache } from './directory-cache.ts';
import { loadDashboardPage } from './list-page.ts';
import { toDashboardCard, toDashboardDetail } from './present.ts';

/**
 * The caller's dashboards, filtered and paged (see list-page.ts for the reads). A page past the last
 * one answers 200 with no dashboards and the real pagination (current_page is the page asked for,
 * prev_page the last page), so a stale link after a filter change still shows the count and a way back.
 */
export async function listDashboards(
  { caller: anyCaller, input, table }: CallerRouteContext<'listDashboards'>,
  directories: DirectoryCache,
): Promise<RouteResult<ResponseOf<'listDashboards'>>> {
  const caller = requireTenant(anyCaller);
  const { page, name, role_id, bookmark } = input.query;
  const pageSize = PAGE_SIZE.dashboards;
  const list = await loadDashboardPage(table, directories, caller, {
    page,
    pageSize,
    name: name || undefined,
    roleId: role_id,
    favouritesOnly: bookmark,
  });
  return {
    body: {
      roles: list.roles.map(({ id, name }) => ({ id, name })),
      dashboards: list.dashboards.map((dashboard) => toDashboardCard(dashboard, list.bookmarked.has(dashboard.id))),
      pagination: buildPagination(page, pageSize, list.totalCount),
    },
  };
}

/**
 * One dashboard the caller may see, for the info modal opened from a card: no view is started.
 * Same reads as the show page without the view's writes; anything out of reach is the same 404.
 */
export async function dashboardInfo(
  { caller: anyCaller, input, table }: CallerRouteContext<'dashboardInfo'>,
  rolesCache: RolesCache,
): Promise<RouteResult<ResponseOf<'dashboardInfo'>>> {
  const caller = requireTenant(anyCaller);
  const { id } = input.params;
  const audience = caller.access === 'customer_admin' ? listUsersWhoSee(table, caller.businessId, id, rolesCache) : Promise.resolve(undefined);
  audience.catch(() => undefined);
  const { dashboard, bookmarked } = await requireVisibleDashboardWithBookmark(table, caller, id);
  return { body: { dashboard: toDashboardDetail(dashboard, bookmarked, await audience) } };
}

/** One dashboard the caller may see, and a view of it started now; anything else is the same 404. */
export async function showDashboard(
  { caller: anyCaller, input, table }: CallerRouteContext<'showDashboard'>,
  rolesCache: RolesCache,
): Promise<RouteResult<ResponseOf<'showDashboard'>>> {
  const caller = requireTenant(anyCaller);
  const { id } = input.params;
  const isAdmin = caller.access === 'customer_admin';

  // The audience list (admins only) gates nothing, so it is read alongside the check and the view's
  // start and awaited last; if the check fails first, it is dropped unseen.
  const audience = isAdmin ? listUsersWhoSee(table, caller.businessId, id, rolesCache) : Promise.resolve(undefined);
  audience.catch(() => undefined);
  const { dashboard, bookmarked } = await requireVisibleDashboardWithBookmark(table, caller, id);

  const [view, visibleToUsers] = await Promise.all([
    startView(table, {
      businessId: caller.businessId,
      userId: caller.userId,
      userName: fullName(caller.profile),
      dashboardId: dashboard.id,
      dashboardName: dashboard.name,
    }),
    audience,
  ]);
  return {
    body: {
      dashboard: toDashboardDetail(dashboard, bookmarked, visibleToUsers),
      view: { id: view.id, started_at: view.startedAt },
    },
  };
}

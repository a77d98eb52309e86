import type { RequestOf } from '#web/lib/route-request.ts';

// The list's state in the URL (`?name=&role_id=&bookmark=1&page=`), so reload, links and
// back/forward show the same page. Defaults are left out.

/** The list's filters as the URL keeps them (page 1-based; empty strings mean "no filter"). */
export interface DashboardFilters {
  name: string;
  roleId: string;
  favouritesOnly: boolean;
  page: number;
}

export function filtersFromSearch(search: URLSearchParams): DashboardFilters {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    name: search.get('name') ?? '',
    roleId: search.get('role_id') ?? '',
    favouritesOnly: ['1', 'true'].includes(search.get('bookmark') ?? ''),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function searchFromFilters(filters: DashboardFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.name) search.set('name', filters.name);
  if (filters.roleId) search.set('role_id', filters.roleId);
  if (filters.favouritesOnly) search.set('bookmark', '1');
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/**
 * The one request of a page of the list: the list's reads and boot.ts's early request both come from
 * here, so the early answer's request and the list's cache key cannot differ.
 */
export function dashboardsRequest(filters: DashboardFilters): RequestOf<'listDashboards'> {
  return {
    query: {
      page: filters.page,
      name: filters.name.trim() || undefined,
      role_id: filters.roleId || undefined,
      bookmark: filters.favouritesOnly ? 'true' : undefined,
    },
  };
}

import type { DashboardFilters } from '../api/get-dashboards.ts';

// The list's state in the URL (`?name=&role_id=&bookmark=1&page=`), so reload, links and
// back/forward show the same page. Defaults are left out.

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

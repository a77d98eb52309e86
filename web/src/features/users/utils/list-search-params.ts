import type { UrlFiltersCodec } from '#web/lib/use-url-filters.ts';
import type { UserFilters } from '../api/user-keys.ts';

// The list's state in the URL (`?name=&role_id=&page=`), so reload, links and back/forward show the
// same page. Defaults are left out.

export function usersFromSearch(search: URLSearchParams): UserFilters {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    name: search.get('name') ?? '',
    roleId: search.get('role_id') ?? '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function searchFromUsers(filters: UserFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.name) search.set('name', filters.name);
  if (filters.roleId) search.set('role_id', filters.roleId);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export const USER_FILTERS_CODEC: UrlFiltersCodec<UserFilters> = { read: usersFromSearch, write: searchFromUsers };

import { statusOf, type UserStatus } from '#web/components/people/people-routes.ts';
import type { RequestOf } from '#web/lib/route-request.ts';
import type { UrlFiltersCodec } from '#web/lib/use-url-filters.ts';

// The list's state in the URL (`?name=&role_id=&status=&page=`), so reload, links and back/forward show
// the same page. Defaults are left out.

/** The list's filters as the URL keeps them (page 1-based; empty strings mean "no filter"). */
export interface UserFilters {
  name: string;
  roleId: string;
  /** The active collaborators (default) or the deactivated ones. */
  status: UserStatus;
  page: number;
}

export function usersFromSearch(search: URLSearchParams): UserFilters {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    name: search.get('name') ?? '',
    roleId: search.get('role_id') ?? '',
    status: statusOf(search),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function searchFromUsers(filters: UserFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.name) search.set('name', filters.name);
  if (filters.roleId) search.set('role_id', filters.roleId);
  if (filters.status === 'inactive') search.set('status', filters.status);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export const USER_FILTERS_CODEC: UrlFiltersCodec<UserFilters> = { read: usersFromSearch, write: searchFromUsers };

/** `GET /users?page&status&name&role_id` for the filters: `name` matches the name or the e-mail. */
export const usersRequest = ({ page, status, name, roleId }: UserFilters): RequestOf<'listUsers'> => ({
  query: { page, status, name: name.trim(), role_id: roleId },
});

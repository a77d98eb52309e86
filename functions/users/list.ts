// GET /users: one page of the business's active collaborators, with the list's filters and counts.
//   business GetItem (counts, roles version) ‖ the page's candidates, then one BatchGet of the page's
//   users (at most PAGE_SIZE.users) ‖ the roles (names and icons of the chips and the filter) from the
//   instance's copy (roles-cache.ts; a roles Query only when it is cold or outdated). The candidates,
//   by filter:
//   - none: the first page × PAGE_SIZE.users keys of the Directory user list; the count is the
//     business's `activeUserCount`;
//   - a role: that role's `members` (GetItem; ids and names, the authority on membership), in name order;
//   - a name or e-mail (accents and case ignored): the whole lean Directory user list (keys only, about
//     80 bytes a user), the only way to find a substring; with a role too, kept to its members.
// So only a search reads past the page, and no path reads a user that is not shown.
// A row's chips are the roles its `roleIds` index names that still exist (no role's members are read).
import type { UserListResponse } from '#shared/api-types.ts';
import type { InputOf, ResponseOf } from '#shared/contract/contracts.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import { buildPagination } from '#shared/pagination.ts';
import { searchText } from '#shared/search-text.ts';
import { fullName } from '#functions/data/records.ts';
import { getBusinessFields, getListedUsers, getRoleMembers, listUserEntries } from '#functions/data/user-list.ts';
import type { RoleRecord } from '#functions/data/records.ts';
import { byName } from '#functions/domain/by-name.ts';
import type { RolesCache } from '#functions/domain/roles-cache.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { CallerRouteContext, RouteResult } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';

type ListQuery = InputOf<'listUsers'>['query'];

/**
 * The page asked for. A role of another business (or none) lists nobody: the page is empty, not an
 * error, as a filter that matches no one. A page past the end is empty too, with the real counts.
 */
export async function listUsersPage(
  table: TableContext,
  rolesCache: RolesCache,
  businessId: string,
  query: ListQuery,
): Promise<UserListResponse> {
  const start = (query.page - 1) * PAGE_SIZE.users;
  const [candidates, business] = await Promise.all([
    pageCandidates(table, businessId, query, start + PAGE_SIZE.users),
    getBusinessFields(table, businessId, ['activeUserCount', 'userLimit', 'rolesVersion']),
  ]);
  const total = candidates.total ?? business?.activeUserCount ?? 0;
  const [users, roles] = await Promise.all([
    getListedUsers(table, businessId, candidates.ids.slice(start, start + PAGE_SIZE.users)),
    rolesCache.roles(table, businessId, business?.rolesVersion ?? 0),
  ]);
  const rolesById = new Map<string, Pick<RoleRecord, 'id' | 'name' | 'icon'>>(roles.map((role) => [role.id, role]));
  return {
    // A user deactivated after the index was read is left out of the page.
    users: users
      .filter((user) => !user.disabled)
      .map((user) => ({
        id: user.id,
        name: fullName(user),
        email: user.email,
        customer_admin: user.access === 'customer_admin',
        roles: byName([...new Set(user.roleIds ?? [])].flatMap((id) => rolesById.get(id) ?? [])).map(({ name, icon }) => ({ name, icon })),
        invited_by_name: user.invitedByName ?? null,
        invited_at: user.invitedAt ?? null,
      })),
    roles: byName(roles).map(({ id, name }) => ({ id, name })),
    pagination: buildPagination(query.page, PAGE_SIZE.users, total),
    current_user_count: business?.activeUserCount ?? 0,
    business_user_count: business?.userLimit ?? 0,
  };
}

/** The ids of the users that match the filters, in list order, up to `needed` when no count is needed; and their count, when known. */
async function pageCandidates(
  table: TableContext,
  businessId: string,
  query: ListQuery,
  needed: number,
): Promise<{ ids: string[]; total?: number }> {
  const term = query.name ? searchText(query.name) : '';
  const members = query.role_id ? getRoleMembers(table, businessId, query.role_id) : undefined;
  if (term) {
    const [entries, inRole] = await Promise.all([listUserEntries(table, businessId), members]);
    const ids = entries
      .filter((entry) => entry.searchText.includes(term) && (!query.role_id || inRole?.[entry.id] !== undefined))
      .map((entry) => entry.id);
    return { ids, total: ids.length };
  }
  if (members) {
    const ids = byName(Object.entries((await members) ?? {}).map(([id, name]) => ({ id, name }))).map(({ id }) => id);
    return { ids, total: ids.length };
  }
  return { ids: (await listUserEntries(table, businessId, needed)).map((entry) => entry.id) };
}

/** GET /users: one page of collaborators; `rolesCache` is the instance's copy of businesses' roles (the chips and the filter). */
export async function listUsers(
  { caller, input, table }: CallerRouteContext<'listUsers'>,
  rolesCache: RolesCache,
): Promise<RouteResult<ResponseOf<'listUsers'>>> {
  return { body: await listUsersPage(table, rolesCache, requireTenant(caller).businessId, input.query) };
}

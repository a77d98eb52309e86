// GET /users: one page of the business's active collaborators (or, `status=inactive`, its deactivated
// ones), with the list's filters and counts.
//   business GetItem (counts, roles version) ‖ the page's candidates, then one BatchGet of the page's
//   users (at most PAGE_SIZE.users) ‖ the roles (names and icons of the chips and the filter) from the
//   instance's copy (roles-cache.ts; a roles Query only when it is cold or outdated). The candidates,
//   by filter:
//   - none: the first page × PAGE_SIZE.users keys of the Directory user list; the count is the
//     business's `activeUserCount`;
//   - a role: that role's `members` (GetItem; ids and names, the authority on membership), in name order;
//   - a name or e-mail (accents and case ignored): the whole lean Directory user list (keys only, about
//     80 bytes a user), the only way to find a substring; with a role too, kept to its members.
//   Deactivated people: the whole lean inactive list (no counter keeps their number), searched the same
//   way; they are in no role's `members`, so a role filter reads every candidate (one BatchGet per 100,
//   which then serves the page too) and keeps those whose own `roleIds` index names the role.
// So only a search (or the inactive list) reads past the page, and no path reads a user that is not
// shown, but the inactive list's role filter.
// A row's chips are the roles its `roleIds` index names that still exist (no role's members are read).
import type { UserListResponse } from '#shared/api-types.ts';
import type { InputOf, ResponseOf } from '#shared/contract/contracts.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import { buildPagination } from '#shared/pagination.ts';
import { searchText } from '#shared/search-text.ts';
import { fullName } from '#functions/data/records.ts';
import { getBusinessFields, getListedUsers, getRoleMembers, listUserEntries, type ListedUser } from '#functions/data/user-list.ts';
import type { RoleRecord } from '#functions/data/records.ts';
import { byName } from '#functions/domain/by-name.ts';
import type { RolesCache } from '#functions/domain/roles-cache.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { CallerRouteContext, RouteResult } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';

type ListQuery = InputOf<'listUsers'>['query'];
type RoleShown = Pick<RoleRecord, 'id' | 'name' | 'icon'>;

/** The users that match the filters, in list order (up to `needed` when no count is needed), their count when known, and the users when already read. */
interface Candidates {
  ids: string[];
  total?: number;
  read?: ReadonlyMap<string, ListedUser>;
}

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
  const inactive = query.status === 'inactive';
  const [candidates, business] = await Promise.all([
    inactive ? inactiveCandidates(table, businessId, query) : pageCandidates(table, businessId, query, start + PAGE_SIZE.users),
    getBusinessFields(table, businessId, ['activeUserCount', 'userLimit', 'rolesVersion']),
  ]);
  const pageIds = candidates.ids.slice(start, start + PAGE_SIZE.users);
  const [users, roles] = await Promise.all([
    candidates.read ? pageIds.flatMap((id) => candidates.read?.get(id) ?? []) : getListedUsers(table, businessId, pageIds),
    rolesCache.roles(table, businessId, business?.rolesVersion ?? 0),
  ]);
  const rolesById = new Map<string, RoleShown>(roles.map((role) => [role.id, role]));
  const noSuchRole = query.role_id !== undefined && !rolesById.has(query.role_id);
  const total = noSuchRole ? 0 : (candidates.total ?? business?.activeUserCount ?? 0);
  return {
    // A user deactivated (or reactivated) after the index was read is left out of the page.
    users: noSuchRole ? [] : users.filter((user) => user.disabled === inactive).map((user) => rowOf(user, rolesById)),
    roles: byName(roles).map(({ id, name }) => ({ id, name })),
    pagination: buildPagination(query.page, PAGE_SIZE.users, total),
    current_user_count: business?.activeUserCount ?? 0,
    business_user_count: business?.userLimit ?? 0,
  };
}

/** A row of the list. */
function rowOf(user: ListedUser, rolesById: ReadonlyMap<string, RoleShown>): UserListResponse['users'][number] {
  return {
    id: user.id,
    name: fullName(user),
    email: user.email,
    customer_admin: user.access === 'customer_admin',
    roles: byName([...new Set(user.roleIds ?? [])].flatMap((id) => rolesById.get(id) ?? [])).map(({ name, icon }) => ({ name, icon })),
    invited_by_name: user.invitedByName ?? null,
    invited_at: user.invitedAt ?? null,
    invitation_pending: user.invitationPending ?? false,
    invitation_sent_at: user.invitationSentAt ?? null,
    deactivated_at: user.disabled ? (user.deactivatedAt ?? null) : null,
  };
}

/** The active users that match the filters. */
async function pageCandidates(table: TableContext, businessId: string, query: ListQuery, needed: number): Promise<Candidates> {
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
  return { ids: (await listUserEntries(table, businessId, { limit: needed })).map((entry) => entry.id) };
}

/** The deactivated users that match the filters: the whole inactive list, searched on its keys. */
async function inactiveCandidates(table: TableContext, businessId: string, query: ListQuery): Promise<Candidates> {
  const term = query.name ? searchText(query.name) : '';
  const entries = (await listUserEntries(table, businessId, { status: 'inactive' })).filter((entry) => entry.searchText.includes(term));
  const ids = entries.map((entry) => entry.id);
  if (!query.role_id) return { ids, total: ids.length };
  // No role lists a deactivated person: their own index names the roles they held.
  const roleId = query.role_id;
  const held = (await getListedUsers(table, businessId, ids)).filter((user) => (user.roleIds ?? []).includes(roleId));
  return { ids: held.map((user) => user.id), total: held.length, read: new Map(held.map((user) => [user.id, user])) };
}

/** GET /users: one page of collaborators; `rolesCache` is the instance's copy of businesses' roles (the chips and the filter). */
export async function listUsers(
  { caller, input, table }: CallerRouteContext<'listUsers'>,
  rolesCache: RolesCache,
): Promise<RouteResult<ResponseOf<'listUsers'>>> {
  return { body: await listUsersPage(table, rolesCache, requireTenant(caller).businessId, input.query) };
}

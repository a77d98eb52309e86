// GET /users: one page of the business's active collaborators, with the list's filters and counts.
//   Directory Query (keys only) ‖ business GetItem ‖ roles Query (id, name, icon) [‖ role GetItem (members)],
//   then one BatchGet of the page's users (at most PAGE_SIZE.users).
// The search (name or e-mail, accents and case ignored) and the role filter run on the list's keys and
// the role's `members` (the authority on membership), so the count is exact without reading any user.
// A row's chips are the roles its `roleIds` index names that still exist (no role's members are read).
import type { UserListResponse } from '#shared/api-types.ts';
import type { InputOf } from '#shared/contract/contracts.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import { buildPagination } from '#shared/pagination.ts';
import { searchText } from '#shared/search-text.ts';
import { fullName } from '#functions/data/records.ts';
import {
  getBusinessFields,
  getListedUsers,
  getRoleMemberIds,
  listRoleSummaries,
  listUserEntries,
  type RoleSummary,
} from '#functions/data/user-list.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { byName } from './by-name.ts';

type ListQuery = InputOf<'listUsers'>['query'];

/**
 * The page asked for. A role of another business (or none) lists nobody: the page is empty, not an
 * error, as a filter that matches no one. A page past the end is empty too, with the real counts.
 */
export async function listUsersPage(table: TableContext, businessId: string, query: ListQuery): Promise<UserListResponse> {
  const [entries, business, roles, roleMembers] = await Promise.all([
    listUserEntries(table, businessId),
    getBusinessFields(table, businessId, ['activeUserCount', 'userLimit']),
    listRoleSummaries(table, businessId),
    query.role_id ? getRoleMemberIds(table, businessId, query.role_id) : undefined,
  ]);
  const term = query.name ? searchText(query.name) : '';
  const matching = entries.filter(
    (entry) => (!term || entry.searchText.includes(term)) && (!query.role_id || (roleMembers?.has(entry.id) ?? false)),
  );
  const start = (query.page - 1) * PAGE_SIZE.users;
  const users = await getListedUsers(
    table,
    businessId,
    matching.slice(start, start + PAGE_SIZE.users).map((entry) => entry.id),
  );
  const rolesById = new Map<string, RoleSummary>(roles.map((role) => [role.id, role]));
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
    pagination: buildPagination(query.page, PAGE_SIZE.users, matching.length),
    current_user_count: business?.activeUserCount ?? 0,
    business_user_count: business?.userLimit ?? 0,
  };
}

// Who may see a dashboard (the info modal of a customer_admin): the business's active customer_admins
// (they see every dashboard) plus the members of the roles that include it. No user is read: roles keep
// their members' names and the business its administrators' (functions/data/user-writes.ts and the
// roles Lambda keep them, in the same writes as the memberships), and a deactivated user leaves both in
// the transaction that deactivates them.
//   business GetItem (administrators, roles version), then the roles from the instance's copy
//   (roles-cache.ts); only a cold or outdated copy reads them (one Query).
import { searchText } from '#shared/search-text.ts';
import { getAudienceOfBusiness } from '#functions/data/businesses.ts';
import type { RoleRecord } from '#functions/data/records.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { RolesCache } from './roles-cache.ts';

/** Names of the active users who may see a dashboard, in the users' list order (accent-free name, then id). */
export async function listUsersWhoSee(table: TableContext, businessId: string, dashboardId: string, cache: RolesCache): Promise<string[]> {
  const business = await getAudienceOfBusiness(table, businessId);
  if (!business) return [];
  const roles = await cache.roles(table, businessId, business.rolesVersion);
  return audienceNames(business.admins, roles, dashboardId);
}

/** The administrators and the members of the roles holding the dashboard, each once, sorted as the user list. */
export function audienceNames(
  admins: Record<string, string>,
  roles: readonly Pick<RoleRecord, 'dashboardIds' | 'members'>[],
  dashboardId: string,
): string[] {
  const names = new Map<string, string>(Object.entries(admins));
  for (const role of roles) {
    if (!role.dashboardIds.includes(dashboardId)) continue;
    for (const [userId, name] of Object.entries(role.members ?? {})) names.set(userId, name);
  }
  return [...names]
    .map(([userId, name]) => ({ name, key: `${searchText(name)}#${userId}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ name }) => name);
}

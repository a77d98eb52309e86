// Who may see a dashboard (the info modal of a customer_admin): the business's active customer_admins
// (they see every dashboard) plus the members of the roles that include it. One round, no user read:
// roles keep their members' names and the business its administrators' (functions/data/user-writes.ts
// and the roles Lambda keep them, in the same writes as the memberships), and a deactivated user
// leaves both in the transaction that deactivates them.
//   roles-with-it Query (members only) ‖ business GetItem (admins only).
import { searchText } from '#shared/search-text.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { getAdmins } from './businesses.ts';
import { listRoleMembersOfDashboard } from './roles.ts';

/** Names of the active users who may see a dashboard, in the users' list order (accent-free name, then id). */
export async function listUsersWhoSee(table: TableContext, businessId: string, dashboardId: string): Promise<string[]> {
  const [roles, admins] = await Promise.all([listRoleMembersOfDashboard(table, businessId, dashboardId), getAdmins(table, businessId)]);
  const names = new Map<string, string>(Object.entries(admins));
  for (const role of roles) for (const [userId, name] of Object.entries(role.members ?? {})) names.set(userId, name);
  return [...names]
    .map(([userId, name]) => ({ name, key: `${searchText(name)}#${userId}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ name }) => name);
}

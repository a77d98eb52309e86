// Who may see a dashboard (the info modal of a customer_admin): the business's active customer_admins
// (they see every dashboard) plus the active members of the roles that include it. Found without
// reading every user: membership is stored both ways (roles hold `userIds`, users hold `roleIds`) and
// the business lists its administrators (`adminUserIds`).
//   roles-with-it Query ‖ business GetItem, then one BatchGet of those users (names, chunks of 100).
// Each user read is checked against its own side too (access, roleIds: what the caller's scope uses),
// so a membership missing on one side never shows someone who cannot open the dashboard.
import { TABLE } from '#shared/constants.ts';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { batchGetItems } from './batch-get.ts';
import { getAdminUserIds } from './businesses.ts';
import { fullName, type UserRecord } from './records.ts';
import { listRoleMembersOfDashboard } from './roles.ts';

type AudienceFields = Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'access' | 'roleIds' | 'disabled'>;
const AUDIENCE_FIELDS = ['id', 'firstName', 'lastName', 'access', 'roleIds', 'disabled'] as const satisfies readonly (keyof UserRecord)[];

/** Names of the active users who may see a dashboard, in the users' name order (as the users-by-name index sorts). */
export async function listUsersWhoSee(table: TableContext, businessId: string, dashboardId: string): Promise<string[]> {
  const [roles, adminUserIds] = await Promise.all([
    listRoleMembersOfDashboard(table, businessId, dashboardId),
    getAdminUserIds(table, businessId),
  ]);
  const rolesWithIt = new Set(roles.map((role) => role.id));
  const candidates = new Set([...adminUserIds, ...roles.flatMap((role) => role.userIds ?? [])]);
  if (candidates.size === 0) return [];
  const users = await batchGetItems<AudienceFields>(
    table,
    [...candidates].map((userId) => keys.user(businessId, userId)),
    AUDIENCE_FIELDS,
  );
  const sortKey = (user: AudienceFields) => keys.userListEntry(businessId, user.id, fullName(user))[TABLE.gsi2.sortKey];
  return users
    .filter((user) => !user.disabled)
    .filter((user) => user.access === 'customer_admin' || (user.roleIds ?? []).some((roleId) => rolesWithIt.has(roleId)))
    .map((user) => ({ name: fullName(user), key: sortKey(user) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ name }) => name);
}

// What the role screens read besides the role: the form's options (active users and dashboards, by
// name) and the dashboards of a list of ids, told apart from ids that name no dashboard of the business.
import type { NamedItem } from '#shared/api-types.ts';
import { ROLE_ICONS, type RoleIcon } from '#shared/constants.ts';
import { getDashboardsByIds, listDashboardDirectory, type DirectoryEntry } from '#functions/data/dashboards.ts';
import { listActiveUserOptions } from '#functions/data/roles.ts';
import { byName } from '#functions/domain/by-name.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';

export interface RoleFormOptions {
  icons: RoleIcon[];
  users: NamedItem[];
  dashboards: NamedItem[];
  /** The dashboards' Directory entries as read (to resolve a role's ids without reading them again). */
  directory: DirectoryEntry[];
}

/** The icon list, the active users (user list Query, then their names by BatchGet) ‖ the dashboards (Directory Query). */
export async function loadFormOptions(table: TableContext, businessId: string): Promise<RoleFormOptions> {
  const [users, directory] = await Promise.all([listActiveUserOptions(table, businessId), listDashboardDirectory(table, businessId)]);
  return { icons: [...ROLE_ICONS], users, dashboards: directory.map(({ id, name }) => ({ id, name })), directory };
}

/**
 * The dashboards among `ids` that exist, by name, from the business's Directory as read; an id missing
 * there (a dashboard created a moment ago, before the index caught up) is looked up by key, so only the
 * ids of no dashboard of the business are left out. Usually no read at all.
 */
export async function existingDashboards(
  table: TableContext,
  businessId: string,
  directory: DirectoryEntry[],
  ids: string[],
): Promise<NamedItem[]> {
  const wanted = new Set(ids);
  const listed = directory.filter((entry) => wanted.has(entry.id));
  const listedIds = new Set(listed.map((entry) => entry.id));
  const missing = [...wanted].filter((id) => !listedIds.has(id));
  const late = missing.length > 0 ? await getDashboardsByIds(table, businessId, missing) : [];
  return byName([...listed, ...late].map(({ id, name }) => ({ id, name })));
}

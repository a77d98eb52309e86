// Which dashboards of their business a tenant caller may see: a customer_admin sees all of them, a
// customer only those in the union of their roles' dashboardIds. Every dashboards, bookmarks and
// views route asks here, so the rule lives in one place.
import { keys } from '#functions/data/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import { batchGetItems } from '#functions/data/batch-get.ts';
import { getDashboard } from '#functions/data/dashboards.ts';
import type { BookmarkRecord, DashboardRecord, RoleRecord } from '#functions/data/records.ts';
import { getRolesByIds } from '#functions/data/roles.ts';
import type { TenantCaller } from './caller.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { notFound } from '#functions/lib/http-error.ts';

export interface DashboardScope {
  /** The caller's own roles (for the role filter). */
  roles: RoleRecord[];
  /** Every dashboard a customer may see (the union of their roles); undefined for a customer_admin, who sees all. */
  visibleIds?: ReadonlySet<string>;
  canSee(dashboardId: string): boolean;
}

/**
 * The caller's scope from the roles their profile names, already read. A role counts only while it
 * still lists the caller among its members (the role is the authority; the profile's `roleIds` is the
 * index that finds it, and may lag a role save by a moment).
 */
export function scopeOf(caller: TenantCaller, namedRoles: RoleRecord[]): DashboardScope {
  const roles = namedRoles.filter((role) => role.members?.[caller.userId] !== undefined);
  if (caller.access === 'customer_admin') return { roles, canSee: () => true };
  const visibleIds = new Set(roles.flatMap((role) => role.dashboardIds));
  return { roles, visibleIds, canSee: (dashboardId) => visibleIds.has(dashboardId) };
}

/** The caller's scope from their roles (one BatchGet; none when they have no roles). */
export async function loadDashboardScope(table: TableContext, caller: TenantCaller): Promise<DashboardScope> {
  return scopeOf(caller, await getRolesByIds(table, caller.businessId, caller.roleIds));
}

/** 404 with the same message whether a dashboard is unknown, of another business or out of reach. */
export const dashboardNotFound = () => notFound(MESSAGES.errors.dashboardNotFound);

/** A dashboard of the caller's business that the caller may see (its read and the scope run in parallel). */
export async function requireVisibleDashboard(table: TableContext, caller: TenantCaller, dashboardId: string): Promise<DashboardRecord> {
  const [dashboard, scope] = await Promise.all([getDashboard(table, caller.businessId, dashboardId), loadDashboardScope(table, caller)]);
  if (!dashboard || !scope.canSee(dashboardId)) throw dashboardNotFound();
  return dashboard;
}

/**
 * The show page's first reads in ONE BatchGet: the dashboard, the caller's bookmark of it and the
 * caller's roles (keys of one table, told apart by `type`). Same 404 as requireVisibleDashboard.
 */
export async function requireVisibleDashboardWithBookmark(
  table: TableContext,
  caller: TenantCaller,
  dashboardId: string,
): Promise<{ dashboard: DashboardRecord; bookmarked: boolean }> {
  const { businessId, userId } = caller;
  const items = await batchGetItems<DashboardRecord | RoleRecord | BookmarkRecord>(table, [
    keys.dashboard(businessId, dashboardId),
    keys.bookmark(businessId, userId, dashboardId),
    ...[...new Set(caller.roleIds)].map((roleId) => keys.role(businessId, roleId)),
  ]);
  const dashboard = items.find((item): item is DashboardRecord => item.type === 'dashboard');
  const roles = items.filter((item): item is RoleRecord => item.type === 'role');
  if (!dashboard || !scopeOf(caller, roles).canSee(dashboardId)) throw dashboardNotFound();
  return { dashboard, bookmarked: items.some((item) => item.type === 'bookmark') };
}

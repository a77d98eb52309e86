// The SWR cache keys of the dashboards' answers, apart from their fetchers: the list's star, the show
// page and the form's writes all reach them, and importing a key must not bring another screen's
// fetching code into a chunk (the list's chunks have a size budget).

/** The list's filters as the URL keeps them (page 1-based; empty strings mean "no filter"). */
export interface DashboardFilters {
  name: string;
  roleId: string;
  favouritesOnly: boolean;
  page: number;
}

/** One page of the list, by its filters. */
export const dashboardsKey = (filters: DashboardFilters) =>
  ['dashboards', filters.name.trim(), filters.roleId, filters.favouritesOnly, filters.page] as const;

/** Matches every cached page of the list, whatever its filters (for mutations). */
export const isDashboardsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'dashboards';

/** One key per visit (`visit` is new on every mount): a cached answer carries a view that may be over. */
export const dashboardVisitKey = (id: string, visit: string) => ['dashboard', id, visit] as const;

/** Matches the cached show answers of one dashboard, whichever visit (for the favourite's optimistic update). */
export const isDashboardVisitKey = (id: string) => (key: unknown) => Array.isArray(key) && key[0] === 'dashboard' && key[1] === id;

/** The form's data of one dashboard. */
export const dashboardEditKey = (id: string) => ['dashboard-edit', id] as const;

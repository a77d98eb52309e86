// The list's filtering and paging, done in memory on the business's directory (id + name, already in
// the documented stable order: accent/case-insensitive name, then id). Pure, so it is tested alone.
import { TABLE } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import { searchText } from '#shared/search-text.ts';
import type { DirectoryEntry } from '#functions/data/dashboards.ts';

export interface DirectoryFilter {
  /** Whether the caller may see a dashboard at all (their roles, or everything for a customer_admin). */
  canSee: (dashboardId: string) => boolean;
  /** Part of the name, any case and accents. */
  name?: string;
  /** Only the dashboards of this role. */
  roleDashboardIds?: ReadonlySet<string>;
  /** Only these (the caller's favourites). */
  onlyIds?: ReadonlySet<string>;
}

export interface DirectoryPage {
  /** Ids on the requested page, in list order; empty past the last page. */
  ids: string[];
  totalCount: number;
}

/** Filters the directory, counts what is left and cuts page `page` (1-based) of `pageSize`. */
export function selectDirectoryPage(entries: DirectoryEntry[], filter: DirectoryFilter, page: number, pageSize: number): DirectoryPage {
  const needle = filter.name ? searchText(filter.name) : '';
  const matching = entries.filter(
    ({ id, name, searchName }) =>
      filter.canSee(id) &&
      (!filter.roleDashboardIds || filter.roleDashboardIds.has(id)) &&
      (!filter.onlyIds || filter.onlyIds.has(id)) &&
      (!needle || (searchName ?? searchText(name)).includes(needle)),
  );
  const start = (page - 1) * pageSize;
  return { ids: matching.slice(start, start + pageSize).map((entry) => entry.id), totalCount: matching.length };
}

/** Sorts dashboards read by id into the directory's own order (its sort key, compared as DynamoDB does: UTF-8 bytes). */
export function sortLikeDirectory<T extends DirectoryEntry>(businessId: string, entries: T[]): T[] {
  const sortKey = (entry: T) => Buffer.from(keys.dashboardDirectoryEntry(businessId, entry.id, entry.name)[TABLE.directory.sortKey], 'utf8');
  return entries
    .map((entry) => ({ entry, key: sortKey(entry) }))
    .sort((a, b) => Buffer.compare(a.key, b.key))
    .map(({ entry }) => entry);
}

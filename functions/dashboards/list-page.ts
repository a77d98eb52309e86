// One page of the caller's dashboard list, read with as few and as small reads as its filters allow.
// Two ways lead to the same answer (same order, same count):
// - directory: the business's whole directory (ids + names, in index order), filtered, counted and cut
//   in memory, then one BatchGet of the page's cards. The directory comes from this instance's cache
//   while the business's directory version is unchanged (directory-cache.ts), else from the index,
//   and is then kept for the next requests.
// - by id: when this instance holds no current copy and the dashboards the page can come from are
//   known and few (a customer's roles, the role filter, the favourites: at most NARROW_PAGES pages),
//   read just those cards, then filter, sort and cut in memory. Cheaper than a cold directory read;
//   measured slower than a warm copy beyond about three pages of candidates (a BatchGet of 100 cards
//   costs ~2× the version GetItem and the page's BatchGet), so larger sets fill the cache instead.
// Which cards are bookmarked is read with the cards, by key, in the same BatchGet; only the favourites
// filter needs all the caller's bookmarks (one Query).
// DynamoDB calls (after the caller's profile): roles BatchGet (when the caller has roles) [‖ version
// GetItem when the directory is needed or a copy is held] [‖ directory Query when it is needed and
// nothing is held] [‖ bookmarks Query for favourites], then one BatchGet of the page's (or the
// candidates') cards and bookmarks: 2–4. Only a cold instance asked for more than three pages of a
// customer's candidates reads version ‖ directory in between: one more, 5 at most.
import { MESSAGES } from '#shared/messages.ts';
import { listBookmarkedDashboardIds } from '#functions/data/bookmarks.ts';
import { getCardsAndBookmarks, getDashboardsByIds, type CardsAndBookmarks, type DashboardCardFields } from '#functions/data/dashboards.ts';
import type { RoleRecord } from '#functions/data/records.ts';
import type { TenantCaller } from '#functions/domain/caller.ts';
import { loadDashboardScope } from '#functions/domain/dashboard-scope.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { invalidField } from '#functions/lib/http-error.ts';
import type { DirectoryCache } from './directory-cache.ts';
import { selectDirectoryPage, sortLikeDirectory, type DirectoryFilter } from './select-page.ts';

export interface ListRequest {
  page: number;
  pageSize: number;
  name?: string;
  roleId?: string;
  favouritesOnly: boolean;
}

export interface ListPage {
  /** The caller's own roles. */
  roles: RoleRecord[];
  dashboards: DashboardCardFields[];
  /** Which of the page's dashboards the caller bookmarked (at least those). */
  bookmarked: ReadonlySet<string>;
  totalCount: number;
}

/** Up to this many pages of candidates are read by id when no current copy of the directory is held. */
export const NARROW_PAGES = 3;

/** The smallest of the known sets the page must come from (each filter narrows further in memory). */
function narrowestCandidates(sets: Array<ReadonlySet<string> | undefined>): ReadonlySet<string> | undefined {
  return sets.filter((set): set is ReadonlySet<string> => set !== undefined).sort((a, b) => a.size - b.size)[0];
}

export async function loadDashboardPage(
  table: TableContext,
  directories: DirectoryCache,
  caller: TenantCaller,
  request: ListRequest,
): Promise<ListPage> {
  // A role filter names one of the caller's own roles; refuse any other before reading anything.
  if (request.roleId && !caller.roleIds.includes(request.roleId)) throw invalidField('role_id', MESSAGES.errors.invalidRoleFilter);
  const wholeBusiness = caller.access === 'customer_admin' && !request.roleId && !request.favouritesOnly;
  const { businessId } = caller;
  // The version is read whenever the directory is surely needed, or a copy is held that may answer.
  const [scope, favourites, lookup] = await Promise.all([
    loadDashboardScope(table, caller),
    request.favouritesOnly ? listBookmarkedDashboardIds(table, businessId, caller.userId) : undefined,
    wholeBusiness || directories.holds(businessId) ? directories.lookup(table, businessId, wholeBusiness) : undefined,
  ]);
  const role = request.roleId ? scope.roles.find((candidate) => candidate.id === request.roleId) : undefined;
  if (request.roleId && !role) throw invalidField('role_id', MESSAGES.errors.invalidRoleFilter);

  const filter: DirectoryFilter = {
    canSee: scope.canSee,
    name: request.name,
    roleDashboardIds: role ? new Set(role.dashboardIds) : undefined,
    onlyIds: favourites,
  };
  // Cards by id, with which of them are bookmarked (already known when listing favourites).
  const readCards = async (ids: string[]): Promise<CardsAndBookmarks> =>
    favourites
      ? { cards: await getDashboardsByIds(table, businessId, ids), bookmarked: favourites }
      : getCardsAndBookmarks(table, businessId, caller.userId, ids);
  let entries = lookup?.entries;

  if (!entries) {
    const candidates = narrowestCandidates([scope.visibleIds, filter.roleDashboardIds, filter.onlyIds]);
    if (candidates && candidates.size <= NARROW_PAGES * request.pageSize) {
      const { cards, bookmarked } = await readCards([...candidates]);
      const sorted = sortLikeDirectory(businessId, cards);
      const selected = selectDirectoryPage(sorted, filter, request.page, request.pageSize);
      const byId = new Map(sorted.map((card) => [card.id, card]));
      return { roles: scope.roles, bookmarked, dashboards: selected.ids.flatMap((id) => byId.get(id) ?? []), totalCount: selected.totalCount };
    }
    entries = lookup ? await directories.read(table, businessId, lookup.version) : (await directories.lookup(table, businessId, true)).entries!;
  }

  const selected = selectDirectoryPage(entries, filter, request.page, request.pageSize);
  const { cards, bookmarked } = await readCards(selected.ids);
  return { roles: scope.roles, bookmarked, dashboards: cards, totalCount: selected.totalCount };
}

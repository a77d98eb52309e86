// One page of the caller's dashboard list, read with as few and as small reads as its filters allow.
// Two ways lead to the same answer (same order, same count):
// - narrow: when the dashboards the page can come from are known and few — a customer's roles, the
//   role filter, the favourites: at most one BatchGet's worth — read just those cards by id, then
//   filter, sort and cut in memory. No directory read: the cost follows the caller's dashboards.
// - directory: otherwise read the business's whole Directory (one Query of names), filter, count and
//   cut it, then BatchGet only the page's cards.
// DynamoDB calls (after the caller's profile): roles BatchGet ‖ bookmarks Query [‖ directory Query when
// it is surely needed], then the candidates' BatchGet, or the directory Query and the page's BatchGet → ≤ 4.
import { MESSAGES } from '../../shared/messages.ts';
import { MAX_KEYS_PER_BATCH } from '../data/batch-get.ts';
import { listBookmarkedDashboardIds } from '../data/bookmarks.ts';
import { getDashboardsByIds, listDashboardDirectory, type DashboardCardFields } from '../data/dashboards.ts';
import type { RoleRecord } from '../data/records.ts';
import type { TenantCaller } from '../lib/caller.ts';
import { loadDashboardScope } from '../lib/dashboard-scope.ts';
import type { TableContext } from '../lib/dynamo.ts';
import { badRequest } from '../lib/http-error.ts';
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
  bookmarked: ReadonlySet<string>;
  totalCount: number;
}

/** The smallest of the known sets the page must come from (each filter narrows further in memory). */
function narrowestCandidates(sets: Array<ReadonlySet<string> | undefined>): ReadonlySet<string> | undefined {
  return sets.filter((set): set is ReadonlySet<string> => set !== undefined).sort((a, b) => a.size - b.size)[0];
}

export async function loadDashboardPage(table: TableContext, caller: TenantCaller, request: ListRequest): Promise<ListPage> {
  // A role filter names one of the caller's own roles; refuse any other before reading anything.
  if (request.roleId && !caller.roleIds.includes(request.roleId)) throw badRequest(MESSAGES.errors.invalidRoleFilter);
  const wholeBusiness = caller.access === 'customer_admin' && !request.roleId && !request.favouritesOnly;
  const [scope, bookmarked, directory] = await Promise.all([
    loadDashboardScope(table, caller),
    listBookmarkedDashboardIds(table, caller.businessId, caller.userId),
    wholeBusiness ? listDashboardDirectory(table, caller.businessId) : undefined,
  ]);
  const role = request.roleId ? scope.roles.find((candidate) => candidate.id === request.roleId) : undefined;
  if (request.roleId && !role) throw badRequest(MESSAGES.errors.invalidRoleFilter);

  const filter: DirectoryFilter = {
    canSee: scope.canSee,
    name: request.name,
    roleDashboardIds: role ? new Set(role.dashboardIds) : undefined,
    onlyIds: request.favouritesOnly ? bookmarked : undefined,
  };
  const candidates = directory ? undefined : narrowestCandidates([scope.visibleIds, filter.roleDashboardIds, filter.onlyIds]);
  const base = { roles: scope.roles, bookmarked };

  if (candidates && candidates.size <= MAX_KEYS_PER_BATCH) {
    const cards = sortLikeDirectory(caller.businessId, await getDashboardsByIds(table, caller.businessId, [...candidates]));
    const selected = selectDirectoryPage(cards, filter, request.page, request.pageSize);
    const byId = new Map(cards.map((card) => [card.id, card]));
    return { ...base, dashboards: selected.ids.flatMap((id) => byId.get(id) ?? []), totalCount: selected.totalCount };
  }

  const entries = directory ?? (await listDashboardDirectory(table, caller.businessId));
  const selected = selectDirectoryPage(entries, filter, request.page, request.pageSize);
  return { ...base, dashboards: await getDashboardsByIds(table, caller.businessId, selected.ids), totalCount: selected.totalCount };
}

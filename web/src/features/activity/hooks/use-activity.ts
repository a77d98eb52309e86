import type { ActivityListResponse } from '#shared/insights-api-types.ts';
import { callRead, useRoute, useRouteCache } from '#web/lib/data/route-hooks.ts';
import type { ActivityFilters } from '../utils/activity-search-params.ts';

/** Whose trail: the caller's business (customer_admin), a business the admin names, or the platform's own. */
export type ActivitySource = { scope: 'own' } | { scope: 'business'; businessId: string } | { scope: 'platform' };

const TRAIL_READ = {
  keepPreviousData: true,
  // Read once per source and filters: "Carregar mais" appends the older pages to the cached answer, and a
  // fetch of the newest page again would drop them (the pages already shown are never fetched again).
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  // The spec (§8): a failed fetch is only logged.
  onError: (error: unknown) => console.error('Error in getting activity', error),
};

/** The trail with the older page after its last entry; a trail that moved on meanwhile is left as it is. */
const withOlderPage =
  (cursor: string, older: ActivityListResponse) =>
  (trail: ActivityListResponse): ActivityListResponse =>
    trail.next_cursor === cursor ? { ...trail, entries: [...trail.entries, ...older.entries], next_cursor: older.next_cursor } : trail;

/**
 * The trail, newest first: the newest page for the source and filters, which `loadMore` grows with the
 * next, older page (the last one's cursor). A change of source or filters starts again from the newest
 * page. `enabled` false fetches nothing (a period the API would refuse).
 */
export function useActivity(source: ActivitySource, { person, kind, from, to }: ActivityFilters, enabled = true) {
  const cache = useRouteCache();
  const query = enabled ? { person, kind, from, to } : null;
  const business = source.scope === 'business' ? { business_id: source.businessId } : null;
  const ownRequest = query && source.scope === 'own' ? { query } : null;
  const businessRequest = query && business ? { params: business, query } : null;
  const platformRequest = query && source.scope === 'platform' ? { query } : null;
  const own = useRoute('listActivity', ownRequest, TRAIL_READ);
  const named = useRoute('adminBusinessActivity', businessRequest, TRAIL_READ);
  const platform = useRoute('platformActivity', platformRequest, TRAIL_READ);
  const { data, error, isValidating } = business ? named : source.scope === 'own' ? own : platform;

  /** Appends the next, older page to the cached trail; false when there is none or it failed (only logged). */
  async function loadMore(): Promise<boolean> {
    const cursor = data?.next_cursor;
    if (!query || !cursor) return false;
    const older = { ...query, cursor };
    // Only the cached trail of this very request grows (the request of its newest page, without a cursor).
    const asked = JSON.stringify(businessRequest ?? ownRequest ?? platformRequest);
    const where = (request: object) => JSON.stringify(request) === asked;
    try {
      if (business) {
        const page = await callRead('adminBusinessActivity', { params: business, query: older });
        await cache.update('adminBusinessActivity', withOlderPage(cursor, page), { where });
      } else {
        const id = source.scope === 'own' ? 'listActivity' : 'platformActivity';
        await cache.update(id, withOlderPage(cursor, await callRead(id, { query: older })), { where });
      }
      return true;
    } catch (failure) {
      console.error('Error in getting activity', failure);
      return false;
    }
  }

  return { data, error, isValidating, loadMore };
}

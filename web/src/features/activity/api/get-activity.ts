import useSWRInfinite from 'swr/infinite';
import type { ActivityListResponse } from '#shared/insights-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ActivityFilters } from '../utils/activity-search-params.ts';

/** Whose trail: the caller's business (customer_admin), a business the admin names, or the platform's own. */
export type ActivitySource = { scope: 'own' } | { scope: 'business'; businessId: string } | { scope: 'platform' };

/** One page of the trail; `cursor` is the previous page's `next_cursor` (none for the newest page). */
export function getActivity(source: ActivitySource, filters: ActivityFilters, cursor: string | null): Promise<ActivityListResponse> {
  const query = { person: filters.person, kind: filters.kind, from: filters.from, to: filters.to, cursor: cursor ?? undefined };
  switch (source.scope) {
    case 'own':
      return apiRequest('listActivity', { query });
    case 'business':
      return apiRequest('adminBusinessActivity', { params: { business_id: source.businessId }, query });
    case 'platform':
      return apiRequest('platformActivity', { query });
  }
}

const sourceKey = (source: ActivitySource) => (source.scope === 'business' ? `business:${source.businessId}` : source.scope);

/** The SWR key of one page: the source, the filters and the cursor that page starts after. */
export const activityPageKey = (source: ActivitySource, { person, kind, from, to }: ActivityFilters, cursor: string | null) =>
  ['activity', sourceKey(source), person, kind, from, to, cursor] as const;

/**
 * The trail, newest first, page after page: `setSize(size + 1)` fetches the next (older) page with the
 * last one's cursor, and a change of source or filters starts again from the newest page. `enabled`
 * false fetches nothing (a period the API would refuse). A failed fetch is only logged (spec §8).
 */
export function useActivity(source: ActivitySource, filters: ActivityFilters, enabled = true) {
  return useSWRInfinite(
    (index, previous: ActivityListResponse | null) => {
      if (!enabled) return null;
      if (index === 0) return activityPageKey(source, filters, null);
      return previous?.next_cursor ? activityPageKey(source, filters, previous.next_cursor) : null;
    },
    (key) => getActivity(source, filters, key[6]),
    {
      keepPreviousData: true,
      // "Carregar mais" reads one page: the pages already shown are not fetched again.
      revalidateFirstPage: false,
      onError: (error: unknown) => console.error('Error in getting activity', error),
    },
  );
}

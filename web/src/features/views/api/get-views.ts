import useSWR from 'swr';
import type { ViewEntityClass, ViewListResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface ViewHistoryQuery {
  entityClass: ViewEntityClass;
  id: string;
  page: number;
}

/** `GET /views?{entity_class}_id=…&page=…`. */
export const getViews = ({ entityClass, id, page }: ViewHistoryQuery): Promise<ViewListResponse> =>
  apiRequest('listViews', { query: entityClass === 'user' ? { user_id: id, page } : { dashboard_id: id, page } });

export const viewsKey = ({ entityClass, id, page }: ViewHistoryQuery) => ['views', entityClass, id, page] as const;

/** One page of a user's or a dashboard's view history (customer_admin). */
export function useViews(query: ViewHistoryQuery) {
  return useSWR(viewsKey(query), () => getViews(query), {
    keepPreviousData: true,
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting views', error),
  });
}

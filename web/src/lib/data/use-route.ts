import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiRequest } from '../api-client.ts';
import type { RequestOf, ResponseOf } from '../route-request.ts';
import { routeKey, type ReadRouteId, type RouteKey } from './route-key.ts';

export interface RouteReadOptions<Id extends ReadRouteId> extends SWRConfiguration<ResponseOf<Id>> {
  /** Where the answer comes from instead of a plain call of the route (an answer asked for early, say). */
  fetcher?: (request: RequestOf<Id>) => Promise<ResponseOf<Id>>;
  /** A key part of this mount only: its answer is never shared with another mount (see RouteKey). */
  instance?: string;
}

/** One call of a route, as the API client makes it; `request` is typed by the route's contract. */
export const callRead = <Id extends ReadRouteId>(id: Id, request: RequestOf<Id>): Promise<ResponseOf<Id>> =>
  (apiRequest as (id: Id, request: RequestOf<Id>) => Promise<ResponseOf<Id>>)(id, request);

/**
 * Reads a route through SWR: the key is derived from the route id and its request, the answer is typed
 * by the contract. `request: null` asks nothing yet (a parameter still unknown).
 */
export function useRoute<Id extends ReadRouteId>(
  id: Id,
  request: RequestOf<Id> | null,
  { fetcher, instance, ...options }: RouteReadOptions<Id> = {},
): SWRResponse<ResponseOf<Id>> {
  return useSWR(
    request === null ? null : routeKey(id, request, instance),
    ([, asked]: RouteKey<Id>) => (fetcher ? fetcher(asked) : callRead(id, asked)),
    options,
  );
}

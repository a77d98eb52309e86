// The SPA's data layer over SWR, in one module (one small chunk on the login and list routes, which have
// size budgets): reads, writes and typed cache edits, all named by route id.
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { apiRequest } from '../api-client.ts';
import type { RequestOf, ResponseOf } from '../route-request.ts';
import { isKeyOf, routeKey, type ReadRouteId, type RouteKey, type WriteRouteId } from './route-key.ts';

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

/** Which cached answers of a route a change reaches: all of them, or those whose request passes `where`. */
export interface CachedReads<Id extends ReadRouteId> {
  where?: (request: RequestOf<Id>) => boolean;
}

export interface RouteCache {
  /** Asks again for the cached answers of these routes: at once where shown, elsewhere on their next mount. */
  revalidate(...ids: ReadRouteId[]): Promise<void>;
  /** Forgets cached answers that no longer hold (the form data of a deleted record), without asking again. */
  drop<Id extends ReadRouteId>(id: Id, reads?: CachedReads<Id>): Promise<void>;
  /**
   * Changes cached answers in place, typed by their route (an optimistic update); nothing is asked
   * again unless `revalidate` is set.
   */
  update<Id extends ReadRouteId>(
    id: Id,
    change: (answer: ResponseOf<Id>) => ResponseOf<Id>,
    reads?: CachedReads<Id> & { revalidate?: boolean },
  ): Promise<void>;
}

/** Typed access to SWR's cache, by route id: the only way the SPA changes cached answers. */
export function useRouteCache(): RouteCache {
  const { mutate } = useSWRConfig();
  return useMemo<RouteCache>(
    () => ({
      async revalidate(...ids) {
        await Promise.all(ids.map((id) => mutate(isKeyOf(id))));
      },
      async drop(id, reads = {}) {
        await mutate(isKeyOf(id, reads.where), undefined, { revalidate: false });
      },
      async update(id, change, { where, revalidate = false } = {}) {
        await mutate(isKeyOf(id, where), (answer?: ResponseOf<typeof id>) => answer && change(answer), { revalidate });
      },
    }),
    [mutate],
  );
}

export interface RouteWriteOptions {
  /** Reads this write makes stale: revalidated once it succeeds (at once where shown, else on next mount). */
  invalidates?: readonly ReadRouteId[];
}

/**
 * A write of a route: returns the call, typed by the route's contract both ways. Once the server says
 * yes, the reads named in `invalidates` are asked again; a failure throws the `ApiError` and changes
 * nothing in the cache.
 */
export function useRouteMutation<Id extends WriteRouteId>(id: Id, { invalidates = [] }: RouteWriteOptions = {}) {
  const cache = useRouteCache();
  const stale = invalidates.join(' ');
  return useCallback(
    async (request: RequestOf<Id>): Promise<ResponseOf<Id>> => {
      const answer = await (apiRequest as (id: Id, request: RequestOf<Id>) => Promise<ResponseOf<Id>>)(id, request);
      if (stale) await cache.revalidate(...(stale.split(' ') as ReadRouteId[]));
      return answer;
    },
    [id, cache, stale],
  );
}

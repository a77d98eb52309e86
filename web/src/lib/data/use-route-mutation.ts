import { useCallback } from 'react';
import { apiRequest } from '../api-client.ts';
import type { RequestOf, ResponseOf } from '../route-request.ts';
import type { ReadRouteId, WriteRouteId } from './route-key.ts';
import { useRouteCache } from './use-route-cache.ts';

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

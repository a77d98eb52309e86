import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { RequestOf, ResponseOf } from '../route-request.ts';
import { isKeyOf, type ReadRouteId } from './route-key.ts';

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

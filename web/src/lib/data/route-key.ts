// The SWR cache key of every read of the API: the route id, then the request exactly as sent. Keys are
// never written by hand, so a key cannot drift from its route, and a write names the reads it changes
// by their route ids.
import type { ROUTES, RouteId } from '#shared/routes.ts';
import type { RequestOf } from '../route-request.ts';

/** The routes a screen reads (GET); only their answers are cached. */
export type ReadRouteId = { [Id in RouteId]: (typeof ROUTES)[Id]['method'] extends 'GET' ? Id : never }[RouteId];
/** The routes that change something (POST, PATCH, PUT, DELETE). */
export type WriteRouteId = Exclude<RouteId, ReadRouteId>;

/**
 * `[routeId, request]`, plus an `instance` where an answer must never be shared between two mounts
 * (a dashboard's show answer starts a view of its own).
 */
export type RouteKey<Id extends RouteId = RouteId> = readonly [id: Id, request: RequestOf<Id>, instance?: string];

export function routeKey<Id extends RouteId>(id: Id, request: RequestOf<Id>, instance?: string): RouteKey<Id> {
  return instance === undefined ? [id, request] : [id, request, instance];
}

/** Whether an SWR key is a read of `id`, optionally only those whose request passes `where`. */
export function isKeyOf<Id extends RouteId>(id: Id, where?: (request: RequestOf<Id>) => boolean) {
  return (key: unknown): key is RouteKey<Id> => Array.isArray(key) && key[0] === id && (!where || where(key[1] as RequestOf<Id>));
}

// One typed call of a route of the API, built from the route table and typed by its contract: the
// path parameters, query and body a route takes, and what it answers. A renamed field or query
// parameter in `shared/contract/` breaks the build of every call that uses it.
import type { RequestOf, ResponseOf } from '#shared/contract/contracts.ts';
import { buildPath, ROUTES, type RouteId } from '#shared/routes.ts';
import { fetchJson } from './http.ts';

export type { RequestOf, ResponseOf };

type QueryValue = string | number | boolean | null | undefined;

/** Arguments after the route id: the request may be left out only where the route takes nothing. */
export type RequestArgs<Id extends RouteId, Options> =
  object extends RequestOf<Id> ? [request?: RequestOf<Id>, options?: Options] : [request: RequestOf<Id>, options?: Options];

interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** `base` + the route table path + the query (null, undefined and '' are left out). */
export function routeUrl<Id extends RouteId>(base: string, id: Id, request?: RequestOf<Id>): string {
  const { params, query } = (request ?? {}) as RequestParts;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  return `${base}${buildPath(id, params)}${search.size > 0 ? `?${search}` : ''}`;
}

export interface RouteCallOptions {
  /** Origin (and any path prefix) in front of the route's path; '' for the page's own origin. */
  base?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One JSON round trip to a route, typed both ways by its contract. */
export function callRoute<Id extends RouteId>(
  id: Id,
  request: RequestOf<Id> | undefined,
  options: RouteCallOptions = {},
): Promise<ResponseOf<Id>> {
  return fetchJson<ResponseOf<Id>>(routeUrl(options.base ?? '', id, request), {
    method: ROUTES[id].method,
    body: (request as RequestParts | undefined)?.body,
    headers: options.headers,
    signal: options.signal,
  });
}

/** A call of one of the portal's own origin routes (auth): relative path, no token. */
export const originRequest = <Id extends RouteId>(id: Id, ...[request, options]: RequestArgs<Id, RouteCallOptions>): Promise<ResponseOf<Id>> =>
  callRoute(id, request, options);

// The event the local gateway would hand a handler for a route of the table, for calling the handler
// in-process: the concrete path, the query, a JSON body and the verified `sub` claim.
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { buildLambdaEvent } from '#infra/local/lambda-event.ts';
import { buildPath, ROUTES, type RouteId } from '#shared/routes.ts';

export interface EventOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is (e.g. malformed JSON). */
  body?: unknown;
  /** The verified token's subject; leave it out for a public route. */
  sub?: string;
}

export function buildEvent(routeId: RouteId, options: EventOptions = {}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return buildLambdaEvent({
    route: ROUTES[routeId],
    path: buildPath(routeId, options.params),
    rawQueryString: new URLSearchParams(options.query).toString(),
    params: options.params,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
    claims: options.sub ? { sub: options.sub } : {},
  });
}

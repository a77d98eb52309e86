// The event the local gateway would hand a handler for a route of the table, for calling the handler
// in-process: the concrete path, the query, a JSON body and the claims of a verified access token.
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { buildLambdaEvent } from '#infra/local/lambda-event.ts';
import { ENV } from '#shared/constants.ts';
import { buildPath, ROUTES, type RouteId } from '#shared/routes.ts';
import { stackInfo } from './stack.ts';

export interface EventOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is (e.g. malformed JSON). */
  body?: unknown;
  /** The verified token's subject; leave it out for a public route. */
  sub?: string;
  /** Claims that replace or join those of the access token `sub` stands for (`token_use`, `client_id`, `iat`). */
  claims?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The client address API Gateway saw. */
  sourceIp?: string;
}

/**
 * The claims of an access token of the portal's client, as the gateway passes them on. The handler runs
 * in this process and reads the pool's client id from the environment, as a Lambda does.
 */
function accessTokenClaims(sub: string): Record<string, unknown> {
  const clientId = stackInfo().resources.userPoolClientId;
  process.env[ENV.userPoolClientId] ??= clientId;
  return { sub, token_use: 'access', client_id: clientId, iat: Math.floor(Date.now() / 1000) };
}

export function buildEvent(routeId: RouteId, options: EventOptions = {}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return buildLambdaEvent({
    route: ROUTES[routeId],
    path: buildPath(routeId, options.params),
    rawQueryString: new URLSearchParams(options.query).toString(),
    params: options.params,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body,
    // A claim given as `undefined` is left out (a token without it).
    claims: Object.fromEntries(
      Object.entries({ ...(options.sub ? accessTokenClaims(options.sub) : {}), ...options.claims }).filter(([, value]) => value !== undefined),
    ),
    sourceIp: options.sourceIp,
  });
}

// API Gateway HTTP API (payload 2.0) events built from the route table, for calling a handler
// in-process: the route key, the concrete path and the verified `sub` claim, as the authorizer gives them.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { buildPath, routeKey, ROUTES, type RouteId } from '../../shared/routes.ts';

export interface EventOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is (e.g. malformed JSON). */
  body?: unknown;
  /** The verified token's subject; leave it out for a public route. */
  sub?: string;
}

export function buildEvent(routeId: RouteId, options: EventOptions = {}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const route = ROUTES[routeId];
  const rawPath = buildPath(routeId, options.params);
  const query = options.query ?? {};
  const now = Date.now();
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: options.params && Object.keys(options.params).length ? options.params : undefined,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: options.sub ? { sub: options.sub } : {}, scopes: [] } },
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

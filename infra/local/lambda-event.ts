// Builds the API Gateway HTTP API (payload 2.0) event a Lambda receives: the local gateway builds it
// from a Node request, tests that call a handler in-process from a route of the table.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/** A route as the HTTP API knows it: a method and a path template (`/api/v1/dashboards/{id}`). */
export interface EventRoute {
  method: string;
  path: string;
}

const routeKeyOf = (route: EventRoute) => `${route.method} ${route.path}`;

export interface LambdaEventInput {
  route: EventRoute;
  /** The concrete path, e.g. `/api/v1/dashboards/d1`. */
  path: string;
  /** The query string without its `?`. */
  rawQueryString?: string;
  params?: Record<string, string>;
  /** Lower-case names; a `cookie` header becomes the event's `cookies`, as API Gateway does. */
  headers?: Record<string, string>;
  body?: string;
  /** The verified token's claims; none for a public route. */
  claims?: Record<string, unknown>;
  /** The request's `Host` (name and port). */
  host?: string;
  sourceIp?: string;
}

export function buildLambdaEvent(input: LambdaEventInput): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { route, path, rawQueryString = '', params = {}, body, claims = {}, host = 'localhost', sourceIp = '127.0.0.1' } = input;
  const { cookie, ...headers } = input.headers ?? {};
  const cookies = cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  // API Gateway joins the values of a repeated parameter with commas.
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  }
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: routeKeyOf(route),
    rawPath: path,
    rawQueryString,
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: new URL(`http://${host}`).hostname.split('.')[0],
      http: {
        method: route.method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKeyOf(route),
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        // API Gateway hands claims over as strings (arrays joined), so we do too.
        jwt: {
          claims: Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)])),
          scopes: [],
        },
      },
    },
    stageVariables: undefined,
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** The event for a request the local gateway received and matched to a route. */
export function lambdaEventFromRequest(options: {
  request: IncomingMessage;
  url: URL;
  route: EventRoute;
  params: Record<string, string>;
  body: Buffer;
  claims?: Record<string, unknown>;
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { request, url, route, params, body, claims } = options;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return buildLambdaEvent({
    route,
    path: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    params,
    headers,
    body: body.length ? body.toString('utf8') : undefined,
    claims,
    host: url.host,
    sourceIp: request.socket.remoteAddress,
  });
}

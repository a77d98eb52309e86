// Builds the API Gateway HTTP API (payload 2.0) event a Lambda receives, from a Node request.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { routeKey, type RouteDefinition } from '../../shared/routes.ts';

export function buildLambdaEvent(options: {
  request: IncomingMessage;
  url: URL;
  route: RouteDefinition;
  params: Record<string, string>;
  body: Buffer;
  claims?: JwtPayload;
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { request, url, route, params, body, claims } = options;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = request.headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  const text = body.length ? body.toString('utf8') : undefined;
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: text,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0],
      http: {
        method: route.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: request.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        // API Gateway hands claims over as strings (arrays joined), so we do too.
        jwt: { claims: Object.fromEntries(Object.entries(claims ?? {}).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)])), scopes: [] },
      },
    },
    stageVariables: undefined,
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

// The one middy factory every portal Lambda uses. Middleware order is fixed: normalise headers,
// parse the JSON body (bounded), route by the route table, check the audience, run; errors last.
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { INPUT_LIMITS } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { ROUTES, routesOfResource, type Resource, type RouteId } from '../../shared/routes.ts';
import { loadCaller, verifiedSubject, type Caller } from './caller.ts';
import { tableFromEnv, type TableContext } from './dynamo.ts';
import { HttpError, badRequest, forbidden, notFound } from './http-error.ts';
import { createLogger, type Logger } from './logger.ts';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

export interface RouteContext {
  event: HttpEvent;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** The parsed JSON body (unknown until validated). */
  body: unknown;
  headers: Record<string, string | undefined>;
  table: TableContext;
  log: Logger;
}

export interface CallerRouteContext extends RouteContext {
  caller: Caller;
}

/** What a route returns: a JSON body, or a full response when it sets status or cookies. */
export interface RouteResult {
  statusCode?: number;
  body: unknown;
  cookies?: string[];
  headers?: Record<string, string>;
}

type RoutesOf<R extends Resource> = {
  [K in RouteId as (typeof ROUTES)[K]['resource'] extends R ? K : never]: (typeof ROUTES)[K]['audience'] extends 'public'
    ? (context: RouteContext) => Promise<RouteResult>
    : (context: CallerRouteContext) => Promise<RouteResult>;
};

export interface HandlerOptions {
  /** Replaces the table from the environment (tests hand in DynamoDB Local). */
  table?: () => TableContext;
}

/** Builds a resource's Lambda handler from one implementation per route of that resource. */
export function createHttpHandler<R extends Resource>(resource: R, implementations: RoutesOf<R>, options: HandlerOptions = {}) {
  const own = new Set<RouteId>(routesOfResource(resource));
  const byRouteKey = new Map<string, RouteId>([...own].map((id) => [`${ROUTES[id].method} ${ROUTES[id].path}`, id]));
  const getTable = options.table ?? tableFromEnv;

  const run = async (event: HttpEvent): Promise<APIGatewayProxyStructuredResultV2> => {
    const routeId = byRouteKey.get(event.routeKey);
    if (!routeId) throw notFound(MESSAGES.errors.routeNotFound);
    const route = ROUTES[routeId];
    const log = createLogger({ resource, route: routeId, requestId: event.requestContext?.requestId });
    const context: RouteContext = {
      event,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      query: (event.queryStringParameters ?? {}) as Record<string, string | undefined>,
      body: event.body,
      headers: event.headers ?? {},
      table: getTable(),
      log,
    };
    const implementation = implementations[routeId as keyof RoutesOf<R>] as unknown as (
      c: RouteContext | CallerRouteContext,
    ) => Promise<RouteResult>;

    let result: RouteResult;
    if (route.audience === 'public') {
      result = await implementation(context);
    } else {
      const caller = await loadCaller(context.table, verifiedSubject(event));
      log.appendKeys({ userId: caller.userId, businessId: caller.businessId, access: caller.access });
      if (!(route.audience as readonly string[]).includes(caller.access)) throw forbidden();
      result = await implementation({ ...context, caller });
    }
    return toResponse(result);
  };

  return middy<HttpEvent, APIGatewayProxyStructuredResultV2>()
    .use(httpHeaderNormalizer())
    .use(jsonBody())
    .use(errorsAsJson(resource))
    .handler(run);
}

function toResponse(result: RouteResult): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: result.statusCode ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...result.headers },
    cookies: result.cookies,
    body: JSON.stringify(result.body),
  };
}

/** Parses a JSON body when there is one; bad JSON or an oversized body is a 400, never a 500. */
function jsonBody(): middy.MiddlewareObj<HttpEvent, APIGatewayProxyStructuredResultV2> {
  return {
    before: async (request) => {
      const { event } = request;
      if (event.body === undefined || event.body === null || event.body === '') {
        (event as { body: unknown }).body = undefined;
        return;
      }
      const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      if (Buffer.byteLength(raw) > INPUT_LIMITS.bodyBytes) throw new HttpError(413, MESSAGES.errors.bodyTooLarge);
      try {
        (event as { body: unknown }).body = JSON.parse(raw);
      } catch {
        throw badRequest(MESSAGES.errors.invalidJson);
      }
    },
  };
}

/** Errors under 500 show their message; anything else is logged and answered with a generic 500. */
function errorsAsJson(resource: Resource): middy.MiddlewareObj<HttpEvent, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const error = request.error;
      if (error instanceof HttpError && error.statusCode < 500) {
        request.response = toResponse({
          statusCode: error.statusCode,
          body: error.fieldErrors ? { error: error.message, errors: error.fieldErrors } : { error: error.message },
        });
        return;
      }
      createLogger({ resource, requestId: request.event.requestContext?.requestId }).error('unhandled error', {
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      request.response = toResponse({ statusCode: 500, body: { error: MESSAGES.errors.internal } });
    },
  };
}

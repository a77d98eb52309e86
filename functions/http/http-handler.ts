// The one middy factory every portal Lambda uses. Middleware order is fixed: normalise headers,
// parse the JSON body (bounded), errors last; inside, the route is found in the route table, its
// audience checked, its input validated by its contract, and its implementation run.
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { INPUT_LIMITS } from '#shared/constants.ts';
import type { Contracts, InputOf, ResponseOf } from '#shared/contract/contracts.ts';
import type { RouteContract } from '#shared/contract/route-contract.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ROUTES, routeKey, routesOfResource, type Resource, type RouteId } from '#shared/routes.ts';
import { loadCaller, verifiedSubject, type Caller } from '#functions/domain/caller.ts';
import { tableFromEnv, type TableContext } from '#functions/lib/dynamo.ts';
import { HttpError, ValidationError, badRequest, forbidden, notFound } from '#functions/lib/http-error.ts';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { parseInput } from '#functions/lib/validate.ts';
import { requestGuards } from './request-guards.ts';
import { isServiceUnavailable, SERVICE_UNAVAILABLE, unavailableLogFields } from './service-errors.ts';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

/** What every implementation gets: the validated input, the table, a logger keyed to the request. */
export interface RouteContext<Id extends RouteId = RouteId> {
  input: InputOf<Id>;
  event: HttpEvent;
  headers: Record<string, string | undefined>;
  table: TableContext;
  log: Logger;
}

/** …and, on every route that is not public, the caller (verified token + stored profile). */
export interface CallerRouteContext<Id extends RouteId = RouteId> extends RouteContext<Id> {
  caller: Caller;
}

/** What a route returns: its response body, and a status, cookies or headers where it sets them. */
export interface RouteResult<Body> {
  statusCode?: number;
  body: Body;
  cookies?: string[];
  headers?: Record<string, string>;
}

type IsPublic<Id extends RouteId> = (typeof ROUTES)[Id]['audience'] extends 'public' ? true : false;

/** The implementation of one route: typed from its contract, both ways. */
export type RouteImplementation<Id extends RouteId> = (
  context: IsPublic<Id> extends true ? RouteContext<Id> : CallerRouteContext<Id>,
) => Promise<RouteResult<ResponseOf<Id>>>;

type RouteIdOf<R extends Resource> = { [Id in RouteId]: (typeof ROUTES)[Id]['resource'] extends R ? Id : never }[RouteId];

/** One implementation per route of the resource, named by route id; a missing or extra one is a type error. */
export type ImplementationsOf<R extends Resource> = { [Id in RouteIdOf<R>]: RouteImplementation<Id> };

/**
 * The contracts of the resource's routes (`shared/contract/<resource>/requests.ts`). Handed in by each Lambda
 * rather than read from the whole map, so a bundle carries its own routes' schemas only.
 */
export type ContractsOf<R extends Resource> = { [Id in RouteIdOf<R>]: Contracts[Id] };

export interface HandlerOptions {
  /** Replaces the table from the environment (tests hand in DynamoDB Local). */
  table?: () => TableContext;
}

/** Builds a resource's Lambda handler from one implementation per route of that resource. */
export function createHttpHandler<R extends Resource>(
  resource: R,
  contracts: ContractsOf<R>,
  implementations: ImplementationsOf<R>,
  options: HandlerOptions = {},
) {
  const byRouteKey = new Map<string, RouteId>(routesOfResource(resource).map((id) => [routeKey(ROUTES[id]), id]));
  const getTable = options.table ?? tableFromEnv;

  const run = async (event: HttpEvent): Promise<APIGatewayProxyStructuredResultV2> => {
    const routeId = byRouteKey.get(event.routeKey);
    if (!routeId) throw notFound(MESSAGES.errors.routeNotFound);
    const route = ROUTES[routeId];
    const log = createLogger({ resource, route: routeId, requestId: event.requestContext?.requestId });
    const table = getTable();
    const contract = contracts[routeId as keyof ContractsOf<R>] as RouteContract;
    const implementation = implementations[routeId as keyof ImplementationsOf<R>] as unknown as (
      context: RouteContext | CallerRouteContext,
    ) => Promise<RouteResult<unknown>>;

    if (route.audience === 'public') {
      return toResponse(await implementation({ input: validInput(contract, event), event, headers: event.headers ?? {}, table, log }));
    }
    // Who calls comes first: an unknown id answers the same 404 to everyone allowed to ask at all.
    const caller = await loadCaller(table, verifiedSubject(event));
    log.appendKeys({ userId: caller.userId, businessId: caller.businessId, access: caller.access });
    if (!(route.audience as readonly string[]).includes(caller.access)) throw forbidden();
    const input = validInput(contract, event);
    return toResponse(await implementation({ input, event, headers: event.headers ?? {}, table, log, caller }));
  };

  return middy<HttpEvent, APIGatewayProxyStructuredResultV2>()
    .use(httpHeaderNormalizer())
    .use(requestGuards(resource))
    .use(jsonBody((routeKeyOfEvent) => bodyLimitOf(contracts, byRouteKey.get(routeKeyOfEvent))))
    .use(errorsAsJson(resource))
    .handler(run);
}

/**
 * The request's parts checked against the route's contract. A path parameter that fails names
 * nothing, so it answers the route's own 404 (never a 422 that would set it apart from an unknown id).
 */
function validInput(contract: RouteContract, event: HttpEvent): InputOf<RouteId> {
  const input: Record<string, unknown> = {};
  if (contract.params) {
    const params = contract.params.safeParse(event.pathParameters ?? {});
    if (!params.success) throw notFound(contract.notFound);
    input.params = params.data;
  }
  if (contract.query) input.query = parseInput(contract.query, event.queryStringParameters ?? {});
  if (contract.body) input.body = parseInput(contract.body, event.body ?? {}, contract.fieldErrorsUnder);
  return input as InputOf<RouteId>;
}

function toResponse(result: RouteResult<unknown>): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: result.statusCode ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...result.headers },
    cookies: result.cookies,
    body: JSON.stringify(result.body),
  };
}

/** The largest JSON body a route takes: its contract's own limit, or the common one. */
function bodyLimitOf(contracts: Record<string, unknown>, routeId: RouteId | undefined): number {
  const contract = routeId ? (contracts[routeId] as RouteContract | undefined) : undefined;
  return contract?.maxBodyBytes ?? INPUT_LIMITS.bodyBytes;
}

/** Parses a JSON body when there is one; bad JSON or an oversized body is a 400/413, never a 500. */
function jsonBody(limitOf: (routeKey: string) => number): middy.MiddlewareObj<HttpEvent, APIGatewayProxyStructuredResultV2> {
  return {
    before: async (request) => {
      const { event } = request;
      if (event.body === undefined || event.body === null || event.body === '') {
        (event as { body: unknown }).body = undefined;
        return;
      }
      const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      if (Buffer.byteLength(raw) > limitOf(event.routeKey)) throw new HttpError(413, MESSAGES.errors.bodyTooLarge);
      try {
        (event as { body: unknown }).body = JSON.parse(raw);
      } catch {
        throw badRequest(MESSAGES.errors.invalidJson);
      }
    },
  };
}

/** Errors under 500 show their message (422: the fields'); anything else is logged and answered with a generic 500. */
function errorsAsJson(resource: Resource): middy.MiddlewareObj<HttpEvent, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const error = request.error;
      if (error instanceof ValidationError) {
        request.response = toResponse({ statusCode: 422, body: { success: false, errors: error.fieldErrors } });
        return;
      }
      if (error instanceof HttpError && error.statusCode < 500) {
        request.response = toResponse({ statusCode: error.statusCode, body: { error: error.message }, cookies: error.cookies });
        return;
      }
      // A dependency down, timed out or throttling: a Portuguese 503 (service-errors.ts), not a 500.
      if (isServiceUnavailable(error)) {
        createLogger({ resource, requestId: request.event.requestContext?.requestId }).warn('service unavailable', unavailableLogFields(error));
        request.response = toResponse(SERVICE_UNAVAILABLE);
        return;
      }
      createLogger({ resource, requestId: request.event.requestContext?.requestId }).error('unhandled error', {
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      request.response = toResponse({ statusCode: 500, body: { error: MESSAGES.errors.internal } });
    },
  };
}

// The local stack checks every answer a route's function gives against the route's response schema
// (2xx) or the error shapes (422, other 4xx/5xx), so a handler that leaks a field, drops one or sends
// the wrong type fails every integration and end-to-end test that calls it. Local stack only: the
// deployed Lambdas carry no response schema (they cost bundle size and start time).
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { messageErrorResponse, validationErrorResponse } from '#shared/contract/errors.ts';
import { RESPONSES, successStatusOf } from '#shared/contract/responses.ts';
import { ROUTES, routeIds, routeKey, type RouteId } from '#shared/routes.ts';

const routeIdByKey = new Map<string, RouteId>(routeIds.map((id) => [routeKey(ROUTES[id]), id]));

/** The route id of an API Gateway route key (`GET /api/v1/dashboards/{id}`), if the route table has it. */
export const routeIdOf = (key: string): RouteId | undefined => routeIdByKey.get(key);

/** The schema an answer of `status` must match (a success only with the route's own status). */
export function schemaFor(routeId: RouteId, status: number): z.ZodMiniType | undefined {
  if (status === successStatusOf(routeId)) return RESPONSES[routeId];
  if (status === 422) return validationErrorResponse;
  if (status >= 400 && status < 600) return messageErrorResponse;
  return undefined;
}

/** What is wrong with a function's answer to the route `key`, or undefined when it is what the contract says. */
export function responseProblem(key: string, result: Pick<APIGatewayProxyStructuredResultV2, 'statusCode' | 'body'>): string | undefined {
  const routeId = routeIdOf(key);
  if (!routeId) return 'no route of the route table has this key';
  const status = result.statusCode ?? 200;
  const schema = schemaFor(routeId, status);
  if (!schema && status >= 200 && status < 300) return `status ${status} where its success is ${successStatusOf(routeId)}`;
  if (!schema) return `status ${status} is no answer a route gives`;
  let body: unknown;
  try {
    body = JSON.parse(result.body ?? '');
  } catch {
    return `status ${status} with a body that is not JSON`;
  }
  const checked = schema.safeParse(body);
  return checked.success ? undefined : `status ${status}: ${checked.error.issues.map(describeIssue).join('; ')}`;
}

/** `dashboards.0: unrecognized_keys {"keys":["businessId"]}`: zod/mini carries no English messages, so the issue's own details. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const { code, path, message: _message, ...details } = issue as z.core.$ZodIssue & { message?: string };
  return `${path.length > 0 ? path.join('.') : '(body)'}: ${code} ${JSON.stringify(details)}`;
}

// docs/openapi.json, built from the contract: the route table (paths, methods, audiences), the request
// schemas (parameters and bodies), the response and error schemas (answers). A pure function of the
// code, so a test can hold the committed file to it (`npm run openapi` writes it).
import packageJson from '../../package.json' with { type: 'json' };
import { AUTH } from '#shared/constants.ts';
import { CONTRACTS } from '#shared/contract/contracts.ts';
import { gatewayErrorResponse, messageErrorResponse, validationErrorResponse } from '#shared/contract/errors.ts';
import { RESPONSES, successStatusOf } from '#shared/contract/responses.ts';
import type { RouteContract } from '#shared/contract/route-contract.ts';
import { runtimeConfig } from '#shared/contract/runtime-config.ts';
import { RESOURCES, ROUTES, routeIds, type RouteId } from '#shared/routes.ts';
import { requestSchema, responseSchemas, type JsonSchema, type ResponseSchemas } from './openapi-schemas.ts';
import { AUTH_NOTES, ERROR_RESPONSES, errorResponseName, errorStatusesOf, type ErrorResponseName } from './route-answers.ts';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** `listBusinessDashboards` → `List business dashboards`. */
const summaryOf = (id: RouteId) => {
  const words = id.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words[0].toUpperCase()}${words.slice(1)}`;
};

function descriptionOf(id: RouteId): string {
  const { audience, resource } = ROUTES[id];
  const who =
    audience === 'public'
      ? 'Public: no token.'
      : `Needs a bearer token of a user whose access is ${audience.join(' or ')} (\`x-audience\`); any other access gets 403.`;
  return [who, AUTH_NOTES[id], `Lambda: \`functions/${resource}\`.`].filter(Boolean).join(' ');
}

function pathParameters(id: RouteId, contract: RouteContract) {
  const names = [...ROUTES[id].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const properties = (contract.params ? requestSchema(contract.params).properties : {}) as Record<string, JsonSchema>;
  return names.map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } }));
}

function queryParameters(contract: RouteContract) {
  if (!contract.query) return [];
  const schema = requestSchema(contract.query);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** The refresh cookie the auth routes read. */
const refreshCookieParameter = {
  name: AUTH.refreshCookie,
  in: 'cookie',
  required: false,
  description: 'The refresh token (httpOnly, SameSite=Strict), set by a sign-in or a refresh.',
  schema: { type: 'string' },
};

const setCookieHeader = {
  'Set-Cookie': { description: 'The session cookies, set or cleared (see the description).', schema: { type: 'string' } },
};

/** API Gateway answers these itself, before or instead of the function: a refused token, a body over its limit, a crash. */
const MAYBE_BY_GATEWAY: readonly ErrorResponseName[] = ['Unauthorized', 'PayloadTooLarge', 'InternalError'];

function errorResponses(schemas: ResponseSchemas) {
  const message = schemas.refOf(messageErrorResponse);
  const retryAfter = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } };
  return Object.fromEntries(
    (Object.keys(ERROR_RESPONSES) as ErrorResponseName[]).map((name) => {
      const { status, description } = ERROR_RESPONSES[name];
      const schema =
        status === 422
          ? schemas.refOf(validationErrorResponse)
          : MAYBE_BY_GATEWAY.includes(name)
            ? { anyOf: [message, schemas.refOf(gatewayErrorResponse)] }
            : message;
      return [name, { description, ...(status === 503 ? { headers: retryAfter } : {}), content: json(schema) }];
    }),
  );
}

function operationOf(id: RouteId, schemas: ResponseSchemas) {
  const route = ROUTES[id];
  const contract = CONTRACTS[id] as RouteContract;
  const isPublic = route.audience === 'public';
  const readsRefreshCookie = id === 'authRefresh' || id === 'logout';
  const parameters = [...pathParameters(id, contract), ...queryParameters(contract), ...(readsRefreshCookie ? [refreshCookieParameter] : [])];
  const success = successStatusOf(id);
  const responses: Record<string, unknown> = {
    [success]: {
      description: success === 201 ? 'Created.' : 'OK.',
      ...(route.resource === 'auth' ? { headers: setCookieHeader } : {}),
      content: json(schemas.refOf(RESPONSES[id])),
    },
  };
  for (const status of errorStatusesOf(id, contract))
    responses[status] = { $ref: `#/components/responses/${errorResponseName(status, isPublic)}` };
  return {
    operationId: id,
    tags: [route.resource],
    summary: summaryOf(id),
    description: descriptionOf(id),
    ...(isPublic ? { security: [] } : { security: [{ bearer: [] }], 'x-audience': [...route.audience] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(contract.body ? { requestBody: { required: true, content: json(requestSchema(contract.body)) } } : {}),
    responses,
  };
}

/** `GET /config.json`: not an API route, but the SPA's first read, on the portal's own origin. */
const configOperation = (schemas: ResponseSchemas) => ({
  operationId: 'runtimeConfig',
  tags: ['config'],
  summary: 'Runtime config',
  description: 'The SPA’s settings, generated from the stack’s outputs (served by CloudFront from S3, by the local gateway locally). Public.',
  security: [],
  responses: { 200: { description: 'OK.', content: json(schemas.refOf(runtimeConfig)) } },
});

export function buildOpenApiDocument(): OpenApiDocument {
  const schemas = responseSchemas();
  const paths: OpenApiDocument['paths'] = {};
  for (const id of routeIds) {
    const { path, method } = ROUTES[id];
    paths[path] = { ...paths[path], [method.toLowerCase()]: operationOf(id, schemas) };
  }
  paths['/config.json'] = { get: configOperation(schemas) };
  return {
    openapi: '3.1.1',
    info: {
      title: 'Portal de Dashboards API',
      version: packageJson.version,
      description:
        'The HTTP API of the portal, generated from its contract (`shared/routes.ts`, `shared/contract/`) by `npm run openapi`. Conventions: docs/api.md. Messages (`error`, `errors`) are Portuguese sentences the SPA shows as they are.',
    },
    servers: [{ url: '/', description: 'The portal’s own origin: the API and the SPA are served together.' }],
    tags: [
      ...RESOURCES.map((name) => ({ name, description: `The \`functions/${name}\` Lambda.` })),
      { name: 'config', description: 'The SPA’s runtime settings.' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A Cognito access token, from `authLogin`, `authNewPassword` or `authRefresh` (`accessToken`).',
        },
      },
      schemas: schemas.components,
      responses: errorResponses(schemas),
    },
  };
}

/** The document as docs/openapi.json holds it: two-space JSON, keys in the order built, a final newline. */
export const openApiText = (document: OpenApiDocument = buildOpenApiDocument()): string => `${JSON.stringify(document, null, 2)}\n`;

// @vitest-environment node
// docs/openapi.json is the contract as OpenAPI 3.1: it must be what `npm run openapi` writes from the
// code now, valid against the official OpenAPI 3.1 schema with every $ref resolved, and hold every route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/paths.ts';
import { buildOpenApiDocument, openApiText } from '#infra/openapi/openapi-document.ts';
import { ROUTES, routeIds } from '#shared/routes.ts';

const committed = readFileSync(join(REPO_ROOT, 'docs', 'openapi.json'), 'utf8');
const document = buildOpenApiDocument();

type Operation = {
  operationId: string;
  security: unknown[];
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
const operationAt = (path: string, method: string) => (document.paths[path]?.[method.toLowerCase()] ?? undefined) as Operation | undefined;

describe('docs/openapi.json', () => {
  it('is what the contract builds now', () => {
    // A plain comparison: a diff of 200 KB of JSON helps nobody; the command does.
    if (openApiText(document) !== committed) expect.fail('docs/openapi.json is stale: run `npm run openapi`');
  });

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(committed));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('has every route as an operation, at its method and path', () => {
    for (const id of routeIds) {
      const { method, path } = ROUTES[id];
      expect(operationAt(path, method)?.operationId, `${method} ${path}`).toBe(id);
    }
  });

  it('asks a token of every route that is not public, and none of the public ones', () => {
    for (const id of routeIds) {
      const { method, path, audience } = ROUTES[id];
      expect(operationAt(path, method)?.security, id).toEqual(audience === 'public' ? [] : [{ bearer: [] }]);
    }
  });

  it('gives listDashboards’ answer its dashboards and its pagination', () => {
    const answer = operationAt(ROUTES.listDashboards.path, 'GET')!.responses['200'].content!['application/json'].schema;
    const name = String(answer.$ref).split('/').pop()!;
    const schema = (document.components as { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> }).schemas[
      name
    ];
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['dashboards', 'pagination']));
    expect(schema.required).toEqual(expect.arrayContaining(['dashboards', 'pagination']));
    expect(schema.properties.pagination).toEqual({ $ref: '#/components/schemas/Pagination' });
  });
});

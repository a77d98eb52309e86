// The contract's zod schemas as JSON Schema (2020-12, OpenAPI 3.1's dialect), by zod's own conversion.
// Every named object, record, union or enum the response modules export becomes a component of its
// own (`dashboardCard` → `#/components/schemas/DashboardCard`) and is referred to by `$ref`; request
// schemas are converted inline, as the client sends them (`io: 'input'`: before transforms and defaults).
import * as z from 'zod/mini';
import * as accounts from '#shared/contract/accounts/responses.ts';
import * as activity from '#shared/contract/activity/responses.ts';
import * as adminBusinessDashboards from '#shared/contract/admin-business-dashboards/responses.ts';
import * as adminBusinesses from '#shared/contract/admin-businesses/responses.ts';
import * as adminReports from '#shared/contract/admin-reports/responses.ts';
import * as adminThemes from '#shared/contract/admin-themes/responses.ts';
import * as auth from '#shared/contract/auth/responses.ts';
import * as bookmarks from '#shared/contract/bookmarks/responses.ts';
import * as branding from '#shared/contract/branding/responses.ts';
import * as common from '#shared/contract/common-responses.ts';
import * as dashboards from '#shared/contract/dashboards/responses.ts';
import * as errors from '#shared/contract/errors.ts';
import * as insights from '#shared/contract/insights/responses.ts';
import * as roles from '#shared/contract/roles/responses.ts';
import * as runtimeConfig from '#shared/contract/runtime-config.ts';
import * as uploads from '#shared/contract/uploads/responses.ts';
import * as userData from '#shared/contract/user-data/responses.ts';
import * as users from '#shared/contract/users/responses.ts';
import * as views from '#shared/contract/views/responses.ts';

export type JsonSchema = Record<string, unknown>;

/** The modules whose named schemas become components, the shared ones first (their names win). */
const MODULES = [
  common,
  errors,
  runtimeConfig,
  auth,
  branding,
  userData,
  accounts,
  dashboards,
  bookmarks,
  views,
  uploads,
  roles,
  users,
  adminThemes,
  adminReports,
  adminBusinesses,
  adminBusinessDashboards,
  insights,
  activity,
];

/** Kinds of schema worth a name; strings, numbers and their formats stay inline where they are used. */
const NAMED_KINDS = new Set(['object', 'record', 'union', 'enum']);

const isSchema = (value: unknown): value is z.ZodMiniType => typeof value === 'object' && value !== null && '_zod' in value;
const kindOf = (schema: z.ZodMiniType): string => (schema._zod.def as { type: string }).type;
const componentName = (exportName: string) => `${exportName[0].toUpperCase()}${exportName.slice(1)}`;

export const componentRef = (name: string) => `#/components/schemas/${name}`;

/** A registry of every named response schema, keyed by the schema itself (one name each). */
function responseRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const module of MODULES) {
    // By name: a module namespace's key order is the loader's (esbuild keeps the source's, Node sorts).
    for (const [exportName, value] of Object.entries(module).sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (isSchema(value) && NAMED_KINDS.has(kindOf(value)) && !registry.has(value)) registry.add(value, { id: componentName(exportName) });
    }
  }
  return registry;
}

/** Formats that say all a reader needs: zod's long regular expression beside them is left out. */
const SELF_EXPLAINING_FORMATS = new Set(['date-time', 'date', 'email', 'uri']);

/** What the JSON Schema says that OpenAPI needs not: the dialect (the document's own), zod's safe-integer bounds, a format's regex. */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (typeof value !== 'object' || value === null) return value;
  const formatted = SELF_EXPLAINING_FORMATS.has(String((value as { format?: unknown }).format));
  const entries = Object.entries(value).filter(
    ([key, inner]) =>
      key !== '$schema' &&
      key !== '$id' &&
      !(key === 'pattern' && formatted) &&
      !(key === 'maximum' && inner === Number.MAX_SAFE_INTEGER) &&
      !(key === 'minimum' && inner === Number.MIN_SAFE_INTEGER),
  );
  return Object.fromEntries(entries.map(([key, inner]) => [key, tidy(inner)]));
}

export interface ResponseSchemas {
  /** `components.schemas`: every named response schema, referring to each other by `$ref`. */
  components: Record<string, JsonSchema>;
  /** A `$ref` to the schema's component. */
  refOf(schema: z.ZodMiniType): JsonSchema;
}

export function responseSchemas(): ResponseSchemas {
  const registry = responseRegistry();
  const converted = z.toJSONSchema(registry, { io: 'output', unrepresentable: 'any', uri: componentRef });
  const names = Object.keys(converted.schemas).sort();
  const components = Object.fromEntries(names.map((name) => [name, tidy(converted.schemas[name]) as JsonSchema]));
  return {
    components,
    refOf: (schema) => {
      const id = registry.get(schema)?.id;
      if (!id) throw new Error('A route answers a schema no response module exports by name: export it, so it becomes a component.');
      return { $ref: componentRef(id) };
    },
  };
}

/** A request schema (path parameters, query or body) as the client sends it. */
export const requestSchema = (schema: z.ZodMiniType): JsonSchema =>
  tidy(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) as JsonSchema;

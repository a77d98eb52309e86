// What a route takes: the zod/mini schemas of its path parameters, query and body (what it answers is
// its response schema, responses.ts). The Lambda factory validates with the schemas and types each
// implementation from them; the SPA's API client types its calls from the same definitions (as types
// only, so no schema code reaches the browser bundle).
import type * as z from 'zod/mini';

export interface RouteContract {
  /** Path parameters (`{id}` segments). A value the schema refuses names nothing: the route answers 404 with `notFound`. */
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The 404 message of a path parameter that names nothing (default: the generic one). */
  notFound?: string;
  /**
   * The body key whose fields validation errors are keyed by: the spec keys a dashboard's errors by
   * `name`, not `dashboard.name`. Without it, errors follow the body's own nesting (`user.email`).
   */
  fieldErrorsUnder?: string;
  /** A larger JSON body than INPUT_LIMITS.bodyBytes (a role naming thousands of ids). */
  maxBodyBytes?: number;
}

type Part = 'params' | 'query' | 'body';

/** `{ params: …, query: …, body: … }` with only the parts the contract declares, as `Mode` sees them. */
type PartsOf<C, Mode extends 'input' | 'output'> = {
  [K in Part as C extends Record<K, z.ZodMiniType> ? K : never]: C extends Record<K, infer S extends z.ZodMiniType>
    ? Mode extends 'input'
      ? z.input<S>
      : z.output<S>
    : never;
};

/** What a client sends: the schemas' input types. */
export type RequestOfContract<C> = PartsOf<C, 'input'>;
/** What an implementation receives once validated: the schemas' output types. */
export type InputOfContract<C> = PartsOf<C, 'output'>;

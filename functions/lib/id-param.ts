import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../shared/constants.ts';
import type { HttpError } from './http-error.ts';

/** An entity id from a path, query or body: letters, digits, `-` and `_` only, so it can never bend a key. */
export const idParam = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(INPUT_LIMITS.id), z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { message: 'Identificador inválido.' }));

/**
 * The `{id}` of a path. A malformed one names nothing, so it gets the same 404 as an unknown id
 * (the route's own not-found error) rather than a 400 that would set it apart.
 */
export function pathId(params: Record<string, string | undefined>, notFound: () => HttpError): string {
  const result = idParam.safeParse(params.id);
  if (!result.success) throw notFound();
  return result.data;
}

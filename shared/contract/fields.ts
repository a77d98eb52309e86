// Field schemas several routes validate the same way (zod/mini: the same checks as zod at a fraction
// of the bundle every Lambda carries).
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../constants.ts';

/** An entity id from a path, query or body: letters, digits, `-` and `_` only, so it can never bend a key. */
export const idField = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(INPUT_LIMITS.id), z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { message: 'Identificador inválido.' }));

/** `{ id }` of a path such as `/dashboards/{id}`. */
export const idPath = z.object({ id: idField });

/** A 1-based page number from the query string (default 1). */
export const pageField = z._default(z.coerce.number<string | number>().check(z.int(), z.minimum(1), z.maximum(100000)), 1);

/** A query value where an empty string means "not given". */
export const emptyAsMissing = <S extends z.ZodMiniType<unknown, string>>(schema: S) =>
  z.optional(
    z.pipe(
      z.transform((value: string) => (value === '' ? undefined : value)),
      z.optional(schema),
    ),
  );

export const emailField = z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(INPUT_LIMITS.email)), z.email());

export const passwordField = z.string().check(z.minLength(1), z.maxLength(INPUT_LIMITS.password));

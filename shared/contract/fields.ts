// Field schemas several routes validate the same way (zod/mini: the same checks as zod at a fraction
// of the bundle every Lambda carries).
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../constants.ts';
import { SERVICE_MESSAGES } from '../service-messages.ts';

// C0 and C1 controls (NUL, escape, DEL, NEL…) and UTF-16 surrogates standing alone (half a character:
// JSON's `\ud800` escapes produce them). A text shown, stored or searched holds neither; a text written
// on several lines keeps its tab and line breaks.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BAD_IN_LINE = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BAD_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

/** Check of every one-line text field (names, summaries, filters, addresses, codes): no control or broken character. */
export const plainText = z.refine<string>((value) => !BAD_IN_LINE.test(value), { error: SERVICE_MESSAGES.invalidCharacters });

/** The same for a text written on several lines (descriptions): tab, line feed and carriage return allowed. */
export const multiLineText = z.refine<string>((value) => !BAD_IN_TEXT.test(value), { error: SERVICE_MESSAGES.invalidCharacters });

/** An entity id from a path, query or body: letters, digits, `-` and `_` only, so it can never bend a key. */
export const idField = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(INPUT_LIMITS.id), z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { message: 'Identificador inválido.' }));

/** `{ id }` of a path such as `/dashboards/{id}`. */
export const idPath = z.object({ id: idField });

/** Which people a list shows: the active ones (default) or the deactivated ones (`?status=inactive`). */
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const userStatusField = z._default(z.enum(USER_STATUSES), 'active');

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

// zod/mini: the same checks as zod at a fraction of the bundle (every Lambda carries it).
import * as z from 'zod/mini';
import pt from 'zod/v4/locales/pt.js';
import type { FieldErrors } from '#shared/api-types.ts';
import { ValidationError } from './http-error.ts';

// Field messages in Portuguese, like every text the user may see.
z.config(pt());

/** Where an issue of a root-level check (no path) is filed. */
const ROOT_FIELD = '_';

/**
 * Parses input with a schema; a failure is a 422 with messages per field, nested as the input nests
 * them. `under` names a wrapper key whose fields the errors are keyed by (`dashboard.name` → `name`).
 */
export function parseInput<T extends z.ZodMiniType>(schema: T, input: unknown, under?: string): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (under && path[0] === under && path.length > 1) path.shift();
    addMessage(errors, path.length > 0 ? path : [ROOT_FIELD], issue.message);
  }
  throw new ValidationError(errors);
}

function addMessage(errors: FieldErrors, path: string[], message: string) {
  const [head, ...rest] = path;
  const existing = errors[head];
  if (rest.length === 0) {
    // A field that already holds nested errors keeps them; its own message goes beside them.
    if (Array.isArray(existing)) existing.push(message);
    else if (existing) addMessage(existing, [ROOT_FIELD], message);
    else errors[head] = [message];
    return;
  }
  const nested = Array.isArray(existing) || !existing ? {} : existing;
  if (Array.isArray(existing)) nested[ROOT_FIELD] = existing;
  errors[head] = nested;
  addMessage(nested, rest, message);
}

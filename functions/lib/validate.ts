// zod/mini: the same checks as zod at a fraction of the bundle (every Lambda carries it).
import * as z from 'zod/mini';
import pt from 'zod/v4/locales/pt.js';
import { MESSAGES } from '../../shared/messages.ts';
import { badRequest } from './http-error.ts';

// Field messages in Portuguese, like every text the user may see.
z.config(pt());

/** Parses input with a schema; failures become a 400 with messages per field. */
export function parseInput<T extends z.ZodMiniType>(schema: T, input: unknown, message: string = MESSAGES.errors.invalidInput): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw badRequest(message, fieldErrors);
}

/** A 1-based page number from the query string (default 1). */
export const pageParam = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100000)), 1);

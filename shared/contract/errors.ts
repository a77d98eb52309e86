// The error answers every route may give (functions/http/http-handler.ts writes them): a validation
// failure (422) with its messages per field, and any other client or server error with one message.
import * as z from 'zod/mini';

// zod cannot infer a record that holds itself (the getter pattern works through object shapes only),
// so the recursion is spelled once here and the schema is checked against it.
type NestedFieldErrors = { [field: string]: string[] | NestedFieldErrors };

/** Messages per field, nested as the request nests its fields: `{ name: [...] }`, `{ user: { email: [...] } }`. */
export const fieldErrors: z.ZodMiniType<NestedFieldErrors> = z.record(z.string(), z.union([z.array(z.string()), z.lazy(() => fieldErrors)]));
export type FieldErrors = z.output<typeof fieldErrors>;

/** A validation failure (HTTP 422). */
export const validationErrorResponse = z.strictObject({ success: z.literal(false), errors: fieldErrors });
export type ValidationErrorResponse = z.output<typeof validationErrorResponse>;

/**
 * Any other error (400, 401, 403, 404, 409, 413, 415, 429, 500, 503): a Portuguese message the client
 * may show. A 503 says when to try again in its `Retry-After` header, never in the body.
 */
export const messageErrorResponse = z.strictObject({ error: z.string() });
export type MessageErrorResponse = z.output<typeof messageErrorResponse>;

/** Any error answer. */
export type ErrorResponse = Partial<ValidationErrorResponse> & Partial<MessageErrorResponse>;

/**
 * API Gateway's own answer, before or instead of a function (a refused token, no such route, a body
 * over its limit, a function that crashed): `message` in English; the local stack adds the portal's `error`.
 */
export const gatewayErrorResponse = z.strictObject({ message: z.string(), error: z.optional(z.string()) });

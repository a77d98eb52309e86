import type { ErrorResponse, FieldErrors } from '#shared/api-types.ts';

/**
 * Messages by dotted field path (`name`, `user.email`): the server's nested `FieldErrors` flattened,
 * what the SPA's forms show under their fields.
 */
export type FieldMessages = Record<string, string[]>;

/** A non-2xx answer: its status, the server's message and its per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  /** Messages per field, keyed by dotted path however the server nested them. */
  readonly fieldErrors: FieldMessages;

  constructor(status: number, message: string, fieldErrors: FieldMessages = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** `{ user: { email: ['…'] } }` → `{ 'user.email': ['…'] }`. */
export function flattenFieldErrors(errors: FieldErrors, prefix = ''): FieldMessages {
  const flat: FieldMessages = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) flat[path] = value.filter((message) => typeof message === 'string');
    else if (value && typeof value === 'object') Object.assign(flat, flattenFieldErrors(value, path));
  }
  return flat;
}

/** Reads `{ error }` or a 422's `{ errors }` from a failed response; the message is empty when the body has none. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  const message = typeof body?.error === 'string' ? body.error : '';
  const fieldErrors = body?.errors && typeof body.errors === 'object' ? flattenFieldErrors(body.errors) : {};
  return new ApiError(response.status, message, fieldErrors);
}

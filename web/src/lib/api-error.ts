import type { ErrorResponse } from '../../../shared/api-types.ts';

/** A non-2xx answer: its status, the server's message and its per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Reads `{ error, errors }` from a failed response; the message is empty when the body has none. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  const message = typeof body?.error === 'string' ? body.error : '';
  const fieldErrors = body?.errors && typeof body.errors === 'object' ? body.errors : {};
  return new ApiError(response.status, message, fieldErrors);
}

import type { FieldErrors } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';

/** An error whose message the client may see (status under 500). Handlers throw these. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Cookies to set even on this error answer (a refresh that failed clears its cookie). */
    readonly cookies?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Input that broke a rule: answered 422 `{ success: false, errors }`, the one shape of every validation failure. */
export class ValidationError extends HttpError {
  constructor(readonly fieldErrors: FieldErrors) {
    super(422, MESSAGES.errors.invalidInput);
    this.name = 'ValidationError';
  }
}

export const badRequest = (message: string = MESSAGES.errors.invalidInput) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.errors.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.errors.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.errors.notFound) => new HttpError(404, message);
/** One field's message(s), answered 422 like a schema failure (`field` may be a dotted path). */
export const invalidField = (field: string, ...messages: string[]) => new ValidationError(nestField(field.split('.'), messages));

function nestField(path: string[], messages: string[]): FieldErrors {
  const [head, ...rest] = path;
  return { [head]: rest.length === 0 ? messages : nestField(rest, messages) };
}

import { MESSAGES } from '../../shared/messages.ts';

/** An error whose message the client may see (status under 500). Handlers throw these. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string = MESSAGES.errors.invalidInput, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message: string = MESSAGES.errors.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.errors.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.errors.notFound) => new HttpError(404, message);

// Which failures mean "a service the portal needs is down or overloaded, try again soon": the network
// errors of the SDK clients and of fetch (refused, reset, timed out), throttling, and a 503 from a
// service. They answer 503 with SERVICE_MESSAGES.unavailable instead of the generic 500, and never
// show the SDK's own message. Anything else stays a 500 (a bug, not an outage).
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';

/** Node's and undici's codes of a connection that failed, broke or timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** Error names of a timeout (the SDK's request handler, AbortSignal.timeout) or of a service saying "later". */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'SlowDown',
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
]);

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

/** Seconds a client is asked to wait before trying again (a restarted emulator, a throttled table). */
const RETRY_AFTER_SECONDS = 5;

/** The 503 every Lambda answers when a service it needs is unavailable. */
export const SERVICE_UNAVAILABLE = {
  statusCode: 503,
  body: { error: SERVICE_MESSAGES.unavailable },
  headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
};

/**
 * Whether `error` says a dependency (DynamoDB, S3, Cognito) is unreachable, timed out or throttling.
 * Looks through `cause` (fetch's TypeError) and `errors` (an AggregateError of every address tried).
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const shape = error as ErrorShape;
  if (typeof shape.code === 'string' && NETWORK_CODES.has(shape.code)) return true;
  if (typeof shape.name === 'string' && UNAVAILABLE_NAMES.has(shape.name)) return true;
  if (shape.$metadata?.httpStatusCode === 503) return true;
  // Node's http client names a connection closed before the answer only in the message.
  if (typeof shape.message === 'string' && /^socket hang up$/i.test(shape.message)) return true;
  if (isServiceUnavailable(shape.cause, depth + 1)) return true;
  return Array.isArray(shape.errors) && shape.errors.some((inner) => isServiceUnavailable(inner, depth + 1));
}

/** What the log keeps of such an error: its name and code, never the stack (it is not a bug). */
export function unavailableLogFields(error: unknown): Record<string, unknown> {
  const shape = (error ?? {}) as ErrorShape;
  const cause = (shape.cause ?? {}) as ErrorShape;
  return { name: shape.name, code: shape.code ?? cause.code, status: shape.$metadata?.httpStatusCode };
}

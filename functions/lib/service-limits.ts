// How long a Lambda waits for DynamoDB, S3 and Cognito, and how often it tries: short enough that a
// service down or unreachable answers a 503 within a few seconds (functions/http/service-errors.ts),
// well inside the functions' 10 s timeout, never a request left hanging until API Gateway gives up.
// The SDK's keep-alive agent drops a broken connection and opens a new one, so a service that comes
// back is used again without restarting the function.

/** A connection not open after this is given up (a host that does not answer at all). */
export const CONNECT_TIMEOUT_MS = 1000;
/** A whole request, answer included; DynamoDB and Cognito answer in milliseconds when they are up. */
export const REQUEST_TIMEOUT_MS = 3000;
/** An S3 call (connection, answer and body): a server-side copy of a picture takes longer than a read. */
export const S3_REQUEST_TIMEOUT_MS = 5000;
/** One try and one retry (the SDK retries only what is transient: refused, reset, timed out, throttled). */
export const MAX_ATTEMPTS = 2;

/** The part of an SDK client's configuration that bounds its waits (DynamoDB, Cognito). */
export const SDK_CLIENT_LIMITS = {
  maxAttempts: MAX_ATTEMPTS,
  requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, throwOnRequestTimeout: true },
};

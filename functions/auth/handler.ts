// Portal-origin auth endpoints. They talk to Cognito so that the refresh token stays in an httpOnly
// cookie and the SPA holds only a short-lived access token in memory.
import { authContracts } from '#shared/contract/auth/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { ATTEMPT_RULES } from '#functions/domain/attempt-limits.ts';
import { authImplementations, type AuthSettings } from './implementations.ts';

export type AuthHandlerOptions = HandlerOptions & Partial<AuthSettings>;

/** The Lambda handler; tests pass `options.table` (DynamoDB Local) and may shorten the attempt limits or move the clock. */
export const buildHandler = (options: AuthHandlerOptions = {}) =>
  createHttpHandler(
    'auth',
    authContracts,
    authImplementations({ rules: options.rules ?? ATTEMPT_RULES, now: options.now ?? Date.now }),
    options,
  );

export const handler = buildHandler();

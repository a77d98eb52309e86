// Portal-origin auth endpoints. They talk to Cognito so that the refresh token stays in an httpOnly
// cookie and the SPA holds only a short-lived access token in memory.
import { authContracts } from '#shared/contract/auth/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { ATTEMPT_RULES } from '#functions/domain/attempt-limits.ts';
import type { AuthSettings } from './auth-settings.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { signInRoutes } from './sign-in.ts';

export type AuthHandlerOptions = HandlerOptions & Partial<AuthSettings>;

/** The Lambda handler; tests pass `options.table` (DynamoDB Local) and may shorten the attempt limits or move the clock. */
export const buildHandler = (options: AuthHandlerOptions = {}) => {
  const settings: AuthSettings = { rules: options.rules ?? ATTEMPT_RULES, now: options.now ?? Date.now };
  return createHttpHandler('auth', authContracts, { ...signInRoutes(settings), ...passwordResetRoutes(settings) }, options);
};

export const handler = buildHandler();

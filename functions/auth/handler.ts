// Portal-origin auth endpoints. They talk to Cognito so that the refresh token stays in an httpOnly
// cookie and the SPA holds only a short-lived access token in memory.
import { authContracts } from '#shared/contract/auth.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { authConfirmForgotPassword, authForgotPassword, authLogin, authNewPassword, authRefresh, logout } from './implementations.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler(
    'auth',
    authContracts,
    { authConfirmForgotPassword, authForgotPassword, authLogin, authNewPassword, authRefresh, logout },
    options,
  );

export const handler = buildHandler();

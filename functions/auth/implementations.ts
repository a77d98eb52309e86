// Portal-origin auth endpoints: each route of the auth Lambda.
import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import { AUTH } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { SessionResponse } from '#shared/api-types.ts';
import { getUserByIdentity } from '#functions/data/users.ts';
import type { RouteContext, RouteImplementation, RouteResult } from '#functions/http/http-handler.ts';
import { HttpError } from '#functions/lib/http-error.ts';
import {
  cognitoErrorToHttp,
  completeNewPassword,
  confirmPasswordReset,
  refreshSession,
  requestPasswordReset,
  revokeRefreshToken,
  signIn,
} from './cognito.ts';
import { clearedRefreshCookie, readRefreshToken, refreshCookie } from '#functions/lib/refresh-cookie.ts';

/** Claims of an access token that came straight from Cognito (already trusted; only decoded). */
function claimsOf(accessToken: string): { sub: string; exp?: number } {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as { sub?: string; exp?: number };
  if (!payload.sub) throw new Error('access token without sub');
  return { sub: payload.sub, exp: payload.exp };
}

/** A session for an enabled portal user; a disabled or unknown user gets its tokens revoked and a 403. */
async function sessionFor(
  context: Pick<RouteContext, 'table' | 'headers'>,
  tokens: AuthenticationResultType,
  refreshToken: string | undefined,
): Promise<RouteResult<SessionResponse>> {
  const accessToken = tokens.AccessToken as string;
  const claims = claimsOf(accessToken);
  const profile = await getUserByIdentity(context.table, claims.sub);
  if (!profile || profile.disabled) {
    if (refreshToken) await revokeRefreshToken(refreshToken);
    throw new HttpError(403, MESSAGES.login.disabledUser);
  }
  // Cognito states ExpiresIn; where it does not (the emulator), the token's own `exp` says it.
  const fromClaims = claims.exp ? claims.exp - Math.floor(Date.now() / 1000) : undefined;
  const expiresIn = tokens.ExpiresIn ?? fromClaims ?? AUTH.accessTokenMinutes * 60;
  return { body: { accessToken, expiresIn }, cookies: refreshToken ? [refreshCookie(refreshToken, context.headers.host)] : undefined };
}

async function mapCognito<T>(context: Parameters<typeof cognitoErrorToHttp>[1], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw cognitoErrorToHttp(error, context);
  }
}

/** E-mail and password: a session, or the new-password step of an invited user. */
export const authLogin: RouteImplementation<'authLogin'> = async (context) => {
  const { email, password } = context.input.body;
  const outcome = await mapCognito('sign-in', () => signIn(email, password));
  if (outcome.kind === 'new-password') return { body: { challenge: 'NEW_PASSWORD_REQUIRED', session: outcome.session } };
  return sessionFor(context, outcome.tokens, outcome.tokens.RefreshToken);
};

/** The invited user's first password: completes the challenge and opens a session. */
export const authNewPassword: RouteImplementation<'authNewPassword'> = async (context) => {
  const { email, session, newPassword } = context.input.body;
  const tokens = await mapCognito('new-password', () => completeNewPassword(email, session, newPassword));
  return sessionFor(context, tokens, tokens.RefreshToken);
};

/** A fresh access token from the refresh cookie alone (page reloads, before expiry). */
export const authRefresh: RouteImplementation<'authRefresh'> = async (context) => {
  const token = readRefreshToken(context.event.cookies, context.headers.cookie);
  if (!token) throw new HttpError(401, MESSAGES.login.sessionExpired);
  try {
    const tokens = await mapCognito('refresh', () => refreshSession(token));
    // Cognito keeps the same refresh token unless rotation is on; keep whichever is current.
    return await sessionFor(context, tokens, tokens.RefreshToken ?? token);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      throw new HttpError(401, error.message, [clearedRefreshCookie(context.headers.host)]);
    }
    throw error;
  }
};

/** Sends a reset code; the same answer whether or not the address exists. */
export const authForgotPassword: RouteImplementation<'authForgotPassword'> = async (context) => {
  await requestPasswordReset(context.input.body.email).catch((error: unknown) => {
    const mapped = cognitoErrorToHttp(error, 'reset');
    if (mapped instanceof HttpError && mapped.statusCode === 429) throw mapped;
    context.log.warn('forgot-password not sent', { error: (error as Error)?.name });
  });
  return { body: { success: true } };
};

/** A new password with the e-mailed code. */
export const authConfirmForgotPassword: RouteImplementation<'authConfirmForgotPassword'> = async (context) => {
  const { email, code, newPassword } = context.input.body;
  await mapCognito('reset', () => confirmPasswordReset(email, code, newPassword));
  return { body: { success: true } };
};

/** Revokes the refresh token and clears its cookie. */
export const logout: RouteImplementation<'logout'> = async (context) => {
  const token = readRefreshToken(context.event.cookies, context.headers.cookie);
  if (token) await revokeRefreshToken(token);
  return { body: { success: true }, cookies: [clearedRefreshCookie(context.headers.host)] };
};

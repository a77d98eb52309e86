// Opening and ending a portal session: the access token answered to the SPA with the refresh cookie,
// and logout, which ends the refresh token AND every access token issued before it (the profile's
// `tokensValidAfter`, functions/data/sessions.ts), since an access token is valid until it expires.
import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import type { SessionResponse } from '#shared/api-types.ts';
import { AUTH } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { fenceSecond, fenceTokens } from '#functions/data/sessions.ts';
import { getUserByIdentity } from '#functions/data/users.ts';
import type { RouteContext, RouteResult } from '#functions/http/http-handler.ts';
import { cognitoErrorName } from '#functions/lib/cognito-client.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError } from '#functions/lib/http-error.ts';
import { sessionCookies } from '#functions/lib/refresh-cookie.ts';
import { refreshSession, revokeRefreshToken } from './cognito.ts';
import { recordSignIn } from './sign-in-trail.ts';

/** Claims of an access token that came straight from Cognito (already trusted; only decoded). */
function claimsOf(accessToken: string): { sub: string; exp?: number } {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as { sub?: string; exp?: number };
  if (!payload.sub) throw new Error('access token without sub');
  return { sub: payload.sub, exp: payload.exp };
}

/**
 * A session for an enabled portal user; a disabled or unknown user gets its tokens revoked and a 403.
 * `signIn`: a sign-in (password or first password), recorded in the activity trail; a refresh is not.
 */
export async function sessionFor(
  context: Pick<RouteContext, 'table' | 'headers' | 'log'>,
  tokens: AuthenticationResultType,
  refreshToken: string | undefined,
  options: { signIn?: boolean } = {},
): Promise<RouteResult<SessionResponse>> {
  const accessToken = tokens.AccessToken as string;
  const claims = claimsOf(accessToken);
  const profile = await getUserByIdentity(context.table, claims.sub);
  if (!profile || profile.disabled) {
    if (refreshToken) await revokeRefreshToken(refreshToken);
    throw new HttpError(403, MESSAGES.login.disabledUser);
  }
  if (options.signIn) await recordSignIn(context, profile);
  // Cognito states ExpiresIn; where it does not (the emulator), the token's own `exp` says it.
  const fromClaims = claims.exp ? claims.exp - Math.floor(Date.now() / 1000) : undefined;
  const expiresIn = tokens.ExpiresIn ?? fromClaims ?? AUTH.accessTokenMinutes * 60;
  return { body: { accessToken, expiresIn }, cookies: refreshToken ? sessionCookies(refreshToken, context.headers.host) : undefined };
}

/**
 * Ends the session of a refresh token: its owner's access tokens issued before this second are refused
 * from now on, and the refresh token is revoked. The refresh token is opaque on AWS, so its owner is
 * learnt by trading it once for an access token (straight from Cognito, so only decoded); a token
 * already expired or revoked has no session left to end.
 */
export async function endSession(table: TableContext, refreshToken: string, nowMs: number): Promise<void> {
  const tokens = await refreshSession(refreshToken).catch((error: unknown) => {
    if (error instanceof HttpError || cognitoErrorName(error) === 'NotAuthorizedException') return undefined;
    throw error;
  });
  if (tokens?.AccessToken) {
    const profile = await getUserByIdentity(table, claimsOf(tokens.AccessToken).sub);
    if (profile) await fenceTokens(table, profile, fenceSecond(nowMs));
    // With rotation on, the trade handed out a new refresh token: it goes too.
    if (tokens.RefreshToken && tokens.RefreshToken !== refreshToken) await revokeRefreshToken(tokens.RefreshToken);
  }
  await revokeRefreshToken(refreshToken);
}

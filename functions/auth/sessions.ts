// Opening and ending a portal session: the access token answered to the SPA with the refresh cookie and
// the session's start (session-start-cookie.ts), a refresh refused for a session opened before the
// profile's sessions fence, and logout, which ends the access token it was called with and the refresh
// cookie's session (the profile's `tokensValidAfter`, functions/data/sessions.ts), since an access token
// is valid until it expires.
import type { AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import type { SessionResponse } from '#shared/api-types.ts';
import { AUTH } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { fenceSecond, fenceTokens, openedBeforeFence } from '#functions/data/sessions.ts';
import type { UserRecord } from '#functions/data/records.ts';
import { getUserByIdentity, markInvitationAccepted } from '#functions/data/users.ts';
import type { RouteContext, RouteResult } from '#functions/http/http-handler.ts';
import { cognitoErrorName } from '#functions/lib/cognito-client.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError } from '#functions/lib/http-error.ts';
import { sessionCookies } from '#functions/lib/refresh-cookie.ts';
import type { BearerToken } from './bearer-token.ts';
import { refreshSession, revokeRefreshToken } from './cognito.ts';
import { sessionStartCookie, sessionStartOf } from './session-start-cookie.ts';
import { recordSignIn } from './sign-in-trail.ts';

/** Claims of an access token that came straight from Cognito (already trusted; only decoded). */
function claimsOf(accessToken: string): { sub: string; exp?: number } {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as { sub?: string; exp?: number };
  if (!payload.sub) throw new Error('access token without sub');
  return { sub: payload.sub, exp: payload.exp };
}

/**
 * How the tokens came, at `at` (epoch milliseconds): a sign-in (password or first password, recorded in
 * the activity trail), or a refresh (of the session whose start the request's cookie proves).
 */
export interface Opening {
  signIn: boolean;
  at: number;
  /** The invited person's first password: their invitation is no longer pending. */
  firstPassword?: boolean;
}

/**
 * A session for an enabled portal user; a disabled or unknown user gets its tokens revoked and a 403, and
 * a refresh of a session opened before the profile's sessions fence (or of no proven start, once there is
 * a fence) gets them revoked and a 401.
 */
export async function sessionFor(
  context: Pick<RouteContext, 'table' | 'headers' | 'event' | 'log'>,
  tokens: AuthenticationResultType,
  refreshToken: string | undefined,
  opening: Opening,
): Promise<RouteResult<SessionResponse>> {
  const accessToken = tokens.AccessToken as string;
  const claims = claimsOf(accessToken);
  const profile = await getUserByIdentity(context.table, claims.sub);
  if (!profile || profile.disabled) {
    if (refreshToken) await revokeRefreshToken(refreshToken);
    throw new HttpError(403, MESSAGES.login.disabledUser);
  }
  const proven = opening.signIn ? undefined : sessionStartOf(context.event.cookies, context.headers.cookie, claims.sub);
  if (!opening.signIn && openedBeforeFence(profile, proven ?? 0)) {
    if (refreshToken) await revokeRefreshToken(refreshToken);
    throw new HttpError(401, SERVICE_MESSAGES.sessionEnded);
  }
  // A sign-in opens its session now, never before a fence it came after (two instances' clocks differ by
  // milliseconds); a refresh of no proven start that passed the fence is as good as one opened now.
  const startedAt = opening.signIn ? Math.max(opening.at, profile.sessionsValidAfter ?? 0) : (proven ?? opening.at);
  if (opening.signIn) await recordSignIn(context, profile);
  if (opening.firstPassword && profile.invitationPending) await acceptInvitation(context, profile);
  // Cognito states ExpiresIn; where it does not (the emulator), the token's own `exp` says it.
  const fromClaims = claims.exp ? claims.exp - Math.floor(Date.now() / 1000) : undefined;
  const expiresIn = tokens.ExpiresIn ?? fromClaims ?? AUTH.accessTokenMinutes * 60;
  const { host } = context.headers;
  return {
    body: { accessToken, expiresIn },
    cookies: refreshToken ? [...sessionCookies(refreshToken, host), sessionStartCookie(claims.sub, startedAt, host)] : undefined,
  };
}

/** Clears the profile's pending invitation (one UpdateItem); a failure is logged, never the sign-in's answer. */
async function acceptInvitation(context: Pick<RouteContext, 'table' | 'log'>, profile: UserRecord): Promise<void> {
  try {
    await markInvitationAccepted(context.table, profile);
  } catch (error) {
    context.log.error('pending invitation not cleared', { userId: profile.id, error: error instanceof Error ? error.name : 'unknown' });
  }
}

/** What a logout names: the access token it was called with (verified) and the refresh cookie's token. */
export interface EndingRequest {
  bearer?: BearerToken;
  refreshToken?: string;
}

/**
 * Ends what a logout names; false when it named no live session (nothing was ended). The bearer's owner
 * and the refresh token's owner (often one user) each get their access tokens fenced; the refresh token
 * is revoked.
 */
export async function endSession(table: TableContext, { bearer, refreshToken }: EndingRequest, nowMs: number): Promise<boolean> {
  const [byToken, byCookie] = await Promise.all([
    bearer ? endAccessToken(table, bearer, nowMs) : false,
    refreshToken ? endRefreshToken(table, refreshToken, nowMs) : false,
  ]);
  return byToken || byCookie;
}

/**
 * The fence passes the token's own second, so the very token a logout came with ends even when it was
 * issued in this second; the answer then waits for that second to begin (at most one), so a login made
 * after the logout's answer is never refused.
 */
async function endAccessToken(table: TableContext, token: BearerToken, nowMs: number): Promise<boolean> {
  const profile = await getUserByIdentity(table, token.sub);
  if (!profile) return false;
  const fence = Math.max(fenceSecond(nowMs), token.issuedAt + 1);
  await fenceTokens(table, profile, fence);
  const waitMs = Math.min(1000, fence * 1000 - Date.now());
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  return true;
}

/**
 * Ends the session of a refresh token: its owner's access tokens issued before this second are refused
 * from now on, and the refresh token is revoked. The refresh token is opaque on AWS, so its owner is
 * learnt by trading it once for an access token (straight from Cognito, so only decoded); a token
 * already expired or revoked has no session left to end (false).
 */
async function endRefreshToken(table: TableContext, refreshToken: string, nowMs: number): Promise<boolean> {
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
  return Boolean(tokens?.AccessToken);
}

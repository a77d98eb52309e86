// Signing in and out: the password login, the invited user's first password (bound to the browser that
// got the challenge), the refresh that keeps a session going, and logout. Every password guess goes
// through the attempt limits.
import { MESSAGES } from '#shared/messages.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { limitAttempts } from '#functions/domain/attempt-limits.ts';
import type { ImplementationsOf } from '#functions/http/http-handler.ts';
import { HttpError } from '#functions/lib/http-error.ts';
import { clearedSessionCookies, readRefreshToken } from '#functions/lib/refresh-cookie.ts';
import { attemptGate, failureOrOther, guesser, type AuthSettings } from './auth-settings.ts';
import { verifiedBearer } from './bearer-token.ts';
import { challengeCookie, challengeMatches, clearedChallengeCookie } from './challenge-cookie.ts';
import { awaitsNewPassword, completeNewPassword, isGuessFailure, mapCognito, refreshSession, signIn } from './cognito.ts';
import { clearedSessionStartCookie } from './session-start-cookie.ts';
import { endSession, sessionFor } from './sessions.ts';
import { recordFailedSignIn } from './sign-in-trail.ts';

/** Every cookie of a session, cleared: the refresh token, the hint and the session's start. */
const clearedCookies = (host: string | undefined) => [...clearedSessionCookies(host), clearedSessionStartCookie(host)];

type SignInRoutes = Pick<ImplementationsOf<'auth'>, 'authLogin' | 'authNewPassword' | 'authRefresh' | 'logout'>;

/** The sign-in and sign-out routes, with their attempt limits and clock. */
export function signInRoutes(settings: AuthSettings): SignInRoutes {
  return {
    /** E-mail and password: a session, or the new-password step of an invited user (bound to this browser). */
    authLogin: async (context) => {
      const { email, password } = context.input.body;
      const outcome = await mapCognito('sign-in', () =>
        limitAttempts(
          attemptGate(settings, context),
          'login',
          guesser(context, email),
          () =>
            signIn(email, password).catch(async (error: unknown) => {
              if (isGuessFailure(error)) await recordFailedSignIn(context, email);
              throw error;
            }),
          failureOrOther,
        ),
      );
      if (outcome.kind === 'new-password') {
        return {
          body: { challenge: 'NEW_PASSWORD_REQUIRED', session: outcome.session },
          cookies: [challengeCookie(email, outcome.session, context.headers.host)],
        };
      }
      return sessionFor(context, outcome.tokens, outcome.tokens.RefreshToken, { signIn: true, at: settings.now() });
    },

    /**
     * The invited user's first password: only from the browser that got the challenge (its cookie is the
     * HMAC of this e-mail and session) and only for an account still waiting for it; then a session, and
     * the profile's invitation no longer pending.
     */
    authNewPassword: async (context) => {
      const { email, session, newPassword } = context.input.body;
      const cleared = clearedChallengeCookie(context.headers.host);
      if (!challengeMatches(context.event.cookies, context.headers.cookie, email, session) || !(await awaitsNewPassword(email))) {
        throw new HttpError(401, SERVICE_MESSAGES.challengeExpired, [cleared]);
      }
      const tokens = await mapCognito('new-password', () => completeNewPassword(email, session, newPassword));
      const opened = await sessionFor(context, tokens, tokens.RefreshToken, { signIn: true, at: settings.now(), firstPassword: true });
      return { ...opened, cookies: [...(opened.cookies ?? []), cleared] };
    },

    /**
     * A fresh access token from the refresh cookie alone (page reloads, before expiry), unless the session
     * was opened before the profile's sessions fence (a password change or a reset since).
     */
    authRefresh: async (context) => {
      const token = readRefreshToken(context.event.cookies, context.headers.cookie);
      if (!token) throw new HttpError(401, MESSAGES.login.sessionExpired);
      try {
        const tokens = await mapCognito('refresh', () => refreshSession(token));
        // Rotation is on: Cognito hands out a new refresh token, which replaces the cookie's.
        return await sessionFor(context, tokens, tokens.RefreshToken, { signIn: false, at: settings.now() });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) {
          throw new HttpError(401, error.message, clearedCookies(context.headers.host));
        }
        throw error;
      }
    },

    /**
     * Ends the session the request names: the access token it came with (verified here: the route is
     * public) and the refresh cookie's token, the cookies cleared either way. Naming no live session is a
     * 401, never a success that ended nothing.
     */
    logout: async (context) => {
      const cookies = clearedCookies(context.headers.host);
      const ending = {
        bearer: await verifiedBearer(context.headers.authorization),
        refreshToken: readRefreshToken(context.event.cookies, context.headers.cookie),
      };
      if (!(await endSession(context.table, ending, settings.now()))) throw new HttpError(401, SERVICE_MESSAGES.noSessionToEnd, cookies);
      return { body: { success: true }, cookies };
    },
  };
}

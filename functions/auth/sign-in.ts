// Portal-origin auth endpoints: each route of the auth Lambda. Every guess (a password, a reset code,
// a reset e-mail) goes through the attempt limits; the first-login challenge is bound to the browser.
import { MESSAGES } from '#shared/messages.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { getEmailClaim } from '#functions/data/user-changes.ts';
import { fenceSessions } from '#functions/data/sessions.ts';
import { clientAddress, limitAttempts, type AttemptGate, type AttemptRules, type StepOutcome } from '#functions/domain/attempt-limits.ts';
import type { ImplementationsOf, RouteContext } from '#functions/http/http-handler.ts';
import { HttpError } from '#functions/lib/http-error.ts';
import { clearedSessionCookies, readRefreshToken } from '#functions/lib/refresh-cookie.ts';
import { verifiedBearer } from './bearer-token.ts';
import { challengeCookie, challengeMatches, clearedChallengeCookie } from './challenge-cookie.ts';
import {
  awaitsNewPassword,
  cognitoErrorToHttp,
  completeNewPassword,
  confirmPasswordReset,
  isGuessFailure,
  refreshSession,
  requestPasswordReset,
  signIn,
  signOutEverywhere,
} from './cognito.ts';
import { clearedSessionStartCookie } from './session-start-cookie.ts';
import { endSession, sessionFor } from './sessions.ts';
import { recordFailedSignIn } from './sign-in-trail.ts';

export interface AuthSettings {
  /** The attempt limits (tests shorten them). */
  rules: AttemptRules;
  /** Epoch milliseconds (tests move it). */
  now: () => number;
}

async function mapCognito<T>(context: Parameters<typeof cognitoErrorToHttp>[1], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw cognitoErrorToHttp(error, context);
  }
}

const failureOrOther = (error: unknown): StepOutcome => (isGuessFailure(error) ? 'failure' : 'other');

/** Who guesses: the e-mail typed and the client address API Gateway saw. */
const guesser = (context: Pick<RouteContext, 'event'>, email: string) => ({ email, address: clientAddress(context.event) });

/** Every cookie of a session, cleared: the refresh token, the hint and the session's start. */
const clearedCookies = (host: string | undefined) => [...clearedSessionCookies(host), clearedSessionStartCookie(host)];

/** The auth routes, with their attempt limits and clock. */
export function authImplementations(settings: AuthSettings): ImplementationsOf<'auth'> {
  const gate = (context: Pick<RouteContext, 'table'>): AttemptGate => ({ table: context.table, rules: settings.rules, now: settings.now });

  return {
    /** E-mail and password: a session, or the new-password step of an invited user (bound to this browser). */
    authLogin: async (context) => {
      const { email, password } = context.input.body;
      const outcome = await mapCognito('sign-in', () =>
        limitAttempts(
          gate(context),
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
     * HMAC of this e-mail and session) and only for an account still waiting for it; then a session.
     */
    authNewPassword: async (context) => {
      const { email, session, newPassword } = context.input.body;
      const cleared = clearedChallengeCookie(context.headers.host);
      if (!challengeMatches(context.event.cookies, context.headers.cookie, email, session) || !(await awaitsNewPassword(email))) {
        throw new HttpError(401, SERVICE_MESSAGES.challengeExpired, [cleared]);
      }
      const tokens = await mapCognito('new-password', () => completeNewPassword(email, session, newPassword));
      const opened = await sessionFor(context, tokens, tokens.RefreshToken, { signIn: true, at: settings.now() });
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

    /** Sends a reset code; the same answer whether or not the address exists. Every e-mail sent counts. */
    authForgotPassword: async (context) => {
      const { email } = context.input.body;
      await limitAttempts(
        gate(context),
        'forgot',
        guesser(context, email),
        () =>
          requestPasswordReset(email).catch((error: unknown) => {
            const mapped = cognitoErrorToHttp(error, 'reset');
            if (mapped instanceof HttpError && mapped.statusCode === 429) throw mapped;
            context.log.warn('forgot-password not sent', { error: (error as Error)?.name });
          }),
        () => 'other',
      );
      return { body: { success: true } };
    },

    /**
     * A new password with the e-mailed code. An unknown e-mail and a wrong code get the same answer. A
     * reset ends every session of the account, as a password change does: Cognito signs it out everywhere
     * (its refresh tokens), then the profile's fences refuse the access tokens and the sessions opened
     * before it, whatever the sign-out did.
     */
    authConfirmForgotPassword: async (context) => {
      const { email, code, newPassword } = context.input.body;
      await mapCognito('reset', () =>
        limitAttempts(gate(context), 'reset', guesser(context, email), () => confirmPasswordReset(email, code, newPassword), failureOrOther),
      );
      await signOutEverywhere(email).catch((error: unknown) => context.log.warn('global sign-out failed', { error: (error as Error)?.name }));
      const claim = await getEmailClaim(context.table, email);
      if (claim) await fenceSessions(context.table, { id: claim.userId, businessId: claim.businessId }, settings.now());
      return { body: { success: true } };
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

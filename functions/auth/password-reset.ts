// The forgotten password: the e-mailed code and the new password it sets. Every e-mail sent and every
// code tried goes through the attempt limits; the answers never say whether an e-mail has an account.
import { fenceSessions } from '#functions/data/sessions.ts';
import { getEmailClaim } from '#functions/data/user-changes.ts';
import { limitAttempts } from '#functions/domain/attempt-limits.ts';
import type { ImplementationsOf } from '#functions/http/http-handler.ts';
import { HttpError } from '#functions/lib/http-error.ts';
import { attemptGate, failureOrOther, guesser, type AuthSettings } from './auth-settings.ts';
import { cognitoErrorToHttp, confirmPasswordReset, mapCognito, requestPasswordReset, signOutEverywhere } from './cognito.ts';

type PasswordResetRoutes = Pick<ImplementationsOf<'auth'>, 'authForgotPassword' | 'authConfirmForgotPassword'>;

/** The password reset's routes, with their attempt limits and clock. */
export function passwordResetRoutes(settings: AuthSettings): PasswordResetRoutes {
  return {
    /** Sends a reset code; the same answer whether or not the address exists. Every e-mail sent counts. */
    authForgotPassword: async (context) => {
      const { email } = context.input.body;
      await limitAttempts(
        attemptGate(settings, context),
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
        limitAttempts(
          attemptGate(settings, context),
          'reset',
          guesser(context, email),
          () => confirmPasswordReset(email, code, newPassword),
          failureOrOther,
        ),
      );
      await signOutEverywhere(email).catch((error: unknown) => context.log.warn('global sign-out failed', { error: (error as Error)?.name }));
      const claim = await getEmailClaim(context.table, email);
      if (claim) await fenceSessions(context.table, { id: claim.userId, businessId: claim.businessId }, settings.now());
      return { body: { success: true } };
    },
  };
}

// Calls to Cognito made by the portal's auth endpoints, and the mapping of Cognito's errors to the
// Portuguese messages the login page shows.
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { MESSAGES } from '#shared/messages.ts';
import { clientId, cognito } from '#functions/lib/cognito-client.ts';
import { HttpError, invalidField } from '#functions/lib/http-error.ts';

export type SignInOutcome = { kind: 'tokens'; tokens: AuthenticationResultType } | { kind: 'new-password'; session: string };

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const result = await cognito().send(
    new InitiateAuthCommand({
      ClientId: clientId(),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.Session) {
    return { kind: 'new-password', session: result.Session };
  }
  if (!result.AuthenticationResult?.AccessToken) throw new HttpError(401, MESSAGES.login.unexpected);
  return { kind: 'tokens', tokens: result.AuthenticationResult };
}

export async function completeNewPassword(email: string, session: string, newPassword: string) {
  const result = await cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId(),
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
    }),
  );
  if (!result.AuthenticationResult?.AccessToken) throw new HttpError(400, MESSAGES.login.unexpected);
  return result.AuthenticationResult;
}

export async function refreshSession(refreshToken: string) {
  const result = await cognito().send(
    new InitiateAuthCommand({
      ClientId: clientId(),
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
  if (!result.AuthenticationResult?.AccessToken) throw new HttpError(401, MESSAGES.login.sessionExpired);
  return result.AuthenticationResult;
}

export async function requestPasswordReset(email: string): Promise<void> {
  await cognito().send(new ForgotPasswordCommand({ ClientId: clientId(), Username: email }));
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await cognito().send(
    new ConfirmForgotPasswordCommand({ ClientId: clientId(), Username: email, ConfirmationCode: code, Password: newPassword }),
  );
}

export { revokeRefreshToken } from '#functions/lib/cognito-client.ts';

/** Maps a Cognito error to what the user may see; anything unknown stays a 500. */
export function cognitoErrorToHttp(error: unknown, context: 'sign-in' | 'new-password' | 'reset' | 'refresh'): unknown {
  const name = (error as { name?: string })?.name ?? '';
  const message = (error as { message?: string })?.message ?? '';
  switch (name) {
    case 'NotAuthorizedException':
      if (/disabled/i.test(message)) return new HttpError(403, MESSAGES.login.disabledUser);
      if (context === 'refresh') return new HttpError(401, MESSAGES.login.sessionExpired);
      if (context === 'new-password') return new HttpError(401, MESSAGES.login.sessionExpired);
      return new HttpError(401, MESSAGES.login.wrongCredentials);
    case 'UserNotFoundException':
    case 'InvalidPasswordException':
      if (context === 'new-password' || context === 'reset') return invalidField('newPassword', MESSAGES.login.passwordPolicy);
      return new HttpError(401, MESSAGES.login.wrongCredentials);
    case 'InvalidParameterException':
      if (context === 'new-password' || context === 'reset') return invalidField('newPassword', MESSAGES.login.passwordPolicy);
      return new HttpError(400, MESSAGES.errors.invalidInput);
    case 'PasswordResetRequiredException':
      return new HttpError(401, MESSAGES.login.passwordResetRequired);
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
      return invalidField('code', MESSAGES.login.invalidCode);
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
    case 'LimitExceededException':
      return new HttpError(429, MESSAGES.login.tooManyAttempts);
    default:
      return error;
  }
}

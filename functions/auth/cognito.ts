// Calls to Cognito made by the portal's auth endpoints, and the mapping of Cognito's errors to the
// Portuguese messages the login page shows.
import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ENV } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { HttpError, invalidField } from '#functions/lib/http-error.ts';

let client: CognitoIdentityProviderClient | undefined;

function cognito(): CognitoIdentityProviderClient {
  const endpoint = process.env[ENV.cognitoEndpoint];
  client ??= new CognitoIdentityProviderClient(endpoint ? { endpoint } : {});
  return client;
}

const clientId = (): string => {
  const id = process.env[ENV.userPoolClientId];
  if (!id) throw new Error(`${ENV.userPoolClientId} is not set`);
  return id;
};

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

/** Revokes a refresh token (and the access tokens issued from it); failures are not the user's concern. */
export async function revokeRefreshToken(token: string): Promise<void> {
  await cognito()
    .send(new RevokeTokenCommand({ ClientId: clientId(), Token: token }))
    .catch(() => undefined);
}

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

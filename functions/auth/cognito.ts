// Calls to Cognito made by the portal's auth endpoints, and the mapping of Cognito's errors to the
// Portuguese messages the login page shows.
import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { MESSAGES } from '#shared/messages.ts';
import { PASSWORD_POLICY } from '#shared/password-policy.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { clientId, cognito, cognitoErrorName, userPoolId } from '#functions/lib/cognito-client.ts';
import { HttpError, invalidField } from '#functions/lib/http-error.ts';

const POLICY_MESSAGE = SERVICE_MESSAGES.passwordPolicy(PASSWORD_POLICY.minLength);

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

/**
 * Whether the account still waits for its first password (FORCE_CHANGE_PASSWORD): new-password is for
 * that state only, whatever the Cognito in front of us checks of the session.
 */
export async function awaitsNewPassword(email: string): Promise<boolean> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    return user.UserStatus === 'FORCE_CHANGE_PASSWORD';
  } catch (error) {
    if (cognitoErrorName(error) === 'UserNotFoundException') return false;
    throw error;
  }
}

/**
 * New tokens from a refresh token, through GetTokensFromRefreshToken: the pool's client rotates refresh
 * tokens (which turns REFRESH_TOKEN_AUTH off), so the answer carries a new refresh token and the one
 * presented stops working after the client's grace period. Presented after that, Cognito answers
 * RefreshTokenReuseException: for the portal, like an expired one, the session is over.
 */
export async function refreshSession(refreshToken: string): Promise<AuthenticationResultType> {
  try {
    const result = await cognito().send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId(), RefreshToken: refreshToken }));
    return tokensOrExpired(result.AuthenticationResult);
  } catch (error) {
    if (cognitoErrorName(error) === 'RefreshTokenReuseException') throw new HttpError(401, MESSAGES.login.sessionExpired);
    throw error;
  }
}

function tokensOrExpired(result: AuthenticationResultType | undefined): AuthenticationResultType {
  if (!result?.AccessToken) throw new HttpError(401, MESSAGES.login.sessionExpired);
  return result;
}

export async function requestPasswordReset(email: string): Promise<void> {
  await cognito().send(new ForgotPasswordCommand({ ClientId: clientId(), Username: email }));
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await cognito().send(
    new ConfirmForgotPasswordCommand({ ClientId: clientId(), Username: email, ConfirmationCode: code, Password: newPassword }),
  );
}

/**
 * Every refresh token of the account stops working (a reset ends every session). The caller has no token
 * of the account, so this is the pool administrator's call, granted to the auth Lambda alone.
 */
export async function signOutEverywhere(email: string): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: email }));
}

export { revokeRefreshToken } from '#functions/lib/cognito-client.ts';

/** Errors of a wrong password or code, or of an unknown account: the failures the attempt limits count. */
const FAILURES = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  // cognito-local's answer to a wrong password at sign-in.
  'InvalidPasswordException',
  'CodeMismatchException',
  'ExpiredCodeException',
]);

/** Whether a sign-in step's error counts against the attempt limits (functions/domain/attempt-limits.ts). */
export const isGuessFailure = (error: unknown): boolean =>
  FAILURES.has(cognitoErrorName(error)) && !/disabled/i.test((error as Error)?.message ?? '');

/**
 * A reset refused for any reason the user could tell apart (an unknown e-mail, a wrong or expired code, an
 * account that cannot reset) is the one wrong-code answer, so the answer never says whether an e-mail exists.
 */
const RESET_REFUSALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'InvalidParameterException',
]);

/** The auth step a Cognito error came from: the same error means different things in each. */
export type CognitoStep = 'sign-in' | 'new-password' | 'reset' | 'refresh';

const wrongCredentials = () => new HttpError(401, MESSAGES.login.wrongCredentials);
const challengeExpired = () => new HttpError(401, SERVICE_MESSAGES.challengeExpired);
const invalidCode = () => invalidField('code', MESSAGES.login.invalidCode);
const policyRefused = () => invalidField('newPassword', POLICY_MESSAGE);
const tooManyAttempts = () => new HttpError(429, MESSAGES.login.tooManyAttempts);

/** What the user sees of each Cognito error the portal knows, by the step it came from (and its message). */
const ANSWERS = new Map<string, (step: CognitoStep, message: string) => unknown>([
  [
    'NotAuthorizedException',
    (step, message) => {
      if (/disabled/i.test(message)) return new HttpError(403, MESSAGES.login.disabledUser);
      if (step === 'refresh') return new HttpError(401, MESSAGES.login.sessionExpired);
      return step === 'new-password' ? challengeExpired() : wrongCredentials();
    },
  ],
  ['UserNotFoundException', (step) => (step === 'new-password' ? challengeExpired() : wrongCredentials())],
  ['InvalidPasswordException', (step) => (step === 'new-password' || step === 'reset' ? policyRefused() : wrongCredentials())],
  ['InvalidParameterException', (step) => (step === 'new-password' ? policyRefused() : new HttpError(400, MESSAGES.errors.invalidInput))],
  ['PasswordResetRequiredException', () => new HttpError(401, MESSAGES.login.passwordResetRequired)],
  ['CodeMismatchException', invalidCode],
  ['ExpiredCodeException', invalidCode],
  ['TooManyRequestsException', tooManyAttempts],
  ['TooManyFailedAttemptsException', tooManyAttempts],
  ['LimitExceededException', tooManyAttempts],
]);

/** Maps a Cognito error to what the user may see; anything unknown stays as it is (a 500, or the 503 of an outage). */
export function cognitoErrorToHttp(error: unknown, context: CognitoStep): unknown {
  const name = cognitoErrorName(error);
  if (context === 'reset' && RESET_REFUSALS.has(name)) return invalidCode();
  const answer = ANSWERS.get(name);
  return answer ? answer(context, (error as { message?: string })?.message ?? '') : error;
}

/** Runs a step of `context`, its Cognito errors mapped to what the user may see. */
export async function mapCognito<T>(context: CognitoStep, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw cognitoErrorToHttp(error, context);
  }
}

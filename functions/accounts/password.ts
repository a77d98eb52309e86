// The password change of the signed-in user, through Cognito as the public client with the caller's own
// access token (ChangePassword, then GlobalSignOut): no IAM grant, and nobody can change another's.
import { ChangePasswordCommand, GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { FieldErrors } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { meetsPasswordPolicy, PASSWORD_POLICY } from '#shared/password-policy.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { cognito } from '#functions/lib/cognito-client.ts';
import { HttpError, invalidField, unauthorized, ValidationError } from '#functions/lib/http-error.ts';
import type { Logger } from '#functions/lib/logger.ts';

/** The pool's policy refusal (shared/password-policy.ts), checked here too since the emulator checks none. */
const POLICY_MESSAGE = SERVICE_MESSAGES.passwordPolicy(PASSWORD_POLICY.minLength);

export interface PasswordChange {
  password: string;
  password_confirmation: string;
  current_password: string;
}

/** A new password wants the current one (OWASP ASVS), a matching confirmation and the pool's policy. */
export function passwordChangeErrors({ password, password_confirmation, current_password }: PasswordChange): FieldErrors {
  const errors: FieldErrors = {};
  if (password !== password_confirmation) errors.password_mismatch = [MANAGEMENT_MESSAGES.account.passwordMismatch];
  if (password && !meetsPasswordPolicy(password)) errors.password = [POLICY_MESSAGE];
  if (!current_password) errors.current_password = [MANAGEMENT_MESSAGES.account.currentPasswordRequired];
  return errors;
}

/** The bearer token the request came with (already verified by the authorizer). */
export function bearerToken(headers: Record<string, string | undefined>): string {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  if (!match) throw unauthorized();
  return match[1];
}

/** ChangePassword with the caller's token; Cognito's refusals become the form's field errors. */
export async function changeOwnPassword(accessToken: string, previous: string, proposed: string): Promise<void> {
  try {
    await cognito().send(new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed }));
  } catch (error) {
    throw changePasswordError(error);
  }
}

/** Whether a change was refused for a wrong current password (a guess, counted as a wrong login). */
export const wrongCurrentPassword = (error: unknown): boolean => {
  const messages = error instanceof ValidationError ? error.fieldErrors.current_password : undefined;
  return Array.isArray(messages) && messages.includes(MANAGEMENT_MESSAGES.account.currentPasswordWrong);
};

/**
 * AWS answers a wrong current password with NotAuthorizedException and a policy failure with
 * InvalidPasswordException ("Password did not conform with policy…"); cognito-local answers a wrong
 * current password with InvalidPasswordException ("Invalid password") and checks no policy.
 */
function changePasswordError(error: unknown): unknown {
  const name = (error as { name?: string })?.name ?? '';
  const message = (error as { message?: string })?.message ?? '';
  switch (name) {
    case 'NotAuthorizedException':
      if (/token/i.test(message)) return unauthorized();
      return invalidField('current_password', MANAGEMENT_MESSAGES.account.currentPasswordWrong);
    case 'InvalidPasswordException':
      if (/conform|policy/i.test(message)) return invalidField('password', POLICY_MESSAGE);
      return invalidField('current_password', MANAGEMENT_MESSAGES.account.currentPasswordWrong);
    case 'InvalidParameterException':
    case 'PasswordHistoryPolicyViolationException':
      return invalidField('password', POLICY_MESSAGE);
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return new HttpError(429, MESSAGES.login.tooManyAttempts);
    default:
      return error;
  }
}

/**
 * Signs the user out everywhere (every refresh token of theirs revoked). A failure is logged; the caller
 * still revokes the refresh cookie's token.
 */
export async function signOutEverywhere(accessToken: string, log: Logger): Promise<void> {
  try {
    await cognito().send(new GlobalSignOutCommand({ AccessToken: accessToken }));
  } catch (error) {
    log.warn('global sign-out failed', { error: (error as Error)?.name });
  }
}

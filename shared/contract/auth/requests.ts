// The portal's own auth endpoints (public): they talk to Cognito and keep the refresh token in an
// httpOnly cookie, so the SPA holds only a short-lived access token in memory.
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants.ts';
import { meetsPasswordPolicy, PASSWORD_POLICY } from '../../password-policy.ts';
import { SERVICE_MESSAGES } from '../../service-messages.ts';
import { emailField, passwordField, plainText } from '../fields.ts';

const session = z.string().check(z.minLength(1), z.maxLength(4096), plainText);
const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(32), plainText);
/** A password the user chooses: the pool's policy, checked here since the Cognito emulator checks none. */
export const newPasswordField = z
  .string()
  .check(
    z.maxLength(INPUT_LIMITS.password),
    z.refine(meetsPasswordPolicy, { error: SERVICE_MESSAGES.passwordPolicy(PASSWORD_POLICY.minLength) }),
  );

export const authContracts = {
  authLogin: { body: z.object({ email: emailField, password: passwordField }) },
  authNewPassword: { body: z.object({ email: emailField, session, newPassword: newPasswordField }) },
  authRefresh: {},
  authForgotPassword: { body: z.object({ email: emailField }) },
  authConfirmForgotPassword: {
    body: z.object({ email: emailField, code, newPassword: newPasswordField }),
  },
  logout: {},
};

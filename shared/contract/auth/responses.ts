// The portal-origin auth endpoints' answers. The refresh token never travels in a body: it stays in
// the httpOnly cookie these routes set (functions/auth/sessions.ts).
import * as z from 'zod/mini';
import { successResponse } from '../common-responses.ts';

export const sessionResponse = z.strictObject({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.int(),
});
export type SessionResponse = z.output<typeof sessionResponse>;

/** An invited user's first sign-in: the new-password step, bound to this browser by a cookie. */
export const newPasswordChallengeResponse = z.strictObject({ challenge: z.literal('NEW_PASSWORD_REQUIRED'), session: z.string() });
export type NewPasswordChallengeResponse = z.output<typeof newPasswordChallengeResponse>;

export const loginResponse = z.union([sessionResponse, newPasswordChallengeResponse]);
export type LoginResponse = z.output<typeof loginResponse>;

export const authResponses = {
  authLogin: loginResponse,
  authNewPassword: sessionResponse,
  authRefresh: sessionResponse,
  authForgotPassword: successResponse,
  authConfirmForgotPassword: successResponse,
  logout: successResponse,
};

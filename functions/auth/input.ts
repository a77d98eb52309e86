// Bodies of the auth endpoints.
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../shared/constants.ts';

const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(INPUT_LIMITS.email)),
  z.email(),
);
const password = z.string().check(z.minLength(1), z.maxLength(INPUT_LIMITS.password));

export const loginBody = z.object({ email, password });
export const newPasswordBody = z.object({ email, session: z.string().check(z.minLength(1), z.maxLength(4096)), newPassword: password });
export const forgotBody = z.object({ email });
export const confirmForgotBody = z.object({ email, code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)), newPassword: password });

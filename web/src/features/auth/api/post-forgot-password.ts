import type { RequestOf } from '#web/lib/route-request.ts';
import { originRequest } from '#web/lib/route-request.ts';

/** Asks for a reset code by e-mail; the same answer whether or not the address exists. */
export const postForgotPassword = (body: RequestOf<'authForgotPassword'>['body']) => originRequest('authForgotPassword', { body });

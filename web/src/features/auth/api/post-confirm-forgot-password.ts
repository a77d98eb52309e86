import type { RequestOf } from '#web/lib/route-request.ts';
import { originRequest } from '#web/lib/route-request.ts';

/** The e-mailed code + a new password; a 422 naming `code` when the code is wrong or expired. */
export const postConfirmForgotPassword = (body: RequestOf<'authConfirmForgotPassword'>['body']) =>
  originRequest('authConfirmForgotPassword', { body });

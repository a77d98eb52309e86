import type { RequestOf } from '#web/lib/route-request.ts';
import { originRequest } from '#web/lib/route-request.ts';

/** E-mail + password → a session, or the first-login new-password challenge. Sets the refresh cookie. */
export const postLogin = (body: RequestOf<'authLogin'>['body']) => originRequest('authLogin', { body });

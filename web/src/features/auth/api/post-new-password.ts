import type { RequestOf } from '#web/lib/route-request.ts';
import { originRequest } from '#web/lib/route-request.ts';

/** Answers the first-login challenge with the user's own password → a session. */
export const postNewPassword = (body: RequestOf<'authNewPassword'>['body']) => originRequest('authNewPassword', { body });

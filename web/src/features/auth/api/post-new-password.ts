import type { RequestOf } from '../../../lib/route-request.ts';
import { originRequest } from '../../../lib/route-request.ts';

/** Answers the first-login challenge with the user's own password → a session. */
export const postNewPassword = (body: RequestOf<'authNewPassword'>['body']) => originRequest('authNewPassword', { body });

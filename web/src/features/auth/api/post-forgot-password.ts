import type { ForgotPasswordRequest, SuccessResponse } from '../../../../../shared/api-types.ts';
import { buildPath } from '../../../../../shared/routes.ts';
import { fetchJson } from '../../../lib/http.ts';

/** Sends a reset code by e-mail; always succeeds, so it never tells whether an account exists. */
export const postForgotPassword = (request: ForgotPasswordRequest): Promise<SuccessResponse> =>
  fetchJson<SuccessResponse>(buildPath('authForgotPassword'), { method: 'POST', body: request });

import type { ConfirmForgotPasswordRequest, SuccessResponse } from '../../../../../shared/api-types.ts';
import { buildPath } from '../../../../../shared/routes.ts';
import { fetchJson } from '../../../lib/http.ts';

/** The e-mailed code + a new password; 400 `{error}` when the code is wrong or expired. */
export const postConfirmForgotPassword = (request: ConfirmForgotPasswordRequest): Promise<SuccessResponse> =>
  fetchJson<SuccessResponse>(buildPath('authConfirmForgotPassword'), { method: 'POST', body: request });

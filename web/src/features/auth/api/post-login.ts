import type { LoginRequest, LoginResponse } from '../../../../../shared/api-types.ts';
import { buildPath } from '../../../../../shared/routes.ts';
import { fetchJson } from '../../../lib/http.ts';

/** E-mail + password → a session, or the first-login new-password challenge. Sets the refresh cookie. */
export const postLogin = (request: LoginRequest): Promise<LoginResponse> =>
  fetchJson<LoginResponse>(buildPath('authLogin'), { method: 'POST', body: request });

import type { NewPasswordRequest, SessionResponse } from '../../../../../shared/api-types.ts';
import { buildPath } from '../../../../../shared/routes.ts';
import { fetchJson } from '../../../lib/http.ts';

/** Answers the first-login challenge with the user's own password → a session. */
export const postNewPassword = (request: NewPasswordRequest): Promise<SessionResponse> =>
  fetchJson<SessionResponse>(buildPath('authNewPassword'), { method: 'POST', body: request });

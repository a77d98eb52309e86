import { MESSAGES } from '#shared/messages.ts';
import { isApiError } from '#web/lib/api-error.ts';

// Used when an answer carries no `error` text of its own (or never arrived).
const BY_STATUS: Record<number, string> = {
  401: MESSAGES.login.wrongCredentials,
  403: MESSAGES.login.disabledUser,
  429: MESSAGES.login.tooManyAttempts,
};

/** The text to show for a failed auth request: the server's own message first (a 422's: its first field message). */
export function authErrorMessage(error: unknown, fallback: string = MESSAGES.login.unexpected): string {
  if (!isApiError(error)) return fallback;
  const firstFieldMessage = Object.values(error.fieldErrors)[0]?.[0];
  return error.message || firstFieldMessage || BY_STATUS[error.status] || fallback;
}

/** The first server message for a field, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors[field]?.[0] : undefined;
}

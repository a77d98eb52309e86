import { isApiError } from '#web/lib/api-error.ts';

/**
 * A 429's own words (which limit, and how long to wait), which tell the user more than a form's generic
 * failure; undefined for any other failure. Apart from api-error.ts so only the forms that meet a limit
 * carry it.
 */
export const limitMessage = (error: unknown): string | undefined => (isApiError(error) && error.status === 429 && error.message) || undefined;

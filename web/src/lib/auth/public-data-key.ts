/**
 * SWR keys of data anyone may read (a subdomain's branding). Signing in or out empties the cache of the
 * previous user's data but keeps these: the login page that follows a sign-out still wears its business's
 * look, instead of losing it when the cache is emptied a moment after the page was drawn.
 */
export const publicDataKey = <Parts extends readonly string[]>(...parts: Parts) => ['public', ...parts] as const;

export const isPublicDataKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'public';

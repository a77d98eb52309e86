import { ROUTES, routeIds } from '#shared/routes.ts';
import type { ReadRouteId } from '../data/route-key.ts';
import type { RouteCache } from '../data/route-hooks.ts';

/**
 * The reads whose answers belong to the signed-in user: every GET route but the public ones. Data anyone
 * may read (a subdomain's branding) outlives a sign-in or sign-out: the login page that follows a
 * sign-out still wears its business's look, instead of losing it when the cache is emptied a moment
 * after the page was drawn.
 */
const SESSION_READS = routeIds.filter((id): id is ReadRouteId => ROUTES[id].method === 'GET' && ROUTES[id].audience !== 'public');

/** Forgets every cached answer of the session, asking nothing again. */
export const forgetSessionAnswers = (cache: RouteCache) => Promise.all(SESSION_READS.map((id) => cache.drop(id)));

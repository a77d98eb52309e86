import type { Access } from '#shared/access.ts';
import { CLIENT_ROUTES, DEFAULT_ROUTE, type ClientRoute, type ClientRouteName } from '#web/lib/client-routes.ts';

/** Whether a user with this access may open the route (no `access` list means any signed-in user). */
export function canAccess(name: ClientRouteName, access: Access): boolean {
  const allowed = (CLIENT_ROUTES[name] as ClientRoute).access;
  return !allowed || allowed.includes(access);
}

/** Where "home" is for this user: the spec's default route, or the admin's first screen (admins have no dashboard list). */
export function homeRouteFor(access: Access): ClientRouteName {
  return canAccess(DEFAULT_ROUTE, access) ? DEFAULT_ROUTE : 'business-list';
}

import { useMatches, useParams } from 'react-router-dom';
import type { ClientRouteName } from '#web/lib/client-routes.ts';

/** Set on every spec route in the router: the shell reads it for access, breadcrumb and toolbar. */
export interface RouteHandle {
  routeName: ClientRouteName;
}

/** The spec route on screen and its path parameters. */
export function useCurrentRoute(): { name: ClientRouteName | undefined; params: Record<string, string | undefined> } {
  const matches = useMatches();
  const params = useParams();
  const handle = matches.findLast((match) => (match.handle as RouteHandle | undefined)?.routeName)?.handle as RouteHandle | undefined;
  return { name: handle?.routeName, params };
}

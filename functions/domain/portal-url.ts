// The web address of a business's portal: its subdomain under the portal's own host, as the first of
// the configured portal origins (`PORTAL_ORIGINS`) names it. On AWS that is the portal's address; on
// the local stack the gateway's `http://localhost:<port>`, whose subdomains (`demo.localhost`) the
// browser resolves to the same machine.
import { PORTAL_ORIGINS_VAR } from '#shared/constants.ts';
import { parseHttpUrl, splitOrigins } from '#functions/lib/portal-origins.ts';

/** `https://<subdomain>.<host[:port]>` of the first origin in `origins` (comma-separated); undefined without one. */
export function businessPortalUrl(subdomain: string, origins: string | undefined): string | undefined {
  const [first] = splitOrigins(origins);
  if (!first || !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(subdomain)) return undefined;
  const portal = parseHttpUrl(first);
  if (!portal) return undefined;
  return `${portal.protocol}//${subdomain.toLowerCase()}.${portal.host}`;
}

/** The business's portal address from this function's environment. */
export const businessPortalUrlFromEnv = (subdomain: string, env: NodeJS.ProcessEnv = process.env): string | undefined =>
  businessPortalUrl(subdomain, env[PORTAL_ORIGINS_VAR]);

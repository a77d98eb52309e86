// The web address of a business's portal, from the pattern the deploy sets (PORTAL_BUSINESS_URL):
// its subdomain under the portal's domain, or the portal's one host with `?empresa=` where there is no
// domain of its own (shared/business-address.ts).
import { businessAddress } from '#shared/business-address.ts';
import { BUSINESS_URL_VAR } from '#shared/constants.ts';

/** The business's portal address from this function's environment; undefined without a pattern. */
export const businessPortalUrlFromEnv = (subdomain: string, env: NodeJS.ProcessEnv = process.env): string | undefined =>
  businessAddress(env[BUSINESS_URL_VAR], subdomain);

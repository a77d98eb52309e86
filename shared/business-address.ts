// A client business's own address on the portal. With a domain of its own, the portal serves each
// business on a subdomain (`https://acme.portal.example.com`); the bare CloudFront host has no
// subdomains, so there the business is named in the query (`https://d1234.cloudfront.net/?empresa=acme`).
// The deploy writes which of the two as a pattern: config.json's `businessUrl` and the functions'
// PORTAL_BUSINESS_URL. Which business a page's address names is shared/business-of-page.ts.
import { BUSINESS_QUERY_PARAMETER, SUBDOMAIN_LABEL, SUBDOMAIN_PLACEHOLDER } from './business-of-page.ts';

/** The pattern of a portal with a domain of its own: each business on `<subdomain>.<domain>`. */
export const subdomainAddressPattern = (domainName: string): string => `https://${SUBDOMAIN_PLACEHOLDER}.${domainName}`;

/** The pattern of a portal on one host only (`https://<host>`): each business named in the query. */
export const queryAddressPattern = (origin: string): string => `${origin}/?${BUSINESS_QUERY_PARAMETER}=${SUBDOMAIN_PLACEHOLDER}`;

/** The business's address from the pattern; undefined without a pattern or for something that is no subdomain. */
export function businessAddress(pattern: string | undefined, subdomain: string): string | undefined {
  const label = subdomain.trim().toLowerCase();
  if (!pattern?.includes(SUBDOMAIN_PLACEHOLDER) || !SUBDOMAIN_LABEL.test(label)) return undefined;
  return pattern.replace(SUBDOMAIN_PLACEHOLDER, label);
}

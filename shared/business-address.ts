// A client business's own address on the portal. With a domain of its own, the portal serves each
// business on a subdomain (`https://acme.portal.example.com`); the bare CloudFront host has no
// subdomains, so there the business is named in the query (`https://d1234.cloudfront.net/?empresa=acme`).
// The deploy writes which of the two as a pattern: config.json's `businessUrl` and the functions'
// PORTAL_BUSINESS_URL.

/** Where a pattern takes the business's subdomain. */
export const SUBDOMAIN_PLACEHOLDER = '{subdomain}';

/** The query parameter that names a business where the host cannot (`/?empresa=acme`). */
export const BUSINESS_QUERY_PARAMETER = 'empresa';

/** One DNS label, as a business's subdomain is stored (lower case). */
export const SUBDOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

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

/**
 * The domain whose subdomains are businesses (`portal.example.com`), when the pattern puts the
 * business in the host; undefined for a query pattern.
 */
export function businessDomain(pattern: string | undefined): string | undefined {
  const prefix = `${SUBDOMAIN_PLACEHOLDER}.`;
  const host = pattern?.match(/^https?:\/\/([^/?#]+)/)?.[1]?.toLowerCase();
  return host?.startsWith(prefix) ? host.slice(prefix.length).replace(/:\d+$/, '') : undefined;
}

/**
 * The business a page's address names: `?empresa=` first; else the host's first label when the host
 * is one label under the pattern's domain; else under `localhost`, whose every name browsers resolve
 * to this machine (the local stack serves `demo.localhost` as the domain serves its subdomains).
 * `www` is never a business; anything that is not one label is no business at all.
 */
export function businessOfPage(url: Pick<URL, 'hostname' | 'searchParams'>, pattern: string | undefined): string | null {
  const named = url.searchParams.get(BUSINESS_QUERY_PARAMETER);
  if (named !== null) return asLabel(named);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  for (const domain of [businessDomain(pattern), 'localhost']) {
    if (domain && host.endsWith(`.${domain}`)) return asLabel(host.slice(0, -(domain.length + 1)));
  }
  return null;
}

function asLabel(text: string): string | null {
  const label = text.trim().toLowerCase();
  return SUBDOMAIN_LABEL.test(label) && label !== 'www' ? label : null;
}

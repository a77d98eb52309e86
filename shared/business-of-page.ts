// Which business a page's address names, by the deploy's pattern of a business's address
// (shared/business-address.ts), and the names both share. Apart from the address builder so the login
// page carries only this (and the SPA's first script none of it).

/** Where the pattern of a business's address takes its subdomain. */
export const SUBDOMAIN_PLACEHOLDER = '{subdomain}';
/** The query parameter that names a business where the host cannot (`/?empresa=acme`). */
export const BUSINESS_QUERY_PARAMETER = 'empresa';
/** One DNS label, as a business's subdomain is stored (lower case). */
export const SUBDOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

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
  if (named !== null) return businessLabel(named);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  for (const domain of [businessDomain(pattern), 'localhost']) {
    if (domain && host.endsWith(`.${domain}`)) return businessLabel(host.slice(0, -(domain.length + 1)));
  }
  return null;
}

/** `text` as a business's subdomain (trimmed, lower case), or null for `www` and anything that is not one label. */
export function businessLabel(text: string): string | null {
  const label = text.trim().toLowerCase();
  return SUBDOMAIN_LABEL.test(label) && label !== 'www' ? label : null;
}

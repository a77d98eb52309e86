// Which business's login a page shows: the one its address names (its subdomain, or `?empresa=` on a
// portal with no domain of its own; shared/business-address.ts). A business named by `?empresa=` is
// remembered while the page is open, because the address loses the query at the first redirect
// (`/` → `/login`) and at a sign-out, and its staff should keep their company's look throughout. In
// memory only, like everything else the SPA keeps.
import { BUSINESS_QUERY_PARAMETER, businessOfPage } from '#shared/business-address.ts';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';

type PageAddress = Pick<Location, 'href'>;

let namedByQuery: string | null = null;

/** Remembers (or, for an empty or invalid name, forgets) the business `?empresa=` names; called at start, before the router rewrites the address. */
export function rememberNamedBusiness(location: PageAddress = window.location): void {
  const url = new URL(location.href);
  if (url.searchParams.has(BUSINESS_QUERY_PARAMETER)) namedByQuery = businessOfPage(url, undefined);
}

/** The business of this page's address, or the one `?empresa=` named when the page opened; null for the portal's plain login. */
export function pageBusiness(location: PageAddress = window.location): string | null {
  return businessOfPage(new URL(location.href), getRuntimeConfig().businessUrl) ?? namedByQuery;
}

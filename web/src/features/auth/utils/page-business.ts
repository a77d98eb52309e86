// Which business's login a page shows: the one its address names (its subdomain, or `?empresa=` on a
// portal with no domain of its own; shared/business-of-page.ts). A business named by `?empresa=` is
// remembered while the page is open: the first redirects take the query off the address, and a
// sign-out's `/login` has none, yet the company's staff should keep its look throughout. In memory
// only, like everything the SPA keeps.
import { BUSINESS_QUERY_PARAMETER, businessLabel, businessOfPage } from '#shared/business-of-page.ts';
import { openingSearch } from '#web/lib/opening-search.ts';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';

/** What `?empresa=` names in a query: a business, null for nothing valid (forget), undefined when absent. */
function namedIn(params: URLSearchParams): string | null | undefined {
  const named = params.get(BUSINESS_QUERY_PARAMETER);
  return named === null ? undefined : businessLabel(named);
}

let namedByQuery = namedIn(new URLSearchParams(openingSearch)) ?? null;

/** The business of this page; null for the portal's plain login. */
export function pageBusiness(location: Pick<Location, 'href'> = window.location): string | null {
  const url = new URL(location.href);
  const named = namedIn(url.searchParams);
  if (named !== undefined) namedByQuery = named;
  return businessOfPage(url, getRuntimeConfig().businessUrl) ?? namedByQuery;
}

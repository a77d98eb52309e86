import { apiRequest } from '#web/lib/api-client.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import type { RequestOf } from '#web/lib/route-request.ts';
import { pageBusiness } from '../utils/page-business.ts';

/** A public route: asked without a token, so a 401 starts no refresh of a session the visitor may not have. */
const anonymously = (request: RequestOf<'branding'>) => apiRequest('branding', request, { anonymous: true });

/**
 * The public look of the business the page's address names; no request at all without one. A
 * business that does not exist (404) is an error: the page keeps the portal's own look.
 */
export function useBranding() {
  const subdomain = pageBusiness();
  return useRoute('branding', subdomain ? { query: { subdomain } } : null, {
    fetcher: anonymously,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

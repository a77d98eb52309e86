// Public branding of a business reached through its subdomain: only its name, colours and logo; on a
// host with no business of its own, the portal's own look.
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { BrandingResponse } from '#shared/api-types.ts';
import { getBusinessLook } from '#functions/data/business-look.ts';
import { getBusinessIdBySubdomain } from '#functions/data/businesses.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { notFound } from '#functions/lib/http-error.ts';

/** The portal's plain login: its name and default colours, no logo. */
const PORTAL_BRANDING: BrandingResponse = { name: MESSAGES.app.title, theme: DEFAULT_THEME, logo: null };

// Branding changes rarely and is public: let the CDN and browser keep it a few minutes.
const CACHE = { 'cache-control': 'public, max-age=300' };

/** Name, colours and logo of the business behind a subdomain; nothing else. */
export const branding: RouteImplementation<'branding'> = async ({ input, table }) => {
  const { subdomain } = input.query;
  if (!subdomain) return { body: PORTAL_BRANDING, headers: CACHE };
  const businessId = await getBusinessIdBySubdomain(table, subdomain);
  const look = businessId ? await getBusinessLook(table, businessId) : undefined;
  if (!look) throw notFound(MESSAGES.errors.businessNotFound);
  return { body: { name: look.business.name, theme: look.theme, logo: look.logo }, headers: CACHE };
};

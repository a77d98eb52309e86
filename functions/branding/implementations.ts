// Public branding of a business reached through its subdomain: only its name, colours and logo.
import { MESSAGES } from '#shared/messages.ts';
import { getBusinessLook } from '#functions/data/business-look.ts';
import { getBusinessIdBySubdomain } from '#functions/data/businesses.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { notFound } from '#functions/lib/http-error.ts';

/** Name, colours and logo of the business behind a subdomain; nothing else. */
export const branding: RouteImplementation<'branding'> = async ({ input, table }) => {
  const { subdomain } = input.query;
  const businessId = await getBusinessIdBySubdomain(table, subdomain);
  const look = businessId ? await getBusinessLook(table, businessId) : undefined;
  if (!look) throw notFound(MESSAGES.errors.businessNotFound);
  // Branding changes rarely and is public: let the CDN and browser keep it a few minutes.
  return { body: { name: look.business.name, theme: look.theme, logo: look.logo }, headers: { 'cache-control': 'public, max-age=300' } };
};

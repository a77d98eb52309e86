// Public branding of a business reached through its subdomain: only its name, colours and logo.
import * as z from 'zod/mini';
import type { BrandingResponse } from '../../shared/api-types.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { getBusinessLook } from '../data/business-look.ts';
import { getBusinessIdBySubdomain } from '../data/businesses.ts';
import type { RouteContext, RouteResult } from '../lib/http-handler.ts';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/validate.ts';

const brandingQuery = z.object({
  subdomain: z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)),
});

/** Name, colours and logo of the business behind a subdomain; nothing else. */
export async function brandingOfSubdomain({ query, table }: RouteContext): Promise<RouteResult> {
  const { subdomain } = parseInput(brandingQuery, query);
  const businessId = await getBusinessIdBySubdomain(table, subdomain);
  const look = businessId ? await getBusinessLook(table, businessId) : undefined;
  if (!look) throw notFound(MESSAGES.errors.businessNotFound);
  const body: BrandingResponse = { name: look.business.name, theme: look.theme, logo: look.logo };
  // Branding changes rarely and is public: let the CDN and browser keep it a few minutes.
  return { body, headers: { 'cache-control': 'public, max-age=300' } };
}

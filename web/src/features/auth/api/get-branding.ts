import useSWR from 'swr';
import type { BrandingResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { publicDataKey } from '#web/lib/auth/public-data-key.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { pageBusiness } from '../utils/page-business.ts';

/** The public look of the business behind a subdomain; null when there is none (404). */
export async function getBranding(subdomain: string): Promise<BrandingResponse | null> {
  try {
    return await apiRequest('branding', { query: { subdomain } }, { anonymous: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const brandingKey = (subdomain: string | null) => (subdomain ? publicDataKey('branding', subdomain) : null);

/** Branding for the business the page's address names; no request at all without one. */
export function useBranding() {
  const subdomain = pageBusiness();
  return useSWR(brandingKey(subdomain), ([, , value]) => getBranding(value), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

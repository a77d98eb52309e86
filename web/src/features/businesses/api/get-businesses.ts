import useSWR from 'swr';
import type { BusinessListResponse } from '#shared/platform-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { businessesKey } from './business-keys.ts';

/** `GET /admin/businesses`: every client business, with its contact, seats, dashboards and price. */
export const getBusinesses = (): Promise<BusinessListResponse> => apiRequest('listBusinesses');

/** The client businesses. */
export function useBusinesses() {
  return useSWR(businessesKey, getBusinesses, {
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting businesses', error),
  });
}

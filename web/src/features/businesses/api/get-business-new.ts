import useSWR from 'swr';
import type { BusinessNewResponse } from '#shared/platform-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { businessNewKey } from './business-keys.ts';

/** `GET /admin/businesses/new`: the themes a new business may wear, with their colours. */
export const getBusinessNew = (): Promise<BusinessNewResponse> => apiRequest('newBusiness');

/** The new business form's data. */
export function useBusinessNew() {
  return useSWR(businessNewKey, getBusinessNew, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('Error in getting the business form data', error),
  });
}

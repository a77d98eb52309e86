import useSWR from 'swr';
import type { BusinessUserListResponse } from '#shared/platform-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { businessUsersKey } from './business-keys.ts';

/** `GET /admin/businesses/{business_id}/users?page`: one page of the business's active users. */
export const getBusinessUsers = (id: string, page: number): Promise<BusinessUserListResponse> =>
  apiRequest('listBusinessUsers', { params: { business_id: id }, query: { page } });

/** One page of a business's users; the previous page stays on screen while the next one loads. */
export function useBusinessUsers(id: string, page: number) {
  return useSWR(businessUsersKey(id, page), () => getBusinessUsers(id, page), {
    keepPreviousData: true,
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting the business users', error),
  });
}

import useSWR from 'swr';
import type { BusinessEditResponse } from '#shared/platform-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { businessEditKey } from './business-keys.ts';

/** `GET /admin/businesses/{business_id}/edit`: the business (CNPJ and phone masked, pricing `"1234.56"`) and the themes. */
export const getBusinessEdit = (id: string): Promise<BusinessEditResponse> => apiRequest('editBusiness', { params: { business_id: id } });

/** The business of the panel; a failure is an answer (404), never retried behind the user's back. */
export function useBusinessEdit(id: string | undefined) {
  return useSWR(id ? businessEditKey(id) : null, () => getBusinessEdit(id!), {
    // Focus would refetch under a form being typed into; the panel refreshes after its own save.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

import { useCallback } from 'react';
import type { BusinessEditResponse } from '#shared/platform-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf } from '#web/lib/route-request.ts';
import { useBusinessesChanged } from './business-cache.ts';

/** What the update sends: the company, contract and theme fields (the contact's cannot change and are left out). */
export type BusinessUpdateInput = RequestOf<'updateBusiness'>['body']['business'];

/** `PATCH /admin/businesses/{business_id}`. */
export const patchBusiness = (id: string, business: BusinessUpdateInput) =>
  apiRequest('updateBusiness', { params: { business_id: id }, body: { business } });

/** Updates a business, then answers its form data fetched again (the list is refreshed too). */
export function usePatchBusiness() {
  const changed = useBusinessesChanged();
  return useCallback(
    async (id: string, business: BusinessUpdateInput): Promise<BusinessEditResponse | undefined> => {
      await patchBusiness(id, business);
      return changed(id);
    },
    [changed],
  );
}

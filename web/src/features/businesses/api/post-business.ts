import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import { useBusinessesChanged } from './business-cache.ts';

/** What the creation sends: every field, pricing as `"1234.56"`, and the logo's upload key when one was sent. */
export type NewBusinessInput = RequestOf<'createBusiness'>['body']['business'];

/** `POST /admin/businesses`: answers the new business's id (the main contact is invited as its administrator). */
export const postBusiness = (business: NewBusinessInput): Promise<ResponseOf<'createBusiness'>> =>
  apiRequest('createBusiness', { body: { business } });

/** Creates a business and refreshes the cached list. */
export function usePostBusiness() {
  const changed = useBusinessesChanged();
  return useCallback(
    async (business: NewBusinessInput) => {
      const answer = await postBusiness(business);
      void changed(answer.business.id);
      return answer;
    },
    [changed],
  );
}

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { BusinessEditResponse } from '#shared/platform-api-types.ts';
import { businessEditKey, businessesKey } from './business-keys.ts';

/**
 * After a write: the list is revalidated (at once when shown, else on its next mount) and the written
 * business's form data is fetched again; the promise answers that fresh data, for the panel to show.
 */
export function useBusinessesChanged() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: string): Promise<BusinessEditResponse | undefined> => {
      void mutate(businessesKey);
      return mutate<BusinessEditResponse>(businessEditKey(id));
    },
    [mutate],
  );
}

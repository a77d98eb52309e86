import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useThemesChanged } from './theme-cache.ts';

/** `DELETE /admin/themes/{id}`: refused (409) while a business wears the theme. */
export const deleteTheme = (id: string): Promise<ResponseOf<'deleteTheme'>> => apiRequest('deleteTheme', { params: { id } });

/** Deletes a theme; it leaves the cached list at once. */
export function useDeleteTheme() {
  const changed = useThemesChanged();
  return useCallback(
    async (id: string) => {
      const answer = await deleteTheme(id);
      changed({ id, deleted: true });
      return answer;
    },
    [changed],
  );
}

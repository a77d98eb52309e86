import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useThemesChanged } from './theme-cache.ts';
import type { ThemeInput } from './post-theme.ts';

/** `PATCH /admin/themes/{id}`: the whole theme (name and six colours) replaces the stored one. */
export const patchTheme = (id: string, theme: ThemeInput): Promise<ResponseOf<'updateTheme'>> =>
  apiRequest('updateTheme', { params: { id }, body: { theme } });

/** Updates a theme and refreshes the cached list and its form data. */
export function usePatchTheme() {
  const changed = useThemesChanged();
  return useCallback(
    async (id: string, theme: ThemeInput) => {
      const answer = await patchTheme(id, theme);
      changed({ id });
      return answer;
    },
    [changed],
  );
}

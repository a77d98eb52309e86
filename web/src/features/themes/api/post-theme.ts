import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import { useThemesChanged } from './theme-cache.ts';

/** What the form saves: `{ name, primary, primary2, secondary, secondary2, background, support }`. */
export type ThemeInput = RequestOf<'createTheme'>['body']['theme'];

/** `POST /admin/themes`: answers the new theme's id. */
export const postTheme = (theme: ThemeInput): Promise<ResponseOf<'createTheme'>> => apiRequest('createTheme', { body: { theme } });

/** Creates a theme and refreshes the cached list. */
export function usePostTheme() {
  const changed = useThemesChanged();
  return useCallback(
    async (theme: ThemeInput) => {
      const answer = await postTheme(theme);
      changed({ id: answer.theme.id });
      return answer;
    },
    [changed],
  );
}

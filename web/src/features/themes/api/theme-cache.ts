import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ThemeListResponse } from '#shared/api-types.ts';
import { themeEditKey, themesKey } from './theme-keys.ts';

/**
 * After a write: the list is revalidated (at once when shown, else on its next mount) and the written
 * theme's form data is dropped, fetched again on its next visit. A deleted theme leaves the cached
 * list at once, before the refetch answers.
 */
export function useThemesChanged() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (change: { id?: string; deleted?: boolean }) => {
      const { id, deleted } = change;
      const dropDeleted = (list?: ThemeListResponse) => (list && deleted ? { themes: list.themes.filter((theme) => theme.id !== id) } : list);
      void mutate<ThemeListResponse>(themesKey, dropDeleted, { revalidate: true });
      if (id) void mutate(themeEditKey(id), undefined, { revalidate: false });
    },
    [mutate],
  );
}

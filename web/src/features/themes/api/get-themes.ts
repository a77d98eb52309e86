import useSWR from 'swr';
import type { ThemeListResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { themesKey } from './theme-keys.ts';

/** `GET /admin/themes`: every theme of the platform, with its colours. */
export const getThemes = (): Promise<ThemeListResponse> => apiRequest('listThemes');

export { themesKey } from './theme-keys.ts';

/** The platform's themes. */
export function useThemes() {
  return useSWR(themesKey, getThemes, {
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting themes', error),
  });
}

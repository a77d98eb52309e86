import useSWR from 'swr';
import type { ThemeEditResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { themeEditKey } from './theme-keys.ts';

/** `GET /admin/themes/{id}/edit`: the theme, with the names of the businesses that wear it. */
export const getThemeEdit = (id: string): Promise<ThemeEditResponse> => apiRequest('editTheme', { params: { id } });

export { themeEditKey } from './theme-keys.ts';

/** The theme being edited; a failure is an answer (404), never retried behind the user's back. */
export function useThemeEdit(id: string | undefined) {
  return useSWR(id ? themeEditKey(id) : null, () => getThemeEdit(id!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ThemeColours } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { usePatchTheme } from '../api/patch-theme.ts';
import { usePostTheme } from '../api/post-theme.ts';

/** The form's values, as the API takes them: the name and six colours as typed (the server checks them). */
export interface ThemeFormValues extends ThemeColours {
  name: string;
}

/**
 * The save: POST on /themes/new, PATCH on an edit, then the success snackbar and back to the list. A 422
 * leaves its messages under the fields (useApiForm) and, like any other failure, shows the danger snackbar.
 */
export function useThemeSave(id: string | undefined, form: ApiForm<ThemeFormValues>) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const create = usePostTheme();
  const update = usePatchTheme();

  return useCallback(async () => {
    const result = await form.submit(({ name, primary, primary2, secondary, secondary2, background, support }) => {
      const theme = { name, primary, primary2, secondary, secondary2, background, support };
      return id ? update(id, theme) : create(theme);
    });
    if (result.ok) {
      snackbar.success(id ? THEME_MESSAGES.updated : THEME_MESSAGES.created);
      navigate(href('themes-list'));
      return;
    }
    if (!result.invalid) console.error('Error in saving a theme', result.error);
    snackbar.danger(id ? THEME_MESSAGES.updateFailed : THEME_MESSAGES.createFailed);
  }, [id, form, create, update, navigate, snackbar]);
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ThemeColours } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';

/** The form's values, as the API takes them: the name and six colours as typed (the server checks them). */
export interface ThemeFormValues extends ThemeColours {
  name: string;
}

/**
 * The save: POST on /themes/new, PATCH on an edit, then the success snackbar and back to the list. A 422
 * leaves its messages under the fields (useApiForm) and, like any other failure, shows the danger snackbar.
 * The list is asked again (at once when shown, else on its next mount); an edited theme's form data is
 * forgotten, fetched again on its next visit.
 */
export function useThemeSave(id: string | undefined, form: ApiForm<ThemeFormValues>) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  const create = useRouteMutation('createTheme', { invalidates: ['listThemes'] });
  const update = useRouteMutation('updateTheme', { invalidates: ['listThemes'] });

  return useCallback(async () => {
    const result = await form.submit(async ({ name, primary, primary2, secondary, secondary2, background, support }) => {
      const theme = { name, primary, primary2, secondary, secondary2, background, support };
      if (!id) return create({ body: { theme } });
      const answer = await update({ params: { id }, body: { theme } });
      await cache.drop('editTheme', { where: (request) => request.params.id === id });
      return answer;
    });
    if (result.ok) {
      snackbar.success(id ? THEME_MESSAGES.updated : THEME_MESSAGES.created);
      navigate(href('themes-list'));
      return;
    }
    if (!result.invalid) console.error('Error in saving a theme', result.error);
    snackbar.danger(id ? THEME_MESSAGES.updateFailed : THEME_MESSAGES.createFailed);
  }, [id, form, cache, create, update, navigate, snackbar]);
}

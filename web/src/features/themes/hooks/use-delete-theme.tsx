import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ThemeItem } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { useConfirm } from '#web/components/modal/confirm-modal.tsx';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';
import { DeleteThemeContent } from '../components/delete-theme-content.tsx';

/**
 * Deletion: the danger modal naming the businesses that wear the theme, then the call, the snackbar
 * and the way back. A theme in use is refused (409): the danger snackbar carries the server's reason.
 */
export function useDeleteThemeFlow(saved: ThemeItem | undefined) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  const deleteTheme = useRouteMutation('deleteTheme');
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!saved) return;
    const confirmed = await confirm({
      title: THEME_MESSAGES.delete,
      message: <DeleteThemeContent name={saved.name} businessNames={saved.business_names} />,
      confirmLabel: THEME_MESSAGES.delete,
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      const { id } = saved;
      await deleteTheme({ params: { id } });
      // The theme leaves the cached list at once, before the list's own refetch answers; its form data is forgotten.
      void cache.update('listThemes', (list) => ({ ...list, themes: list.themes.filter((theme) => theme.id !== id) }), { revalidate: true });
      void cache.drop('editTheme', { where: (request) => request.params.id === id });
      snackbar.success(THEME_MESSAGES.deleted);
      navigate(href('themes-list'));
    } catch (error) {
      const refused = isApiError(error) && error.status === 409 && error.message;
      if (!refused) console.error('Error in deleting a theme', error);
      snackbar.danger(refused ? THEME_MESSAGES.deleteFailedBecause(error.message) : THEME_MESSAGES.deleteFailed);
      setDeleting(false);
    }
  }

  return { remove, deleting };
}

import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ThemeItem } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { useConfirm } from '#web/components/modal/confirm-modal.tsx';
import { useModal } from '#web/components/modal/use-modal.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';
import { ThemeInUseContent } from '../components/theme-in-use-content.tsx';

/**
 * Deletion. A theme that businesses wear cannot be deleted (the API refuses it, 409): its dialog names
 * them and offers nothing to confirm, only "Entendi". Any other theme: the danger confirmation, the call,
 * the snackbar and the way back. A refusal the form did not foresee (a business put the theme on meanwhile)
 * shows the server's reason, and the theme is asked again so the next try names that business.
 */
export function useDeleteThemeFlow(saved: ThemeItem | undefined) {
  const confirm = useConfirm();
  const { openModal, closeModal } = useModal();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  const deleteTheme = useRouteMutation('deleteTheme');
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!saved) return;
    if (saved.business_names.length > 0) {
      openModal({
        title: THEME_MESSAGES.inUseTitle(saved.name),
        content: <ThemeInUseContent businessNames={saved.business_names} />,
        actions: (
          <Button colorPalette="brand" onClick={closeModal}>
            {THEME_MESSAGES.understood}
          </Button>
        ),
        hideCloseButton: true,
      });
      return;
    }
    const confirmed = await confirm({
      title: THEME_MESSAGES.delete,
      message: THEME_MESSAGES.deleteQuestion(saved.name),
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
      if (refused) void cache.revalidate('editTheme', 'listThemes');
      else console.error('Error in deleting a theme', error);
      snackbar.danger(refused ? THEME_MESSAGES.deleteFailedBecause(error.message) : THEME_MESSAGES.deleteFailed);
      setDeleting(false);
    }
  }

  return { remove, deleting };
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { useConfirm } from '#web/components/modal/confirm-modal.tsx';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { isApiError, type FieldMessages } from '#web/lib/api-error.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';

/**
 * Deactivation: the danger modal, which asks for the collaborator's e-mail, then `DELETE`, the
 * snackbar and the way back to the list, which no longer shows them. A refusal with reasons (the main
 * contact, oneself) hands them to `showErrors`, so the form shows them as it shows a save's.
 */
export function useDeactivateUser(user: { id: string; name: string; email: string } | undefined, showErrors: (errors: FieldMessages) => void) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  const deleteUser = useRouteMutation('deleteUser');
  const [deactivating, setDeactivating] = useState(false);

  async function deactivate() {
    if (!user) return;
    const confirmed = await confirm({
      title: USER_MESSAGES.deactivate,
      message: USER_MESSAGES.deactivateQuestion(user.name),
      confirmLabel: USER_MESSAGES.deactivate,
      danger: true,
      requireText: {
        label: USER_MESSAGES.typeEmail(user.email),
        expected: user.email,
        mismatchText: MANAGEMENT_MESSAGES.forms.confirm.emailMismatch,
      },
    });
    if (!confirmed) return;
    setDeactivating(true);
    showErrors({});
    try {
      await deleteUser({ params: { id: user.id } });
      const { id } = user;
      // They leave every cached page of the list at once, before it is asked again; a seat is free and
      // their form's data is gone, so both forms' data is fetched afresh.
      void cache.update('listUsers', (list) => ({ ...list, users: list.users.filter((row) => row.id !== id) }), { revalidate: true });
      void cache.drop('newUser');
      void cache.drop('editUser', { where: (request) => request.params.id === id });
      snackbar.success(USER_MESSAGES.deactivated);
      navigate(href('users-list'));
    } catch (error) {
      if (isApiError(error) && error.status === 422) showErrors(error.fieldErrors);
      else console.error('Error in deactivating a user', error);
      snackbar.danger(USER_MESSAGES.deactivateFailed);
      setDeactivating(false);
    }
  }

  return { deactivate, deactivating };
}

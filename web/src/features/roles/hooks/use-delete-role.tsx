import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RoleEditResponse } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { useConfirm } from '#web/components/modal/confirm-modal.tsx';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';
import { DeleteRoleContent } from '../components/delete-role-content.tsx';

/**
 * Deletion: the danger modal naming who and what the role leaves, then the call, the snackbar and the
 * way back to the list, which no longer shows it.
 */
export function useDeleteRoleFlow(saved: RoleEditResponse['role'] | undefined) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  const deleteRole = useRouteMutation('deleteRole');
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!saved) return;
    const confirmed = await confirm({
      title: ROLE_MESSAGES.delete,
      message: <DeleteRoleContent name={saved.name} userNames={saved.user_names} dashboardNames={saved.dashboard_names} />,
      confirmLabel: ROLE_MESSAGES.delete,
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await deleteRole({ params: { id: saved.id } });
      const { id } = saved;
      // It leaves the cached list at once, before the list's fetch answers; its form data is gone.
      void cache.update('listRoles', (list) => ({ ...list, roles: list.roles.filter((role) => role.id !== id) }), { revalidate: true });
      void cache.drop('editRole', { where: (request) => request.params.id === id });
      snackbar.success(ROLE_MESSAGES.deleted);
      navigate(href('roles-list'));
    } catch (error) {
      console.error('Error in deleting a role', error);
      snackbar.danger(ROLE_MESSAGES.deleteFailed);
      setDeleting(false);
    }
  }

  return { remove, deleting };
}

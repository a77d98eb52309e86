import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import type { RoleIcon } from '#shared/constants.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';

/** The form's values, as the API takes them. */
export interface RoleFormValues {
  name: string;
  icon: string;
  user_ids: string[];
  dashboard_ids: string[];
}

/**
 * The save: POST on /roles/new, PATCH on an edit, then the success snackbar and back to the list. A 422
 * leaves its messages under the fields (useApiForm) and, like any other failure, shows the danger snackbar.
 */
export function useRoleSave(id: string | undefined, form: ApiForm<RoleFormValues>) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  // The list is asked again (at once where shown, else on its next mount).
  const create = useRouteMutation('createRole', { invalidates: ['listRoles'] });
  const update = useRouteMutation('updateRole', { invalidates: ['listRoles'] });

  return useCallback(async () => {
    const result = await form.submit(async ({ name, icon, dashboard_ids, user_ids }): Promise<string> => {
      // The server checks the icon against its list; a stale one comes back as a 422 under `icon`.
      const role = { name, icon: icon as RoleIcon, dashboard_ids, user_ids };
      if (!id) return (await create({ body: { role } })).role.id;
      await update({ params: { id }, body: { role } });
      return id;
    });
    if (result.ok) {
      // The saved access level's form data is stale: fetched again on its next visit.
      const saved = result.data;
      void cache.drop('editRole', { where: (request) => request.params.id === saved });
      snackbar.success(id ? ROLE_MESSAGES.updated : ROLE_MESSAGES.created);
      navigate(href('roles-list'));
      return;
    }
    if (!result.invalid) console.error('Error in saving a role', result.error);
    snackbar.danger(id ? ROLE_MESSAGES.updateFailed : ROLE_MESSAGES.createFailed);
  }, [id, form, create, update, cache, navigate, snackbar]);
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { limitMessage } from '#web/components/form/limit-message.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';
import type { RequestOf } from '#web/lib/route-request.ts';
import { namesDeactivated, useReactivationOffer } from './use-reactivation-offer.ts';

/** The form's values: names and e-mail (invitation only), roles and the administrator flag. */
export type UserFormValues = Required<RequestOf<'createUser'>['body']['user']>;

/**
 * The save: an invitation (POST, the whole user) or an access change (PATCH, roles and the flag). A
 * full project refuses an invitation before sending it. Success goes back to the list; a 422 puts its
 * messages under the fields and the values stay for another try; a limit reached (429) says which. An
 * invitation naming a deactivated collaborator offers to bring them back instead.
 */
export function useUserSave(form: ApiForm<UserFormValues>, { id, limitIsReached }: { id?: string; limitIsReached: boolean }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  // Every cached page of the list is asked again (at once where shown, else on its next mount).
  const invite = useRouteMutation('createUser', { invalidates: ['listUsers'] });
  const update = useRouteMutation('updateUser', { invalidates: ['listUsers'] });
  const offerReactivation = useReactivationOffer();

  return useCallback(async () => {
    if (!id && limitIsReached) {
      snackbar.danger(USER_MESSAGES.limitReached(USER_MESSAGES.provider));
      return;
    }
    const result = await form.submit(async (values): Promise<string> => {
      if (!id) return (await invite({ body: { user: values } })).user.id;
      await update({ params: { id }, body: { user: { role_ids: values.role_ids, customer_admin: values.customer_admin } } });
      return id;
    });
    if (result.ok) {
      // The seats taken and the collaborator's access changed: both forms' data is fetched afresh on their next visit.
      const saved = result.data;
      void cache.drop('newUser');
      void cache.drop('editUser', { where: (request) => request.params.id === saved });
      snackbar.success(id ? USER_MESSAGES.updated : USER_MESSAGES.invited);
      navigate(href('users-list'));
      return;
    }
    if (!id && namesDeactivated(result.error) && (await offerReactivation(form.values.email))) return;
    if (!result.invalid) console.error('Error in saving a user', result.error);
    snackbar.danger(limitMessage(result.error) ?? (id ? USER_MESSAGES.updateFailed : USER_MESSAGES.inviteFailed));
  }, [form, id, limitIsReached, invite, update, offerReactivation, cache, navigate, snackbar]);
}

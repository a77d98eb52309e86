import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { limitMessage } from '#web/components/form/limit-message.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { usePatchUser } from '../api/patch-user.ts';
import { usePostUser, type UserInviteInput } from '../api/post-user.ts';

/** The form's values: names and e-mail (invitation only), roles and the administrator flag. */
export type UserFormValues = Required<UserInviteInput>;

/**
 * The save: an invitation (POST, the whole user) or an access change (PATCH, roles and the flag). A
 * full project refuses an invitation before sending it. Success goes back to the list; a 422 puts its
 * messages under the fields and the values stay for another try; a limit reached (429) says which.
 */
export function useUserSave(form: ApiForm<UserFormValues>, { id, limitIsReached }: { id?: string; limitIsReached: boolean }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const invite = usePostUser();
  const update = usePatchUser();

  return useCallback(async () => {
    if (!id && limitIsReached) {
      snackbar.danger(USER_MESSAGES.limitReached(USER_MESSAGES.provider));
      return;
    }
    const result = await form.submit((values) =>
      id ? update(id, { role_ids: values.role_ids, customer_admin: values.customer_admin }) : invite(values),
    );
    if (result.ok) {
      snackbar.success(id ? USER_MESSAGES.updated : USER_MESSAGES.invited);
      navigate(href('users-list'));
      return;
    }
    if (!result.invalid) console.error('Error in saving a user', result.error);
    snackbar.danger(limitMessage(result.error) ?? (id ? USER_MESSAGES.updateFailed : USER_MESSAGES.inviteFailed));
  }, [form, id, limitIsReached, invite, update, navigate, snackbar]);
}

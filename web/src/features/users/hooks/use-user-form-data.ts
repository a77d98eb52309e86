import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useUserEdit, type UserEditData } from '../api/get-user-edit.ts';
import { useUserNew, type UserFormRole } from '../api/get-user-new.ts';

/** What the form shows: the roles to choose from, the collaborator (edit mode), and the invitation limit. */
export interface UserFormData {
  roles: readonly UserFormRole[];
  user?: UserEditData;
  /** The project is full: no invitation can be saved (editing is never blocked). */
  limitIsReached: boolean;
}

/**
 * `GET /users/new` or `GET /users/{id}/edit`. A failed edit load (an unknown or another business's
 * collaborator: 404) shows the server's message as a danger snackbar and goes back to the list, as the
 * dashboard form does.
 */
export function useUserFormData(id: string | undefined): { data?: UserFormData; error?: unknown } {
  const invitation = useUserNew(!id);
  const edition = useUserEdit(id);
  const navigate = useNavigate();
  const snackbar = useSnackbar();

  const editError: unknown = id ? edition.error : undefined;
  useEffect(() => {
    // A 401 that survived the refresh is the session's end: the guard takes the user to the login page.
    if (!editError || (isApiError(editError) && editError.status === 401)) return;
    snackbar.danger((isApiError(editError) && editError.message) || USER_MESSAGES.notFound);
    navigate(href('users-list'), { replace: true });
  }, [editError, navigate, snackbar]);

  if (id) {
    const loaded = edition.data;
    return { data: loaded && { roles: loaded.roles, user: loaded.user, limitIsReached: false }, error: edition.error };
  }
  const loaded = invitation.data;
  return { data: loaded && { roles: loaded.roles, limitIsReached: loaded.user_limit_reached }, error: invitation.error };
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';

/** A role the form offers, with the dashboards it allows (by name). */
type UserFormRole = ResponseOf<'newUser'>['roles'][number];
/** The collaborator as the form edits it: names and e-mail (shown only), roles and the administrator flag. */
type UserEditData = ResponseOf<'editUser'>['user'];

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
  // Each read once per visit: the form takes its values once, so a refetch would change nothing shown.
  const invitation = useRoute('newUser', id ? null : {}, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // The spec: a failed fetch is only logged.
    onError: (error: unknown) => console.error('Error in getting the user form', error),
  });
  // A failure is an answer (404), never retried behind the user's back.
  const edition = useRoute('editUser', id ? { params: { id } } : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
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

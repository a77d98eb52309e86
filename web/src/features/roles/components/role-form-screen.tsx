import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { RoleForm } from './role-form.tsx';

// The form takes its values once: a refetch behind the user's back would change nothing they see.
const FORM_READ = { revalidateOnFocus: false, revalidateOnReconnect: false };

/** `/roles/new` (the options of `GET /roles/new`) and `/roles/{id}/edit` (the access level and its options). */
export default function RoleFormScreen() {
  const { id } = useParams();
  // A failed load of the access level is an answer (404), never retried behind the user's back.
  const edit = useRoute('editRole', id ? { params: { id } } : null, { ...FORM_READ, shouldRetryOnError: false });
  // The new form's options; the edit screen's own answer carries them.
  const fresh = useRoute('newRole', id ? null : {}, FORM_READ);
  const { data, error } = id ? edit : fresh;
  useLeaveOnLoadError(id ? error : undefined);
  useEffect(() => {
    // The spec: a failed fetch of the options is only logged.
    if (!id && error) console.error('Error in getting the role form', error);
  }, [id, error]);

  if (!data) return error ? null : <PageSpinner />;
  // A new form for every access level opened, even in the same route.
  return <RoleForm key={id ?? 'new'} options={data} saved={'role' in data ? data.role : undefined} />;
}

/** As the dashboard form: an access level that cannot be loaded (404) shows the server's message as a danger snackbar, back to the list. */
function useLeaveOnLoadError(error: unknown) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  useEffect(() => {
    // A 401 that survived the refresh is the session's end: the guard takes the user to the login page.
    if (!error || (isApiError(error) && error.status === 401)) return;
    snackbar.danger((isApiError(error) && error.message) || ROLE_MESSAGES.notFound);
    navigate(href('roles-list'), { replace: true });
  }, [error, navigate, snackbar]);
}

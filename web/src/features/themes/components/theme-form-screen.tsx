import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { ThemeForm } from './theme-form.tsx';

/** `/themes/new` (nothing to load) and `/themes/{id}/edit` (the theme as stored). */
export default function ThemeFormScreen() {
  const { id } = useParams();
  // A failure is an answer (404), never retried behind the user's back.
  const { data, error } = useRoute('editTheme', id ? { params: { id } } : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  useLeaveOnLoadError(error);

  if (!id) return <ThemeForm key="new" />;
  if (!data) return error ? null : <PageSpinner />;
  // A new form for every theme opened, even in the same route.
  return <ThemeForm key={id} saved={data.theme} />;
}

/** As the other forms: a theme that cannot be loaded (404) shows the server's message as a danger snackbar, back to the list. */
function useLeaveOnLoadError(error: unknown) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  useEffect(() => {
    // A 401 that survived the refresh is the session's end: the guard takes the user to the login page.
    if (!error || (isApiError(error) && error.status === 401)) return;
    snackbar.danger((isApiError(error) && error.message) || THEME_MESSAGES.notFound);
    navigate(href('themes-list'), { replace: true });
  }, [error, navigate, snackbar]);
}

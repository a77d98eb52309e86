import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { isApiError } from '#web/lib/api-error.ts';

/** Spec §8: a show answer with an error shows the server's message as a danger snackbar; back to the list. */
export function useLeaveOnError(error: unknown): void {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  useEffect(() => {
    // A 401 that survived the refresh is the session's end: the guard takes the user to the login page.
    if (!error || (isApiError(error) && error.status === 401)) return;
    snackbar.danger((isApiError(error) && error.message) || MESSAGES.dashboards.notFound);
    navigate(href('dashboard-list'), { replace: true });
  }, [error, navigate, snackbar]);
}

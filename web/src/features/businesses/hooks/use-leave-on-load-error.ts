import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { isApiError } from '#web/lib/api-error.ts';

/** As the other forms: a business that cannot be loaded (404) shows the server's message as a danger snackbar, back to the list. */
export function useLeaveOnLoadError(error: unknown) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  useEffect(() => {
    // A 401 that survived the refresh is the session's end: the guard takes the user to the login page.
    if (!error || (isApiError(error) && error.status === 401)) return;
    snackbar.danger((isApiError(error) && error.message) || BUSINESS_MESSAGES.notFound);
    navigate(href('business-list'), { replace: true });
  }, [error, navigate, snackbar]);
}

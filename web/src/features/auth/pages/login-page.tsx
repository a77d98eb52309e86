import { Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginHref, type LoginLocationState, type LoginNotice } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/lib/auth/use-session.ts';
import { useSessionActions } from '#web/lib/auth/use-session-actions.ts';
import { LoginFrame } from '../components/login-frame.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

const NOTICES = {
  sessionExpired: { kind: 'info', message: MESSAGES.login.sessionExpired },
  passwordChanged: { kind: 'success', message: MESSAGES.login.passwordChanged },
} as const;

/**
 * `/login`: sign in, then (first login only) choose a new password. The challenge session stays in
 * this component's memory. Once signed in, the root's redirect rule takes the user where they were.
 */
export default function LoginPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const { signIn } = useSessionActions();
  const [challenge, setChallenge] = useState<{ email: string; session: string } | null>(null);
  const noticeName = useOneShotNotice();

  if (session.status === 'unknown') return <PageSpinner />;
  if (session.status === 'signedIn') return <Navigate to={afterLoginHref(searchParams.get('redirect'))} replace />;

  return (
    <LoginFrame heading={challenge ? MESSAGES.login.newPasswordHeading : MESSAGES.login.heading}>
      <Stack gap="4">
        {challenge ? (
          <NewPasswordForm email={challenge.email} session={challenge.session} onSignedIn={signIn} />
        ) : (
          <SignInForm
            notice={noticeName ? NOTICES[noticeName] : undefined}
            onSignedIn={signIn}
            onChallenge={(email, value) => setChallenge({ email, session: value })}
          />
        )}
      </Stack>
    </LoginFrame>
  );
}

/**
 * Why the login page was opened (history state), kept for this visit of the page only: the history entry
 * loses it at once, so a reload shows the plain login page instead of an old notice.
 */
function useOneShotNotice(): LoginNotice | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = (location.state as LoginLocationState | null)?.notice;
  const [notice] = useState(carried);
  useEffect(() => {
    if (carried) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [carried, navigate, location.pathname, location.search]);
  return notice;
}

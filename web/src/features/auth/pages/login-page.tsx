import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { afterLoginHref, type LoginLocationState } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
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
  const location = useLocation();
  const { signIn } = useSessionActions();
  const [challenge, setChallenge] = useState<{ email: string; session: string } | null>(null);

  if (session.status === 'unknown') return <PageSpinner />;
  if (session.status === 'signedIn') return <Navigate to={afterLoginHref(searchParams.get('redirect'))} replace />;

  const noticeName = (location.state as LoginLocationState | null)?.notice;
  const notice = noticeName ? NOTICES[noticeName] : null;
  return (
    <LoginFrame heading={challenge ? MESSAGES.login.newPasswordHeading : MESSAGES.login.heading}>
      <Stack gap="4">
        {notice && !challenge && <FormAlert kind={notice.kind} message={notice.message} />}
        {challenge ? (
          <NewPasswordForm email={challenge.email} session={challenge.session} onSignedIn={signIn} />
        ) : (
          <SignInForm onSignedIn={signIn} onChallenge={(email, value) => setChallenge({ email, session: value })} />
        )}
      </Stack>
    </LoginFrame>
  );
}

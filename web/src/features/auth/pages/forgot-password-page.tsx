import { Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATHS, type LoginLocationState } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ForgotPasswordConfirmForm } from '../components/forgot-password-confirm-form.tsx';
import { ForgotPasswordRequestForm } from '../components/forgot-password-request-form.tsx';
import { LoginFrame } from '../components/login-frame.tsx';

/** `/login/forgot-password`: e-mail → code + new password → back to login with a success notice. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState<string | null>(null);
  const backToLogin = { pathname: LOGIN_PATHS.login, search };

  const onChanged = () => {
    const state: LoginLocationState = { notice: 'passwordChanged' };
    navigate(backToLogin, { replace: true, state });
  };

  return (
    <LoginFrame heading={MESSAGES.login.forgotHeading}>
      <Stack gap="4">
        {email ? <ForgotPasswordConfirmForm email={email} onChanged={onChanged} /> : <ForgotPasswordRequestForm onSent={setEmail} />}
        <Link asChild alignSelf="center" color="brand.fg">
          <RouterLink to={backToLogin}>{MESSAGES.login.backToLogin}</RouterLink>
        </Link>
      </Stack>
    </LoginFrame>
  );
}

import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { LoginResponse, SessionResponse } from '#shared/api-types.ts';
import { LOGIN_PATHS } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { useAuthRequest } from '../hooks/use-auth-request.ts';
import { authErrorMessage, fieldError } from '../utils/auth-error-message.ts';

interface SignInFormProps {
  /** Why the page was opened (a session that expired, a new password), shown until the form has a message of its own. */
  notice?: { kind: 'info' | 'success'; message: string };
  onSignedIn: (session: SessionResponse) => void;
  onChallenge: (email: string, session: string) => void;
}

/** E-mail and password; the answer is a session or the first-login challenge. One message at a time above the fields. */
export function SignInForm({ notice, onSignedIn, onChallenge }: SignInFormProps) {
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const { pending, error, run } = useAuthRequest('authLogin');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(!email.trim() || !password);
    if (!email.trim() || !password) return;
    const answer: LoginResponse | undefined = await run({ body: { email: email.trim(), password } });
    if (!answer) return;
    if ('challenge' in answer) onChallenge(email.trim(), answer.session);
    else onSignedIn(answer);
  }

  const message = missing ? MESSAGES.login.required : error ? authErrorMessage(error) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {message ? <FormAlert kind="error" message={message} /> : notice && <FormAlert kind={notice.kind} message={notice.message} />}
        <Field label={MESSAGES.login.email} errorText={fieldError(error, 'email')}>
          <Input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label={MESSAGES.login.password} errorText={fieldError(error, 'password')}>
          <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Button type="submit" colorPalette="brand" loading={pending} disabled={pending}>
          {MESSAGES.login.submit}
        </Button>
        <Link asChild alignSelf="center" color="brand.fg">
          <RouterLink to={{ pathname: LOGIN_PATHS.forgotPassword, search: location.search }}>{MESSAGES.login.forgotLink}</RouterLink>
        </Link>
      </Stack>
    </form>
  );
}

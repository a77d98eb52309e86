import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { SessionResponse } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useAuthRequest } from '../hooks/use-auth-request.ts';
import { authErrorMessage, fieldError } from '../utils/auth-error-message.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

interface NewPasswordFormProps {
  email: string;
  /** Cognito's challenge session, kept in memory only. */
  session: string;
  onSignedIn: (session: SessionResponse) => void;
}

/** First login: the user replaces the temporary password, then is signed in. */
export function NewPasswordForm({ email, session, onSignedIn }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const { pending, error, run } = useAuthRequest('authNewPassword');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const differs = password !== confirmation;
    setMismatch(differs);
    if (differs || !password) return;
    const answer = await run({ body: { email, session, newPassword: password } });
    if (answer) onSignedIn(answer);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text>{MESSAGES.login.newPasswordHelp}</Text>
        {error ? <FormAlert kind="error" message={authErrorMessage(error)} /> : null}
        {mismatch && <FormAlert kind="error" message={MESSAGES.login.passwordMismatch} />}
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={fieldError(error, 'newPassword')}
        />
        <Button type="submit" colorPalette="brand" loading={pending} disabled={pending}>
          {MESSAGES.login.newPasswordSubmit}
        </Button>
      </Stack>
    </form>
  );
}

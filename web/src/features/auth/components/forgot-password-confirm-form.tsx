import { Button, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useAuthRequest } from '../hooks/use-auth-request.ts';
import { authErrorMessage, fieldError } from '../utils/auth-error-message.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Step 2 of a forgotten password: the e-mailed code and the new password. */
export function ForgotPasswordConfirmForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const { pending, error, run } = useAuthRequest('authConfirmForgotPassword');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const differs = password !== confirmation;
    setMismatch(differs);
    if (differs || !code.trim() || !password) return;
    if (await run({ body: { email, code: code.trim(), newPassword: password } })) onChanged();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormAlert kind="info" message={MESSAGES.login.forgotSent} />
        {error ? <FormAlert kind="error" message={authErrorMessage(error, MESSAGES.login.invalidCode)} /> : null}
        {mismatch && <FormAlert kind="error" message={MESSAGES.login.passwordMismatch} />}
        <Field label={MESSAGES.login.code} errorText={fieldError(error, 'code')} required>
          <Input name="code" autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={fieldError(error, 'newPassword')}
        />
        <Button type="submit" colorPalette="brand" loading={pending} disabled={pending}>
          {MESSAGES.login.confirmForgotSubmit}
        </Button>
      </Stack>
    </form>
  );
}

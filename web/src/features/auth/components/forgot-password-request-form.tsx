import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { A11Y_MESSAGES } from '#web/lib/a11y-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useAuthRequest } from '../hooks/use-auth-request.ts';
import { authErrorMessage, fieldError } from '../utils/auth-error-message.ts';

/** Step 1 of a forgotten password: the e-mail that receives the code. */
export function ForgotPasswordRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const { pending, error, run } = useAuthRequest('authForgotPassword');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(!email.trim());
    if (!email.trim()) return;
    if (await run({ body: { email: email.trim() } })) onSent(email.trim());
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text>{MESSAGES.login.forgotHelp}</Text>
        {error ? <FormAlert kind="error" message={authErrorMessage(error)} /> : null}
        <Field label={MESSAGES.login.email} errorText={missing ? A11Y_MESSAGES.emailRequired : fieldError(error, 'email')} required>
          <Input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Button type="submit" colorPalette="brand" loading={pending} disabled={pending}>
          {MESSAGES.login.forgotSubmit}
        </Button>
      </Stack>
    </form>
  );
}

import { Stack } from '@chakra-ui/react';
import { MESSAGES } from '#shared/messages.ts';
import { Field } from '#web/components/ui/field.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** Server message for the new password, if any. */
  passwordError?: string;
}

/** New password + confirmation with the policy hint: first login and forgotten password share it. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <Stack gap="4">
      <Field label={MESSAGES.login.newPassword} helperText={MESSAGES.login.passwordPolicy} errorText={props.passwordError}>
        <PasswordInput
          name="new-password"
          autoComplete="new-password"
          value={props.password}
          onChange={(e) => props.onPasswordChange(e.target.value)}
        />
      </Field>
      <Field label={MESSAGES.login.newPasswordConfirmation}>
        <PasswordInput
          name="new-password-confirmation"
          autoComplete="new-password"
          value={props.confirmation}
          onChange={(e) => props.onConfirmationChange(e.target.value)}
        />
      </Field>
    </Stack>
  );
}

import { Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import type { AccountEditResponse } from '#shared/api-types.ts';
import { UI } from '#shared/constants.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useApiForm } from '#web/components/form/use-api-form.ts';
import { limitMessage } from '#web/components/form/limit-message.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { useSessionActions } from '#web/lib/auth/use-session-actions.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';

const M = MANAGEMENT_MESSAGES.account;

interface AccountFormValues {
  first_name: string;
  last_name: string;
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * After a password change every session has ended on the server: the notice shows for a moment, then this
 * session ends too and the login page asks for the new password. Leaving the page sooner ends it at once.
 */
function useSignInAgain() {
  const { signOutAfterPasswordChange } = useSessionActions();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void signOutAfterPasswordChange();
    },
    [signOutAfterPasswordChange],
  );
  return () => {
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void signOutAfterPasswordChange();
    }, UI.passwordChangeNoticeMs);
  };
}

/** The spec's account form: read-only e-mail, names and an optional new password. */
export function AccountForm({ account, labelledBy }: { account: AccountEditResponse['user']; labelledBy: string }) {
  const form = useApiForm<AccountFormValues>({
    first_name: account.first_name,
    last_name: account.last_name,
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const { setValues, errorOf, bind, submitting } = form;
  const save = useRouteMutation('updateAccount');
  const cache = useRouteCache();
  const snackbar = useSnackbar();
  const signInAgain = useSignInAgain();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const result = await form.submit((user) => save({ body: { user } }));
    if (!result.ok) {
      if (!result.invalid) console.error('Error in updating the account', result.error);
      // Too many wrong current passwords: the wait, not the generic failure.
      snackbar.danger(limitMessage(result.error) ?? M.updateFailed);
      return;
    }
    setValues((current) => ({ ...current, current_password: '', password: '', password_confirmation: '' }));
    if (result.data.password_changed) {
      // Nothing is asked again: the server no longer takes this session's token.
      snackbar.success(M.updated, M.passwordChangedNotice);
      signInAgain();
      return;
    }
    snackbar.success(M.updated);
    // A new name shows in the shell (the user data) and in the form's own data.
    await cache.revalidate('userData', 'editAccount');
  }

  const password = (name: 'current_password' | 'password' | 'password_confirmation', label: string, error?: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
      {...bind(name)}
      errorText={error}
    />
  );

  return (
    <chakra.form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={labelledBy}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="4" maxW="xl">
        <TextField label={M.email} name="email" type="email" value={account.email} onChange={() => {}} readOnly />
        <TextField label={M.firstName} autoComplete="given-name" {...bind('first_name')} />
        <TextField label={M.lastName} autoComplete="family-name" {...bind('last_name')} />
        {password('current_password', M.currentPassword, errorOf('current_password'))}
        {password('password', M.newPassword, errorOf('password'))}
        {password('password_confirmation', M.newPasswordConfirmation, errorOf('password_mismatch') ?? errorOf('password_confirmation'))}
        <Flex gap="3" justify="space-between" wrap="wrap-reverse" pt="2">
          <Button asChild variant="outline">
            <RouterLink to={href('dashboard-list')}>{M.back}</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitting}>
            {M.submit}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

// @vitest-environment jsdom
// The account form through the whole app (router, shell, snackbar host) with a fake API.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '#web/testing/fill-in.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountEditResponse } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandler, type FakeHandlers } from '#web/testing/fake-api.ts';
import { sessionStore } from '#web/lib/auth/session-store.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = MANAGEMENT_MESSAGES.account;
const ACCOUNT: AccountEditResponse = { user: { first_name: 'Carla', last_name: 'Cliente', email: 'cliente@demo.local' } };

async function openForm(patch: FakeHandler<'updateAccount'>, handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'customer' }),
    editAccount: ACCOUNT,
    updateAccount: patch,
    ...handlers,
  });
  const app = renderApp('/my-account');
  await screen.findByRole('button', { name: M.submit }, T);
  return Object.assign(fetchSpy, { app });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const patchBody = (spy: ReturnType<typeof fakeApi>) => {
  const call = spy.mock.calls.find(([, init]) => init?.method === 'PATCH');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

describe('AccountPage', () => {
  it('shows the read-only e-mail, the names, three password inputs and the way back', async () => {
    await openForm({ success: true, password_changed: false });
    expect(field(M.email)).toHaveValue('cliente@demo.local');
    expect(field(M.email)).toHaveAttribute('readonly');
    expect(field(M.firstName)).toHaveValue('Carla');
    expect(field(M.lastName)).toHaveValue('Cliente');
    for (const label of [M.currentPassword, M.newPassword, M.newPasswordConfirmation]) {
      expect(field(label)).toHaveAttribute('type', 'password');
    }
    expect(screen.getByRole('link', { name: M.back })).toHaveAttribute('href', '/dashboards');
  });

  it('saves a new name, says so and reloads the user data (the shell’s name)', async () => {
    const spy = await openForm({ success: true, password_changed: false });
    await userEvent.clear(field(M.lastName));
    await fillIn(field(M.lastName), 'Nova');
    await userEvent.click(screen.getByRole('button', { name: M.submit }));

    expect(await screen.findByText(M.updated, {}, T)).toBeInTheDocument();
    expect(patchBody(spy)).toEqual({
      user: { first_name: 'Carla', last_name: 'Nova', current_password: '', password: '', password_confirmation: '' },
    });
    await waitFor(() => expect(callsOf(spy).filter((r) => r === 'GET /api/v1/user_data').length).toBe(2));
    // The form's own data too (both are asked again once the save succeeds).
    expect(callsOf(spy).filter((r) => r === 'GET /api/v1/accounts/edit')).toHaveLength(2);
    expect(sessionStore.getState().status).toBe('signedIn');
  });

  it('shows the server’s field errors under their fields and the danger snackbar', async () => {
    await openForm(
      fail(422, { success: false, errors: { password: [MESSAGES.login.passwordPolicy], password_mismatch: [M.passwordMismatch] } }),
    );
    await fillIn(field(M.newPassword), 'fraca');
    await userEvent.click(screen.getByRole('button', { name: M.submit }));

    expect(await screen.findByText(M.updateFailed, {}, T)).toBeInTheDocument();
    expect(field(M.newPassword)).toHaveAccessibleErrorMessage(MESSAGES.login.passwordPolicy);
    expect(field(M.newPasswordConfirmation)).toHaveAccessibleErrorMessage(M.passwordMismatch);
  });

  it('shows the danger snackbar when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openForm(fail(500, { error: MESSAGES.errors.internal }));
    await userEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByText(M.updateFailed, {}, T)).toBeInTheDocument();
  });

  it('says the wait when too many wrong current passwords were sent (429), not the generic failure', async () => {
    const wait = SERVICE_MESSAGES.tooManyAttempts(2);
    await openForm(fail(429, { error: wait }));
    await userEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByText(wait, {}, T)).toBeInTheDocument();
    expect(screen.queryByText(M.updateFailed)).not.toBeInTheDocument();
  });

  it('after a password change: a notice here, no browser alert, then the login page says so and asks for the new password', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    // As the server answers: once the password changed, the session's token and refresh cookie are refused.
    let changed = false;
    const refused = () => fail(401, { error: MESSAGES.errors.unauthenticated });
    const spy = await openForm(
      () => {
        changed = true;
        return { success: true, password_changed: true };
      },
      { userData: () => (changed ? refused() : userDataFor({ access: 'customer' })), authRefresh: refused() },
    );
    await fillIn(field(M.currentPassword), 'Portal#2026');
    await fillIn(field(M.newPassword), 'Outra#Senha2027');
    await fillIn(field(M.newPasswordConfirmation), 'Outra#Senha2027');
    await userEvent.click(screen.getByRole('button', { name: M.submit }));

    expect(await screen.findByText(M.passwordChangedNotice, {}, T)).toBeInTheDocument();
    expect(patchBody(spy).user).toMatchObject({
      current_password: 'Portal#2026',
      password: 'Outra#Senha2027',
      password_confirmation: 'Outra#Senha2027',
    });
    expect(field(M.newPassword)).toHaveValue('');

    await waitFor(() => expect(spy.app.location()).toBe('/login'), PATIENCE);
    expect((await screen.findByText(MESSAGES.login.passwordChanged, {}, T)).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(MESSAGES.login.sessionExpired)).not.toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'passwordChanged', accessToken: null });
    // Carried once: the history entry no longer holds it, so a reload shows the plain login page.
    expect(spy.app.router.state.location.state).toBeNull();
    // Nothing was asked again with the token the server no longer takes, and no logout was asked for.
    expect(callsOf(spy).filter((r) => r === 'GET /api/v1/user_data')).toHaveLength(1);
    expect(callsOf(spy)).not.toContain('GET /api/v1/logout');
    expect(alert).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// The account form through the whole app (router, shell, snackbar host) with a fake API.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '#web/testing/fill-in.ts';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AccountEditResponse } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandler } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { pageReload } from '../utils/reload-at-root.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = MANAGEMENT_MESSAGES.account;
const ACCOUNT: AccountEditResponse = { user: { first_name: 'Carla', last_name: 'Cliente', email: 'cliente@demo.local' } };

async function openForm(patch: FakeHandler<'updateAccount'>) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'customer' }),
    editAccount: ACCOUNT,
    updateAccount: patch,
  });
  renderApp('/my-account');
  await screen.findByRole('button', { name: M.submit }, T);
  return fetchSpy;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const patchBody = (spy: ReturnType<typeof fakeApi>) => {
  const call = spy.mock.calls.find(([, init]) => init?.method === 'PATCH');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

// jsdom cannot load a page: the reload is only recorded.
let reloadAtRoot: MockInstance<() => void>;
beforeEach(() => {
  reloadAtRoot = vi.spyOn(pageReload, 'atRoot').mockImplementation(() => {});
});

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
    expect(reloadAtRoot).not.toHaveBeenCalled();
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

  it('after a password change, alerts a second later and reloads at the root', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const spy = await openForm({ success: true, password_changed: true });
    await fillIn(field(M.currentPassword), 'Portal#2026');
    await fillIn(field(M.newPassword), 'Outra#Senha2027');
    await fillIn(field(M.newPasswordConfirmation), 'Outra#Senha2027');
    await userEvent.click(screen.getByRole('button', { name: M.submit }));

    expect(await screen.findByText(M.updated, {}, T)).toBeInTheDocument();
    expect(patchBody(spy).user).toMatchObject({
      current_password: 'Portal#2026',
      password: 'Outra#Senha2027',
      password_confirmation: 'Outra#Senha2027',
    });
    expect(alert).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadAtRoot).toHaveBeenCalledTimes(1), PATIENCE);
    expect(alert).toHaveBeenCalledWith(M.passwordChangedAlert);
    expect(field(M.newPassword)).toHaveValue('');
  });
});

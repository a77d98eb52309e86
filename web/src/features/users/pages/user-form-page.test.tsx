// @vitest-environment jsdom
// The collaborator form (invite and edit) through the whole app (router, shell, modal and snackbar
// hosts) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmResend } from '#web/testing/people-actions.ts';
import { fillIn } from '#web/testing/fill-in.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { editAnswer, listUser, newAnswer, usersAnswer } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;

async function openForm(url: string, handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'customer_admin' }),
    listUsers: usersAnswer(),
    newUser: newAnswer(),
    editUser: ({ params }) => (params.id === 'u1' ? editAnswer() : fail(404, { error: USER_MESSAGES.notFound })),
    ...handlers,
  });
  const app = renderApp(url);
  await screen.findByRole('group', { name: USER_MESSAGES.roles }, T);
  return { app, fetchSpy };
}

const bodyOf = async (spy: ReturnType<typeof fakeApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
const field = (label: string) => screen.getByRole('textbox', { name: label });
const roleBox = (name: string) => within(screen.getByRole('group', { name: USER_MESSAGES.roles })).getByRole('checkbox', { name });
const adminBox = () => screen.getByRole('checkbox', { name: USER_MESSAGES.grantAdmin });
const note = () => screen.getByText(USER_MESSAGES.allowedDashboards).closest('[role="status"]') as HTMLElement;

async function fillInvitation() {
  await fillIn(field(USER_MESSAGES.firstName), 'Diego');
  await fillIn(field(USER_MESSAGES.lastName), 'Alves');
  await fillIn(field(USER_MESSAGES.email), 'diego@empresa.com');
}

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
});

describe('user form', { timeout: 20_000 }, () => {
  it('invites a collaborator: sends the whole user, says so and goes back to the list', async () => {
    const { app, fetchSpy } = await openForm('/users/new', {
      createUser: { success: true, user: { id: 'u9' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['users-new'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: USER_MESSAGES.back })).toHaveAttribute('href', '/users');
    expect(screen.queryByRole('button', { name: USER_MESSAGES.deactivate })).not.toBeInTheDocument();
    expect(adminBox()).toHaveAccessibleDescription(expect.stringContaining(USER_MESSAGES.grantAdminHelp));
    expect(screen.queryByText(USER_MESSAGES.limitNote)).not.toBeInTheDocument();

    await fillInvitation();
    await userEvent.click(roleBox('Financeiro'));
    await userEvent.click(roleBox('Comercial'));
    await userEvent.click(adminBox());
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.submitNew }));

    expect(await screen.findByText(USER_MESSAGES.invited, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/users'), PATIENCE);
    expect(await bodyOf(fetchSpy, 'POST', '/api/v1/users')).toEqual({
      user: {
        first_name: 'Diego',
        last_name: 'Alves',
        email: 'diego@empresa.com',
        role_ids: ['role-financeiro', 'role-comercial'],
        customer_admin: true,
      },
    });
  });

  it("lists the chosen roles' dashboards once each, sorted ignoring case and accents; an administrator sees all", async () => {
    await openForm('/users/new');
    expect(screen.getByText(USER_MESSAGES.noDashboards)).toBeInTheDocument();

    await userEvent.click(roleBox('Comercial'));
    await userEvent.click(roleBox('Financeiro'));
    const items = within(note())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Área Comercial', 'Base', 'estoque', 'Vendas', 'Zona Sul']);

    await userEvent.click(roleBox('Comercial'));
    expect(
      within(note())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Base', 'Vendas', 'Zona Sul']);

    await userEvent.click(adminBox());
    expect(screen.getByText(USER_MESSAGES.adminSeesAll)).toBeInTheDocument();
    expect(screen.queryByText(USER_MESSAGES.allowedDashboards)).not.toBeInTheDocument();
    expect(screen.queryByText('Zona Sul')).not.toBeInTheDocument();
  });

  it('puts a 422 under the fields and the role list, says "Erro ao convidar usuário" and keeps the values', async () => {
    const { app } = await openForm('/users/new', {
      createUser: fail(422, {
        success: false,
        errors: {
          user: { first_name: [USER_MESSAGES.firstNameRequired], email: [USER_MESSAGES.emailRefused] },
          role_ids: [USER_MESSAGES.unknownRoles],
        },
      }),
    });
    await fillIn(field(USER_MESSAGES.email), 'bruno@empresa.com');
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.submitNew }));

    expect(await screen.findByText(USER_MESSAGES.inviteFailed, {}, T)).toBeInTheDocument();
    expect(field(USER_MESSAGES.firstName)).toHaveAttribute('aria-invalid', 'true');
    expect(field(USER_MESSAGES.firstName)).toHaveAccessibleErrorMessage(USER_MESSAGES.firstNameRequired);
    expect(field(USER_MESSAGES.email)).toHaveAccessibleErrorMessage(USER_MESSAGES.emailRefused);
    expect(field(USER_MESSAGES.lastName)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: USER_MESSAGES.roles })).toHaveAccessibleDescription(
      expect.stringContaining(USER_MESSAGES.unknownRoles),
    );
    expect(field(USER_MESSAGES.email)).toHaveValue('bruno@empresa.com');
    expect(app.location()).toBe('/users/new');
  });

  it('says which invitation limit was reached (429) instead of the generic failure, and keeps the values', async () => {
    const limit = USER_MESSAGES.tooManyInvitationsByYou(100, USER_MESSAGES.waitFor(12));
    const { app } = await openForm('/users/new', { createUser: fail(429, { error: limit }) });
    await fillIn(field(USER_MESSAGES.email), 'bruno@empresa.com');
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.submitNew }));
    expect(await screen.findByText(limit, {}, T)).toBeInTheDocument();
    expect(screen.queryByText(USER_MESSAGES.inviteFailed)).not.toBeInTheDocument();
    expect(field(USER_MESSAGES.email)).toHaveValue('bruno@empresa.com');
    expect(app.location()).toBe('/users/new');
  });

  it('refuses an invitation without sending it when the project is full, with the persistent note', async () => {
    const { app, fetchSpy } = await openForm('/users/new', { newUser: newAnswer(true) });
    expect(screen.getByText(USER_MESSAGES.limitNote)).toBeInTheDocument();
    await fillInvitation();
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.submitNew }));

    expect(await screen.findByText(USER_MESSAGES.limitReached(USER_MESSAGES.provider), {}, T)).toBeInTheDocument();
    expect(callsOf(fetchSpy).filter((r) => r.startsWith('POST'))).toEqual([]);
    expect(app.location()).toBe('/users/new');
    expect(screen.getByText(USER_MESSAGES.limitNote)).toBeInTheDocument();
  });

  it("edits a collaborator's access: name and e-mail as text, roles chosen, PATCH of the access only", async () => {
    const { app, fetchSpy } = await openForm('/users/u1/edit', { updateUser: { success: true } });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['users-form'] })).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByText('Bruno Lima')).toBeInTheDocument();
    expect(screen.getByText('bruno@empresa.com')).toBeInTheDocument();
    // Bruno signed in already: no invitation to send again.
    expect(screen.queryByText(USER_MESSAGES.invitationPending)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: USER_MESSAGES.resendInvitationNamed('Bruno Lima') })).not.toBeInTheDocument();
    expect(roleBox('Financeiro')).toBeChecked();
    expect(roleBox('Comercial')).not.toBeChecked();
    expect(
      within(note())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Base', 'Vendas', 'Zona Sul']);

    await userEvent.click(roleBox('RH'));
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.submitEdit }));
    expect(await screen.findByText(USER_MESSAGES.updated, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/users'), PATIENCE);
    expect(await bodyOf(fetchSpy, 'PATCH', '/api/v1/users/u1')).toEqual({
      user: { role_ids: ['role-financeiro', 'role-rh'], customer_admin: false },
    });
  });

  it('shows the last-administrator rule under the box and "Erro ao atualizar usuário"', async () => {
    const { app } = await openForm('/users/u1/edit', {
      editUser: editAnswer({ customer_admin: true }),
      updateUser: fail(422, { success: false, errors: { must_have_at_least_one_admin: [USER_MESSAGES.lastAdmin] } }),
    });
    expect(adminBox()).toBeChecked();
    expect(screen.getByText(USER_MESSAGES.adminSeesAll)).toBeInTheDocument();
    await userEvent.click(adminBox());
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.submitEdit }));

    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent(USER_MESSAGES.lastAdmin);
    expect(await screen.findByText(USER_MESSAGES.updateFailed, {}, T)).toBeInTheDocument();
    expect(app.location()).toBe('/users/u1/edit');
    expect(adminBox()).not.toBeChecked();
  });

  it("deactivates only after the collaborator's e-mail is typed, then goes back to the list", async () => {
    const { app, fetchSpy } = await openForm('/users/u1/edit', { deleteUser: { success: true } });
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.deactivate }));
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(within(dialog).getByText(USER_MESSAGES.deactivateQuestion('Bruno Lima'))).toBeInTheDocument();
    const input = within(dialog).getByLabelText(USER_MESSAGES.typeEmail('bruno@empresa.com'));

    await fillIn(input, 'outro@empresa.com');
    await userEvent.click(within(dialog).getByRole('button', { name: USER_MESSAGES.deactivate }));
    expect(await within(dialog).findByText(MANAGEMENT_MESSAGES.forms.confirm.emailMismatch)).toBeInTheDocument();
    expect(input).toHaveAccessibleErrorMessage(MANAGEMENT_MESSAGES.forms.confirm.emailMismatch);
    expect(callsOf(fetchSpy)).not.toContain('DELETE /api/v1/users/u1');

    await userEvent.clear(input);
    await fillIn(input, ' Bruno@Empresa.com ');
    await userEvent.click(within(dialog).getByRole('button', { name: USER_MESSAGES.deactivate }));
    expect(await screen.findByText(USER_MESSAGES.deactivated, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/users'), PATIENCE);
    expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/users/u1');
  });

  it('says "Erro ao desativar usuário" when the deactivation fails, with its reason, and stays', async () => {
    const { app } = await openForm('/users/u1/edit', {
      deleteUser: fail(422, { success: false, errors: { main_contact_must_be_admin: [USER_MESSAGES.mainContactAdmin] } }),
    });
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.deactivate }));
    const dialog = await screen.findByRole('dialog', {}, T);
    await fillIn(within(dialog).getByLabelText(USER_MESSAGES.typeEmail('bruno@empresa.com')), 'bruno@empresa.com');
    await userEvent.click(within(dialog).getByRole('button', { name: USER_MESSAGES.deactivate }));
    expect(await screen.findByText(USER_MESSAGES.deactivateFailed, {}, T)).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent(USER_MESSAGES.mainContactAdmin);
    expect(app.location()).toBe('/users/u1/edit');
  });

  it("goes back to the list with the server's message when the collaborator is not found", async () => {
    signInForTest();
    fakeApi({
      userData: userDataFor({ access: 'customer_admin' }),
      listUsers: usersAnswer(),
      editUser: ({ params }) => (params.id === 'zz' ? fail(404, { error: USER_MESSAGES.notFound }) : editAnswer()),
    });
    const app = renderApp('/users/zz/edit');
    expect(await screen.findByText(USER_MESSAGES.notFound, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/users'), PATIENCE);
  });

  it('sends a pending invitation again from the edit screen, and shows the new day', async () => {
    let sentAt = '2024-04-02T12:00:00.000Z';
    const { app, fetchSpy } = await openForm('/users/u1/edit', {
      editUser: () => editAnswer({ invitation_pending: true, invitation_sent_at: sentAt }),
      resendUserInvitation: () => {
        sentAt = '2024-05-20T12:00:00.000Z';
        return { success: true };
      },
    });
    expect(screen.getByText(USER_MESSAGES.invitationPending)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.invitationSentOn('02/04/2024'))).toBeInTheDocument();
    await confirmResend(document.body, 'Bruno Lima', 'bruno@empresa.com');

    expect(await screen.findByText(USER_MESSAGES.invitationResent('bruno@empresa.com'), {}, T)).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('POST /api/v1/users/u1/invitation');
    expect(await screen.findByText(USER_MESSAGES.invitationSentOn('20/05/2024'), {}, T)).toBeInTheDocument();
    // The form was not submitted, and stays.
    expect(callsOf(fetchSpy).filter((call) => call.startsWith('PATCH'))).toEqual([]);
    expect(app.location()).toBe('/users/u1/edit');
  });
});

describe('an invitation naming a deactivated collaborator', { timeout: 20_000 }, () => {
  const DORA = listUser('u7', { name: 'Dora Reis', email: 'dora@empresa.com', deactivated_at: '2024-04-10T12:00:00.000Z' });
  const refused = fail(422, { success: false, errors: { user: { email: [USER_MESSAGES.emailOfDeactivated] } } });
  const handlers: FakeHandlers = {
    createUser: refused,
    listUsers: ({ query }) => usersAnswer(query.status === 'inactive' && query.name === 'dora@empresa.com' ? [DORA] : []),
    reactivateUser: ({ params }) => (params.id === 'u7' ? { success: true } : fail(404, { error: USER_MESSAGES.notFound })),
  };
  async function inviteDora(extra: FakeHandlers = {}) {
    const opened = await openForm('/users/new', { ...handlers, ...extra });
    await fillIn(field(USER_MESSAGES.firstName), 'Dora');
    await fillIn(field(USER_MESSAGES.lastName), 'Reis');
    await fillIn(field(USER_MESSAGES.email), ' Dora@Empresa.com');
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.submitNew }));
    return opened;
  }

  it('offers to bring them back instead, and goes to the list once they are', async () => {
    const { app, fetchSpy } = await inviteDora();
    const dialog = await screen.findByRole('dialog', { name: USER_MESSAGES.reactivateNamed('Dora Reis') }, T);
    expect(within(dialog).getByText(USER_MESSAGES.inviteDeactivated('Dora Reis'))).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/users?page=1&status=inactive&name=dora%40empresa.com');
    await userEvent.click(within(dialog).getByRole('button', { name: USER_MESSAGES.reactivate }));

    expect(await screen.findByText(USER_MESSAGES.reactivated, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/users'), PATIENCE);
    expect(callsOf(fetchSpy)).toContain('POST /api/v1/users/u7/reactivate');
    expect(screen.queryByText(USER_MESSAGES.inviteFailed)).not.toBeInTheDocument();
  });

  it('keeps the form and the e-mail error when the offer is declined', async () => {
    const { app, fetchSpy } = await inviteDora();
    const dialog = await screen.findByRole('dialog', {}, T);
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    expect(field(USER_MESSAGES.email)).toHaveAccessibleErrorMessage(USER_MESSAGES.emailOfDeactivated);
    expect(field(USER_MESSAGES.email)).toHaveValue('Dora@Empresa.com');
    expect(callsOf(fetchSpy).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/v1/users']);
    expect(app.location()).toBe('/users/new');
  });

  it('says why when no seat is free for them, and stays', async () => {
    const limit = USER_MESSAGES.limitReached(USER_MESSAGES.provider);
    const { app } = await inviteDora({ reactivateUser: fail(422, { success: false, errors: { user_limit_reached: [limit] } }) });
    await userEvent.click(within(await screen.findByRole('dialog', {}, T)).getByRole('button', { name: USER_MESSAGES.reactivate }));
    expect(await screen.findByText(limit, {}, T)).toBeInTheDocument();
    expect(app.location()).toBe('/users/new');
    expect(field(USER_MESSAGES.email)).toHaveAccessibleErrorMessage(USER_MESSAGES.emailOfDeactivated);
  });

  it('shows only the error when the person is not found among the deactivated', async () => {
    const { fetchSpy } = await inviteDora({ listUsers: usersAnswer([]) });
    expect(await screen.findByText(USER_MESSAGES.inviteFailed, {}, T)).toBeInTheDocument();
    expect(field(USER_MESSAGES.email)).toHaveAccessibleErrorMessage(USER_MESSAGES.emailOfDeactivated);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/users?page=1&status=inactive&name=dora%40empresa.com');
  });
});

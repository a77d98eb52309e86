// @vitest-environment jsdom
// The collaborators list through the whole app (router, shell, toolbar, snackbar host) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmResend } from '#web/testing/people-actions.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { UI } from '#shared/constants.ts';
import type { UserListItem } from '#shared/api-types.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import type { RequestOf } from '#web/lib/route-request.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { editAnswer, listUser, newAnswer, USERS, usersAnswer } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;

async function openList(url = '/users', handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'customer_admin' }),
    listUsers: usersAnswer(undefined, { total: 45 }),
    newUser: { roles: [], user_limit_reached: false },
    ...handlers,
  });
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: USER_MESSAGES.listHeading }, T);
  return { app, fetchSpy };
}

const table = () => screen.findByRole('table', { name: USER_MESSAGES.tableLabel }, T);
const usersRequests = (spy: ReturnType<typeof fakeApi>) => callsOf(spy).filter((r) => /^GET \/api\/v1\/users(\?|$)/.test(r));
const counter = (current: number, limit: number) => screen.findByText(USER_MESSAGES.counter(current, limit), {}, T);

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
});

describe('users list', { timeout: 20_000 }, () => {
  it('shows a row per collaborator: name link, e-mail, administrator icon, role chips or "all dashboards", inviter and date, history link', async () => {
    await openList();
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      USER_MESSAGES.columns.name,
      USER_MESSAGES.columns.email,
      USER_MESSAGES.columns.roles,
      USER_MESSAGES.columns.invitedBy,
      USER_MESSAGES.columns.status,
      USER_MESSAGES.columns.actions,
    ]);
    const [bruno, carla] = rows.slice(1);

    expect(within(bruno).getByRole('link', { name: 'Bruno Lima' })).toHaveAttribute('href', '/users/u1/edit');
    expect(within(bruno).getByText('bruno@empresa.com')).toBeInTheDocument();
    expect(within(bruno).queryByRole('img', { name: USER_MESSAGES.administrator })).not.toBeInTheDocument();
    expect(
      within(bruno)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Comercial', 'Financeiro']);
    expect(within(bruno).queryByText(USER_MESSAGES.seesAll)).not.toBeInTheDocument();
    expect(within(bruno).getByText(USER_MESSAGES.invitedOn('Ana Souza', '05/03/2024'))).toBeInTheDocument();
    expect(within(bruno).getByRole('link', { name: USER_MESSAGES.viewHistory('Bruno Lima') })).toHaveAttribute('href', '/views/user/u1');

    expect(within(carla).getByRole('link', { name: 'Carla Dias' })).toHaveAttribute('href', '/users/u2/edit');
    expect(within(carla).getByRole('img', { name: USER_MESSAGES.administrator })).toBeInTheDocument();
    expect(within(carla).getByText(USER_MESSAGES.seesAll)).toBeInTheDocument();
    expect(within(carla).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(carla).getByText(USER_MESSAGES.invitedOnDate('02/01/2024'))).toBeInTheDocument();

    // The scrolling region is reachable and named; the pagination is below.
    const region = screen.getByRole('region', { name: USER_MESSAGES.tableLabel });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('navigation', { name: MESSAGES.pagination.label })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: USER_MESSAGES.roleFilter })).toHaveDisplayValue(USER_MESSAGES.allRoles);
  });

  it.each([
    [5, 10, 'success', 'green'],
    [59, 100, 'success', 'green'],
    [60, 100, 'warning', 'orange'],
    [89, 100, 'warning', 'orange'],
    [90, 100, 'danger', 'red'],
    [10, 10, 'danger', 'red'],
  ])('colours the counter %i of %i as %s', async (current, limit, tone, palette) => {
    await openList('/users', { listUsers: usersAnswer(undefined, { current, limit }) });
    const text = await counter(current, limit);
    expect(text).toHaveAttribute('data-tone', tone);
    // The text's colour is the palette's foreground shade (the theme's accessible-contrast token).
    expect(getComputedStyle(text).color).toBe(`var(--chakra-colors-${palette}-fg)`);
  });

  it('shows no counter when the business has no user limit', async () => {
    await openList('/users', { listUsers: usersAnswer(undefined, { current: 7, limit: 0 }) });
    await table();
    expect(screen.queryByText(/usuários no projeto/)).not.toBeInTheDocument();
  });

  it('reads the filters from the URL, and sends a typed search after the debounce, back on page 1', async () => {
    const { app, fetchSpy } = await openList('/users?role_id=role-financeiro&page=2');
    // The filter's options arrive with the list's answer: its value shows once they are there.
    await waitFor(() => expect(screen.getByRole('combobox', { name: USER_MESSAGES.roleFilter })).toHaveValue('role-financeiro'), T);
    expect(usersRequests(fetchSpy)).toEqual(['GET /api/v1/users?page=2&status=active&role_id=role-financeiro']);

    const typedAt = Date.now();
    await userEvent.type(screen.getByRole('searchbox', { name: USER_MESSAGES.search }), 'bru');
    expect(app.location()).toBe('/users?role_id=role-financeiro&page=2');
    await waitFor(() => expect(app.location()).toBe('/users?name=bru&role_id=role-financeiro'), T);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(UI.filterDebounceMs);
    await waitFor(() => expect(usersRequests(fetchSpy)).toContain('GET /api/v1/users?page=1&status=active&name=bru&role_id=role-financeiro'));
    // No request per keystroke.
    expect(usersRequests(fetchSpy).filter((r) => /name=br?(&|$)/.test(r))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.pagination.page(2) }));
    await waitFor(() => expect(app.location()).toBe('/users?name=bru&role_id=role-financeiro&page=2'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: USER_MESSAGES.roleFilter }), 'Comercial');
    await waitFor(() => expect(app.location()).toBe('/users?name=bru&role_id=role-comercial'), T);
  });

  it('opens the edit screen from anywhere on a row', async () => {
    const { app } = await openList('/users', { editUser: () => new Promise(() => undefined) });
    const bruno = within(await table()).getAllByRole('row')[1];
    await userEvent.click(within(bruno).getByText('bruno@empresa.com'));
    await waitFor(() => expect(app.location()).toBe('/users/u1/edit'), PATIENCE);
  });

  it("goes to the collaborator's view history from the eye link, not to the edit screen", async () => {
    const { app } = await openList('/users', { listViews: () => new Promise(() => undefined) });
    const bruno = within(await table()).getAllByRole('row')[1];
    await userEvent.click(within(bruno).getByRole('link', { name: USER_MESSAGES.viewHistory('Bruno Lima') }));
    await waitFor(() => expect(app.location()).toBe('/views/user/u1'), PATIENCE);
  });

  it('says so when no collaborator matches', async () => {
    await openList('/users?name=zzz', { listUsers: usersAnswer([], { current: 3 }) });
    expect(await screen.findByText(USER_MESSAGES.empty, {}, T)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('"Convidar colaborador" opens the invitation form while seats are left', async () => {
    const { app } = await openList('/users', { listUsers: usersAnswer(undefined, { current: 9, limit: 10 }) });
    await counter(9, 10);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.toolbar.inviteUser }));
    await waitFor(() => expect(app.location()).toBe('/users/new'), PATIENCE);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.breadcrumb['users-new'] }, T)).toBeInTheDocument();
  });

  it('"Convidar colaborador" shows the limit message and stays when the project is full', async () => {
    const { app, fetchSpy } = await openList('/users', {
      listUsers: usersAnswer([listUser('u3')], { current: 10, limit: 10 }),
    });
    await counter(10, 10);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.toolbar.inviteUser }));
    expect(await screen.findByText(USER_MESSAGES.limitReached(USER_MESSAGES.provider), {}, T)).toBeInTheDocument();
    expect(app.location()).toBe('/users');
    expect(callsOf(fetchSpy)).not.toContain('GET /api/v1/users/new');
  });
});

describe('the list and the form after a write', { timeout: 20_000 }, () => {
  const openRow = async (name: string) => {
    const row = within(await table())
      .getByRole('link', { name })
      .closest('tr')!;
    await userEvent.click(within(row).getAllByRole('cell')[1]);
  };
  const roleBox = async (name: string) =>
    within(await screen.findByRole('group', { name: USER_MESSAGES.roles }, T)).getByRole('checkbox', { name });

  it('drops a deactivated collaborator from the list at once, before the list is asked again', async () => {
    let listed = 0;
    const { app } = await openList('/users', {
      // Only the first answer arrives: the list's next fetch never hears back.
      listUsers: () => (listed++ === 0 ? usersAnswer() : new Promise(() => undefined)),
      editUser: editAnswer(),
      deleteUser: { success: true },
    });
    await openRow('Bruno Lima');
    await userEvent.click(await screen.findByRole('button', { name: USER_MESSAGES.deactivate }, T));
    const dialog = await screen.findByRole('dialog', {}, T);
    await userEvent.type(within(dialog).getByLabelText(USER_MESSAGES.typeEmail('bruno@empresa.com')), 'bruno@empresa.com');
    await userEvent.click(within(dialog).getByRole('button', { name: USER_MESSAGES.deactivate }));

    await waitFor(() => expect(app.location()).toBe('/users'), T);
    const list = await table();
    expect(within(list).getByRole('link', { name: 'Carla Dias' })).toBeInTheDocument();
    expect(within(list).queryByText('Bruno Lima')).not.toBeInTheDocument();
    await waitFor(() => expect(listed).toBe(2));
  });

  it("fetches a collaborator's form afresh after an access change, so the form shows what was saved", async () => {
    let roleIds = ['role-financeiro'];
    const { app, fetchSpy } = await openList('/users', {
      newUser: newAnswer(),
      editUser: () => editAnswer({ role_ids: roleIds }),
      updateUser: ({ body }) => {
        roleIds = (body as RequestOf<'updateUser'>['body']).user.role_ids ?? [];
        return { success: true };
      },
    });
    await openRow('Bruno Lima');
    await userEvent.click(await roleBox('RH'));
    await userEvent.click(screen.getByRole('button', { name: USER_MESSAGES.submitEdit }));
    await waitFor(() => expect(app.location()).toBe('/users'), T);

    await openRow('Bruno Lima');
    await waitFor(async () => expect(await roleBox('RH')).toBeChecked(), T);
    expect(await roleBox('Financeiro')).toBeChecked();
    expect(callsOf(fetchSpy).filter((call) => call === 'GET /api/v1/users/u1/edit')).toHaveLength(2);
  });
});

describe('the deactivated, and pending invitations', { timeout: 20_000 }, () => {
  const DORA = listUser('u7', { name: 'Dora Reis', email: 'dora@empresa.com', deactivated_at: '2024-04-10T12:00:00.000Z' });
  const ELI = listUser('u8', { name: 'Eli Melo', email: 'eli@empresa.com', deactivated_at: null });
  const PENDING = listUser('u3', {
    name: 'Davi Rocha',
    email: 'davi@empresa.com',
    invitation_pending: true,
    invitation_sent_at: '2024-04-02T12:00:00.000Z',
  });
  const rowOf = async (name: string) =>
    within(await table())
      .getByText(name)
      .closest('tr')!;
  /** A promise the test settles itself: an answer that arrives when the test says so. */
  function later<Value>() {
    let settle!: (value: Value) => void;
    const promise = new Promise<Value>((resolve) => (settle = resolve));
    return { promise, settle };
  }

  it('lists the deactivated from the filter (kept in the URL): the day, no form to open, "Reativar"; never a Reativar on the active', async () => {
    const inactive = later<ReturnType<typeof usersAnswer>>();
    const { app, fetchSpy } = await openList('/users', {
      listUsers: ({ query }) => (query.status === 'inactive' ? inactive.promise : usersAnswer()),
    });
    await table();
    expect(screen.queryByRole('button', { name: /^Reativar/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: USER_MESSAGES.statusFilter }), USER_MESSAGES.statuses.inactive);
    await waitFor(() => expect(app.location()).toBe('/users?status=inactive'), T);
    await waitFor(() => expect(usersRequests(fetchSpy)).toContain('GET /api/v1/users?page=1&status=inactive'), T);
    // While the answer is on its way the active people stay on screen, as active people.
    expect(within(await table()).getByRole('link', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reativar/ })).not.toBeInTheDocument();

    inactive.settle(usersAnswer([DORA, ELI]));
    const dora = await rowOf('Dora Reis');
    expect(within(dora).getByText(USER_MESSAGES.deactivatedOn('10/04/2024'))).toBeInTheDocument();
    expect(within(dora).queryByRole('link', { name: 'Dora Reis' })).not.toBeInTheDocument();
    expect(within(dora).getByRole('button', { name: USER_MESSAGES.reactivateNamed('Dora Reis') })).toHaveTextContent(USER_MESSAGES.reactivate);
    expect(within(dora).getByRole('link', { name: USER_MESSAGES.viewHistory('Dora Reis') })).toBeInTheDocument();
    expect(within(await rowOf('Eli Melo')).getByText(USER_MESSAGES.deactivatedUndated)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: USER_MESSAGES.statusFilter })).toHaveDisplayValue(USER_MESSAGES.statuses.inactive);

    // A click on the row opens nothing: the deactivated have no form.
    await userEvent.click(within(dora).getByText('dora@empresa.com'));
    expect(app.location()).toBe('/users?status=inactive');
  });

  it('says so when nobody is deactivated', async () => {
    await openList('/users?status=inactive', { listUsers: usersAnswer([]) });
    expect(await screen.findByText(USER_MESSAGES.emptyInactive, {}, T)).toHaveAttribute('role', 'status');
  });

  it('reactivates after the confirmation: the row leaves at once, then the lists and the counter are asked again', async () => {
    const again = later<ReturnType<typeof usersAnswer>>();
    let listed = 0;
    const { fetchSpy } = await openList('/users?status=inactive', {
      listUsers: () => (listed++ === 0 ? usersAnswer([DORA, ELI]) : again.promise),
      reactivateUser: ({ params }) => (params.id === 'u7' ? { success: true } : fail(404, { error: USER_MESSAGES.notFound })),
    });
    await userEvent.click(within(await rowOf('Dora Reis')).getByRole('button', { name: USER_MESSAGES.reactivateNamed('Dora Reis') }));
    const dialog = await screen.findByRole('dialog', { name: USER_MESSAGES.reactivateNamed('Dora Reis') }, T);
    expect(within(dialog).getByText(USER_MESSAGES.reactivateQuestion('Dora Reis'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: USER_MESSAGES.reactivate }));

    expect(await screen.findByText(USER_MESSAGES.reactivated, {}, T)).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('POST /api/v1/users/u7/reactivate');
    await waitFor(() => expect(within(screen.getByRole('table', { name: USER_MESSAGES.tableLabel })).queryByText('Dora Reis')).toBeNull(), T);
    expect(await counter(5, 10)).toBeInTheDocument();
    await waitFor(() => expect(listed).toBe(2), T);

    again.settle(usersAnswer([ELI], { current: 6 }));
    expect(await counter(6, 10)).toBeInTheDocument();
  });

  it('asks nothing when the confirmation is cancelled', async () => {
    const { fetchSpy } = await openList('/users?status=inactive', { listUsers: usersAnswer([DORA]), reactivateUser: { success: true } });
    await userEvent.click(within(await rowOf('Dora Reis')).getByRole('button', { name: USER_MESSAGES.reactivateNamed('Dora Reis') }));
    const dialog = await screen.findByRole('dialog', {}, T);
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    expect(callsOf(fetchSpy).filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(within(await table()).getByText('Dora Reis')).toBeInTheDocument();
  });

  it('shows the limit message when no seat is free, and the person stays in the list', async () => {
    const limit = USER_MESSAGES.limitReached(USER_MESSAGES.provider);
    await openList('/users?status=inactive', {
      listUsers: usersAnswer([DORA], { current: 10, limit: 10 }),
      reactivateUser: fail(422, { success: false, errors: { user_limit_reached: [limit] } }),
    });
    await userEvent.click(within(await rowOf('Dora Reis')).getByRole('button', { name: USER_MESSAGES.reactivateNamed('Dora Reis') }));
    await userEvent.click(within(await screen.findByRole('dialog', {}, T)).getByRole('button', { name: USER_MESSAGES.reactivate }));
    expect(await screen.findByText(limit, {}, T)).toBeInTheDocument();
    expect(screen.queryByText(USER_MESSAGES.reactivated)).not.toBeInTheDocument();
    expect(within(await table()).getByText('Dora Reis')).toBeInTheDocument();
    expect(within(await rowOf('Dora Reis')).getByRole('button', { name: USER_MESSAGES.reactivateNamed('Dora Reis') })).toBeEnabled();
  });

  it('marks a pending invitation with the day it went, and sends it again after naming the address', async () => {
    let sentAt = '2024-04-02T12:00:00.000Z';
    const { fetchSpy } = await openList('/users', {
      listUsers: () => usersAnswer(usersWith(PENDING, sentAt)),
      resendUserInvitation: () => {
        sentAt = '2024-05-20T12:00:00.000Z';
        return { success: true };
      },
    });
    const davi = await rowOf('Davi Rocha');
    expect(within(davi).getByText(USER_MESSAGES.invitationPending)).toBeInTheDocument();
    expect(within(davi).getByText(USER_MESSAGES.invitationSentOn('02/04/2024'))).toBeInTheDocument();
    // Only the pending one can be invited again; nobody active is offered a reactivation.
    expect(screen.getAllByRole('button', { name: /^Reenviar convite/ })).toHaveLength(1);
    expect(within(await rowOf('Bruno Lima')).queryByText(USER_MESSAGES.invitationPending)).not.toBeInTheDocument();

    await confirmResend(davi, 'Davi Rocha', 'davi@empresa.com');

    expect(await screen.findByText(USER_MESSAGES.invitationResent('davi@empresa.com'), {}, T)).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('POST /api/v1/users/u3/invitation');
    expect(await screen.findByText(USER_MESSAGES.invitationSentOn('20/05/2024'), {}, T)).toBeInTheDocument();
  });

  it('says why an invitation cannot be sent again, and shows the person as signed in once the list is asked again', async () => {
    let pending = true;
    await openList('/users', {
      listUsers: () => usersAnswer([{ ...PENDING, invitation_pending: pending }]),
      resendUserInvitation: () => {
        pending = false;
        return fail(422, { success: false, errors: { user: [USER_MESSAGES.invitationNotPending] } });
      },
    });
    await userEvent.click(within(await rowOf('Davi Rocha')).getByRole('button', { name: USER_MESSAGES.resendInvitationNamed('Davi Rocha') }));
    await userEvent.click(within(await screen.findByRole('dialog', {}, T)).getByRole('button', { name: USER_MESSAGES.resendInvitation }));
    expect(await screen.findByText(USER_MESSAGES.invitationNotPending, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(USER_MESSAGES.invitationPending)).not.toBeInTheDocument(), T);
    expect(screen.queryByRole('button', { name: /^Reenviar convite/ })).not.toBeInTheDocument();
  });
});

/** The fixtures' collaborators and one whose invitation is pending, sent at `sentAt`. */
const usersWith = (pending: UserListItem, sentAt: string): UserListItem[] => [...USERS, { ...pending, invitation_sent_at: sentAt }];

// @vitest-environment jsdom
// The collaborators list through the whole app (router, shell, toolbar, snackbar host) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { UI } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import type { RequestOf } from '#web/lib/route-request.ts';
import { callsOf, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { editAnswer, listUser, newAnswer, usersAnswer } from '../testing/fixtures.ts';
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
    expect(usersRequests(fetchSpy)).toEqual(['GET /api/v1/users?page=2&role_id=role-financeiro']);

    const typedAt = Date.now();
    await userEvent.type(screen.getByRole('searchbox', { name: USER_MESSAGES.search }), 'bru');
    expect(app.location()).toBe('/users?role_id=role-financeiro&page=2');
    await waitFor(() => expect(app.location()).toBe('/users?name=bru&role_id=role-financeiro'), T);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(UI.filterDebounceMs);
    await waitFor(() => expect(usersRequests(fetchSpy)).toContain('GET /api/v1/users?page=1&name=bru&role_id=role-financeiro'));
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

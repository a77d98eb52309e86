// @vitest-environment jsdom
// The access level form (/roles/new, /roles/:id/edit) through the whole app (router, shell, modal and
// snackbar hosts) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '#web/testing/fill-in.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { EDIT, OPTIONS, roleRow } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const R = ROLE_MESSAGES;

async function openForm(url: string, handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'customer_admin' }),
    listRoles: { roles: [roleRow('r1', { name: 'Comercial' })] },
    newRole: OPTIONS,
    editRole: ({ params }) => (params.id === 'r1' ? EDIT : fail(404, { error: R.notFound })),
    ...handlers,
  });
  const app = renderApp(url);
  await screen.findByRole('textbox', { name: R.name }, T);
  return { app, fetchSpy };
}

const bodyOf = (spy: ReturnType<typeof fakeApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
const nameInput = () => screen.getByRole('textbox', { name: R.name });
const icon = (key: string) => screen.getByRole('radio', { name: R.iconNames[key] });
const iconGroup = () => screen.getByRole('radiogroup', { name: R.icon });
const listHeader = (title: string) => screen.getByRole('button', { name: title });
async function expand(title: string) {
  await userEvent.click(listHeader(title));
  return screen.getByRole('group', { name: title });
}

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  vi.restoreAllMocks();
});

describe('access level form', { timeout: 20_000 }, () => {
  it('creates an access level: sends the exact body, says so and goes back to the refreshed list', async () => {
    const { app, fetchSpy } = await openForm('/roles/new', {
      createRole: { success: true, role: { id: 'r9' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['new-role'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: R.back })).toHaveAttribute('href', '/roles');
    expect(screen.queryByRole('button', { name: R.delete })).not.toBeInTheDocument();
    // Exactly one icon is chosen from the start: the first.
    expect(within(iconGroup()).getAllByRole('radio', { checked: true })).toEqual([icon('chart-bar')]);

    await fillIn(nameInput(), 'Financeiro');
    await userEvent.click(icon('chart-bar'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(icon('users')).toBeChecked();
    expect(icon('chart-bar')).not.toBeChecked();
    const users = await expand(R.users);
    await userEvent.click(within(users).getByRole('checkbox', { name: 'Carla Dias' }));
    await userEvent.click(within(users).getByRole('checkbox', { name: 'Ana Souza' }));
    const dashboards = await expand(R.dashboards);
    await userEvent.click(within(dashboards).getByRole('checkbox', { name: 'Financeiro' }));

    const listFetchesBefore = callsOf(fetchSpy).filter((r) => r === 'GET /api/v1/roles').length;
    await userEvent.click(screen.getByRole('button', { name: R.submitNew }));
    expect(await screen.findByText(R.created, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/roles'));
    expect(bodyOf(fetchSpy, 'POST', '/api/v1/roles')).toEqual({
      role: { name: 'Financeiro', icon: 'users', dashboard_ids: ['d3'], user_ids: ['u3', 'u1'] },
    });
    // The list is fetched again after the write, not served stale.
    await waitFor(() => expect(callsOf(fetchSpy).filter((r) => r === 'GET /api/v1/roles').length).toBeGreaterThan(listFetchesBefore));
  });

  it('shows a 422 under the name and the icon, with the danger snackbar, and stays', async () => {
    const { app } = await openForm('/roles/new', {
      createRole: fail(422, { success: false, errors: { name: [R.nameTaken], icon: [R.iconRequired] } }),
    });
    await fillIn(nameInput(), 'Comercial');
    await userEvent.click(screen.getByRole('button', { name: R.submitNew }));

    expect(await screen.findByText(R.createFailed, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(nameInput()).toHaveAccessibleErrorMessage(R.nameTaken));
    expect(nameInput()).toBeInvalid();
    expect(iconGroup()).toHaveAccessibleDescription(R.iconRequired);
    expect(app.location()).toBe('/roles/new');
    expect(nameInput()).toHaveValue('Comercial');
  });

  it('shows a 422 on the id lists under each list', async () => {
    await openForm('/roles/new', {
      createRole: fail(422, { success: false, errors: { user_ids: [R.unknownUsers], dashboard_ids: { 0: [R.unknownDashboards] } } }),
    });
    await fillIn(nameInput(), 'Comercial');
    await userEvent.click(screen.getByRole('button', { name: R.submitNew }));
    await waitFor(() => expect(listHeader(R.users)).toHaveAccessibleDescription(expect.stringContaining(R.unknownUsers)), T);
    expect(listHeader(R.dashboards)).toHaveAccessibleDescription(expect.stringContaining(R.unknownDashboards));
    expect(listHeader(R.users)).not.toHaveAccessibleDescription(expect.stringContaining(R.unknownDashboards));
  });

  it('shows the danger snackbar on any other failure, and the server’s word on a conflict', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = await openForm('/roles/r1/edit', { updateRole: fail(409, { error: R.busy }) });
    await userEvent.click(screen.getByRole('button', { name: R.submitEdit }));
    expect(await screen.findByText(R.updateFailed, {}, T)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(R.busy);
    expect(app.location()).toBe('/roles/r1/edit');
  });

  it('loads an access level and pre-fills every field, then saves it with PATCH', async () => {
    const { app, fetchSpy } = await openForm('/roles/r1/edit', { updateRole: { success: true } });
    expect(screen.getByRole('heading', { level: 1, name: R.formHeading })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Comercial');
    expect(within(iconGroup()).getAllByRole('radio', { checked: true })).toEqual([icon('store')]);
    expect(listHeader(R.users)).toHaveAccessibleDescription(expect.stringContaining(MANAGEMENT_MESSAGES.forms.multiSelect.count(2)));
    expect(listHeader(R.dashboards)).toHaveAccessibleDescription(expect.stringContaining(MANAGEMENT_MESSAGES.forms.multiSelect.count(1)));
    const users = await expand(R.users);
    expect(within(users).getByRole('checkbox', { name: 'Ana Souza' })).toBeChecked();
    expect(within(users).getByRole('checkbox', { name: 'Bruno Lima' })).toBeChecked();
    expect(within(users).getByRole('checkbox', { name: 'Carla Dias' })).not.toBeChecked();

    await userEvent.clear(nameInput());
    await fillIn(nameInput(), 'Vendas');
    await userEvent.click(within(users).getByRole('checkbox', { name: 'Bruno Lima' }));
    await userEvent.click(screen.getByRole('button', { name: R.submitEdit }));
    expect(await screen.findByText(R.updated, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/roles'));
    expect(bodyOf(fetchSpy, 'PATCH', '/api/v1/roles/r1')).toEqual({
      role: { name: 'Vendas', icon: 'store', dashboard_ids: ['d1'], user_ids: ['u1'] },
    });
    expect(callsOf(fetchSpy)).not.toContain('GET /api/v1/roles/new');
  });

  it('asks before deleting, listing who and what the access level leaves, then sends DELETE and goes back', async () => {
    const { app, fetchSpy } = await openForm('/roles/r1/edit', {
      editRole: { ...EDIT, role: { ...EDIT.role, dashboard_ids: [], dashboard_names: [] } },
      deleteRole: { success: true },
    });
    await userEvent.click(screen.getByRole('button', { name: R.delete }));
    const dialog = await screen.findByRole('dialog', { name: R.delete }, T);
    expect(within(dialog).getByText(R.deleteQuestion('Comercial'))).toBeInTheDocument();
    const users = within(dialog).getByRole('region', { name: R.deleteUsersHeading });
    expect(
      within(users)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bruno Lima', 'Ana Souza']);
    expect(within(dialog).getByRole('heading', { level: 3, name: R.deleteDashboardsHeading }).nextElementSibling).toHaveTextContent(
      R.deleteNone,
    );
    expect(within(dialog).queryByRole('region', { name: R.deleteDashboardsHeading })).not.toBeInTheDocument();
    expect(within(dialog).getByText(R.deleteNote)).toBeInTheDocument();
    expect(callsOf(fetchSpy)).not.toContain('DELETE /api/v1/roles/r1');

    await userEvent.click(within(dialog).getByRole('button', { name: R.delete }));
    expect(await screen.findByText(R.deleted, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/roles'));
    expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/roles/r1');
  });

  it('sends nothing when the deletion is cancelled, and says so when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app, fetchSpy } = await openForm('/roles/r1/edit', { deleteRole: fail(500, { error: 'Erro interno.' }) });
    await userEvent.click(screen.getByRole('button', { name: R.delete }));
    let dialog = await screen.findByRole('dialog', { name: R.delete }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchSpy)).not.toContain('DELETE /api/v1/roles/r1');

    await userEvent.click(screen.getByRole('button', { name: R.delete }));
    dialog = await screen.findByRole('dialog', { name: R.delete }, T);
    expect(within(dialog).getByRole('region', { name: R.deleteDashboardsHeading })).toHaveTextContent('Vendas Mensais');
    await userEvent.click(within(dialog).getByRole('button', { name: R.delete }));
    expect(await screen.findByText(R.deleteFailed, {}, T)).toBeInTheDocument();
    expect(app.location()).toBe('/roles/r1/edit');
  });

  it("goes back to the list with the server's message when the access level is not found", async () => {
    signInForTest();
    fakeApi({
      userData: userDataFor({ access: 'customer_admin' }),
      listRoles: { roles: [] },
      editRole: ({ params }) => (params.id === 'zz' ? fail(404, { error: R.notFound }) : EDIT),
    });
    const app = renderApp('/roles/zz/edit');
    expect(await screen.findByText(R.notFound, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/roles'));
  });
});

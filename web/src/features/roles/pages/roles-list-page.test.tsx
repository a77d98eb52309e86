// @vitest-environment jsdom
// The access levels list through the whole app (router, shell) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { callsOf, fail, fakeApi, type FakeHandler, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { EDIT, OPTIONS, roleRow } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const ROLES = [
  roleRow('r1', { name: 'Comercial', icon: 'store', users_count: 3, dashboards_count: 7 }),
  roleRow('r2', { name: 'Logística', icon: 'truck', users_count: 0, dashboards_count: 12 }),
];

function openList(list: FakeHandler<'listRoles'>, handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'customer_admin' }),
    listRoles: list,
    // Both rows open (a 404 would send the form back to the list before the test sees it opened).
    editRole: ({ params }) => {
      if (params.id === 'r1') return EDIT;
      return params.id === 'r2' ? { ...EDIT, role: { ...EDIT.role, id: 'r2', name: 'Logística' } } : fail(404);
    },
    newRole: OPTIONS,
    ...handlers,
  });
  return { app: renderApp('/roles'), fetchSpy };
}

describe('access levels list', { timeout: 20_000 }, () => {
  it('shows a row per access level with its name as a link and both counts under their headers', async () => {
    openList({ roles: ROLES });
    expect(await screen.findByRole('heading', { level: 1, name: ROLE_MESSAGES.listHeading }, T)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: ROLE_MESSAGES.tableLabel }, T);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      ROLE_MESSAGES.columns.icon,
      ROLE_MESSAGES.columns.name,
      ROLE_MESSAGES.columns.users,
      ROLE_MESSAGES.columns.dashboards,
    ]);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Comercial' })).toHaveAttribute('href', '/roles/r1/edit');
    expect(within(rows[1]).getByRole('link', { name: 'Logística' })).toHaveAttribute('href', '/roles/r2/edit');
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Comercial', '3', '7']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Logística', '0', '12']);
    // Each row draws its role's icon (decorative: the name is the text).
    expect(rows[0].querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps the table in a focusable, labelled region, so a narrow screen can scroll it by keyboard', async () => {
    openList({ roles: ROLES });
    const region = await screen.findByRole('region', { name: ROLE_MESSAGES.tableLabel }, T);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('opens the edit screen on a click anywhere on the row, and by the link from the keyboard', async () => {
    const { app } = openList({ roles: ROLES });
    const table = await screen.findByRole('table', { name: ROLE_MESSAGES.tableLabel }, T);
    const row = within(table).getAllByRole('row')[2];
    await userEvent.click(within(row).getByText('12'));
    await waitFor(() => expect(app.location()).toBe('/roles/r2/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: ROLE_MESSAGES.formHeading }, T)).toBeInTheDocument();

    app.router.navigate('/roles');
    const link = await screen.findByRole('link', { name: 'Comercial' }, T);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/roles/r1/edit'));
  });

  it('says so when the business has no access level, and offers the toolbar button to create one', async () => {
    const { app, fetchSpy } = openList({ roles: [] });
    expect(await screen.findByText(ROLE_MESSAGES.empty, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/roles');

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.toolbar.createRole }));
    await waitFor(() => expect(app.location()).toBe('/roles/new'));
  });

  it('shows neither rows nor the empty text when the list fails (the failure is only logged)', async () => {
    openList(fail(500, { error: 'Erro interno.' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), T);
    expect(screen.getByRole('heading', { level: 1, name: ROLE_MESSAGES.listHeading })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(ROLE_MESSAGES.empty)).not.toBeInTheDocument();
  });

  it('drops a deleted access level from the list at once, before the list is asked again', async () => {
    let listed = 0;
    // Only the first answer arrives: the list's next fetch never hears back.
    const { app } = openList(() => (listed++ === 0 ? { roles: ROLES } : new Promise(() => undefined)), { deleteRole: { success: true } });
    const table = await screen.findByRole('table', { name: ROLE_MESSAGES.tableLabel }, T);
    await userEvent.click(within(within(table).getAllByRole('row')[2]).getByText('12'));
    await userEvent.click(await screen.findByRole('button', { name: ROLE_MESSAGES.delete }, T));
    const dialog = await screen.findByRole('dialog', { name: ROLE_MESSAGES.delete }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: ROLE_MESSAGES.delete }));

    await waitFor(() => expect(app.location()).toBe('/roles'), T);
    const rows = within(await screen.findByRole('table', { name: ROLE_MESSAGES.tableLabel }, T))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Comercial']);
    await waitFor(() => expect(listed).toBe(2));
  });
});

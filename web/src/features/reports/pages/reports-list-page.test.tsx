// @vitest-environment jsdom
// The reports list through the whole app (router, shell) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { mockFetch, requestsOf, type FakeAnswer } from '#web/testing/mock-fetch.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { FREE, reportRow, SALES } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = REPORT_MESSAGES;
const REPORTS = [reportRow('r2', { name: 'Painel Livre' }), reportRow('r1', { name: 'Painel de Vendas', dashboard_count: 2 })];

function openList(list: FakeAnswer) {
  signInForTest();
  const fetchSpy = mockFetch({
    'GET /api/v1/user_data': { body: userDataFor({ access: 'admin' }) },
    'GET /api/v1/admin/reports': list,
    'GET /api/v1/admin/reports/r1/edit': { body: SALES },
    'GET /api/v1/admin/reports/r2/edit': { body: FREE },
  });
  return { app: renderApp('/reports'), fetchSpy };
}

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  vi.restoreAllMocks();
});

describe('reports list', { timeout: 20_000 }, () => {
  it('shows a row per report, in the order served: its name as a link and its dashboard count', async () => {
    openList({ body: { reports: REPORTS } });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.breadcrumb['report-list'] }, T)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([M.columns.name, M.columns.dashboards]);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Painel Livre', '0'],
      ['Painel de Vendas', '2'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Painel Livre' })).toHaveAttribute('href', '/reports/r2/edit');
    expect(within(rows[1]).getByRole('link', { name: 'Painel de Vendas' })).toHaveAttribute('href', '/reports/r1/edit');
  });

  it('shows the admin the reports item in the side menu, marked as the current page', async () => {
    openList({ body: { reports: REPORTS } });
    // jsdom's screen is narrow: the menu opens with its toggle.
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.menu.open }, T));
    const nav = screen.getByRole('navigation', { name: MESSAGES.menu.navigation });
    const item = within(nav).getByRole('link', { name: MESSAGES.menu.reports });
    expect(item).toHaveAttribute('href', '/reports');
    expect(item).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the table in a focusable, labelled region, so a narrow screen can scroll it by keyboard', async () => {
    openList({ body: { reports: REPORTS } });
    const region = await screen.findByRole('region', { name: M.tableLabel }, T);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('opens the edit screen on a click anywhere on the row, and by the link from the keyboard', async () => {
    const { app } = openList({ body: { reports: REPORTS } });
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    const row = within(table).getAllByRole('row')[2];
    await userEvent.click(within(row).getByText('2'));
    await waitFor(() => expect(app.location()).toBe('/reports/r1/edit'));
    expect(await screen.findByRole('textbox', { name: M.name }, T)).toHaveValue('Painel de Vendas');

    app.router.navigate('/reports');
    const link = await screen.findByRole('link', { name: 'Painel Livre' }, T);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/reports/r2/edit'));
    expect(await screen.findByRole('textbox', { name: M.name }, T)).toHaveValue('Painel Livre');
  });

  it('offers "Inserir Report" above the table, a link to the new form', async () => {
    const { app } = openList({ body: { reports: REPORTS } });
    const create = await screen.findByRole('link', { name: M.create }, T);
    expect(create).toHaveAttribute('href', '/reports/new');
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    expect(create.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(create);
    await waitFor(() => expect(app.location()).toBe('/reports/new'));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.breadcrumb['report-new'] }, T)).toBeInTheDocument();
  });

  it('says so when there is no report', async () => {
    const { fetchSpy } = openList({ body: { reports: [] } });
    expect(await screen.findByText(M.empty, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requestsOf(fetchSpy)).toContain('GET /api/v1/admin/reports');
  });

  it('shows neither rows nor the empty text when the list fails (the failure is only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openList({ status: 500, body: { error: 'Erro interno.' } });
    expect(await screen.findByRole('link', { name: M.create }, T)).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error in getting reports', expect.anything()), T);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(M.empty)).not.toBeInTheDocument();
  });
});

// @vitest-environment jsdom
// The reports list through the whole app (router, shell) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import type { ReportEditResponse, ReportListResponse } from '#shared/platform-api-types.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandler } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { FREE, reportRow, SALES } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = REPORT_MESSAGES;
const REPORTS = [reportRow('r2', { name: 'Painel Livre' }), reportRow('r1', { name: 'Painel de Vendas', dashboard_count: 2 })];

const EDITS = { r1: SALES, r2: FREE };

function openList(list: FakeHandler<'listReports'>) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'admin' }),
    listReports: list,
    editReport: ({ params }) => EDITS[params.id as keyof typeof EDITS] ?? fail(404, { error: M.notFound }),
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
    openList({ reports: REPORTS });
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
    openList({ reports: REPORTS });
    // jsdom's screen is narrow: the menu opens with its toggle.
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.menu.open }, T));
    const nav = screen.getByRole('navigation', { name: MESSAGES.menu.navigation });
    const item = within(nav).getByRole('link', { name: MESSAGES.menu.reports });
    expect(item).toHaveAttribute('href', '/reports');
    expect(item).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the table in a focusable, labelled region, so a narrow screen can scroll it by keyboard', async () => {
    openList({ reports: REPORTS });
    const region = await screen.findByRole('region', { name: M.tableLabel }, T);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('opens the edit screen on a click anywhere on the row, and by the link from the keyboard', async () => {
    const { app } = openList({ reports: REPORTS });
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
    const { app } = openList({ reports: REPORTS });
    const create = await screen.findByRole('link', { name: M.create }, T);
    expect(create).toHaveAttribute('href', '/reports/new');
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    expect(create.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(create);
    await waitFor(() => expect(app.location()).toBe('/reports/new'));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.breadcrumb['report-new'] }, T)).toBeInTheDocument();
  });

  it('says so when there is no report', async () => {
    const { fetchSpy } = openList({ reports: [] });
    expect(await screen.findByText(M.empty, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/reports');
  });

  it('shows neither rows nor the empty text when the list fails (the failure is only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openList(fail(500, { error: 'Erro interno.' }));
    expect(await screen.findByRole('link', { name: M.create }, T)).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error in getting reports', expect.anything()), T);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(M.empty)).not.toBeInTheDocument();
  });
});

describe('reports list after a write', { timeout: 20_000 }, () => {
  /** A fake server that keeps its reports: the list and the form read what the writes left. */
  function openStoredList() {
    let stored: ReportEditResponse[] = [FREE, SALES];
    let held: ((answer: ReportListResponse) => void) | undefined;
    let holdNextList = false;
    const listed = (): ReportListResponse => ({
      reports: stored.map(({ report, can_delete }) => reportRow(report.id, { name: report.name, dashboard_count: can_delete ? 0 : 2 })),
    });
    const fetchSpy = fakeApi({
      userData: userDataFor({ access: 'admin' }),
      listReports: () => {
        if (!holdNextList) return listed();
        holdNextList = false;
        return new Promise<ReportListResponse>((resolve) => (held = resolve));
      },
      editReport: ({ params }) => stored.find(({ report }) => report.id === params.id) ?? fail(404, { error: M.notFound }),
      updateReport: ({ params, body }) => {
        const { report } = body as { report: Omit<ReportEditResponse['report'], 'id'> };
        stored = stored.map((row) => (row.report.id === params.id ? { ...row, report: { ...row.report, ...report } } : row));
        return { success: true };
      },
      deleteReport: ({ params }) => {
        stored = stored.filter(({ report }) => report.id !== params.id);
        return { success: true };
      },
    });
    signInForTest();
    const app = renderApp('/reports');
    return { app, fetchSpy, holdNextList: () => (holdNextList = true), release: () => held?.(listed()) };
  }

  const rowNames = async () =>
    within(await screen.findByRole('table', { name: M.tableLabel }, T))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it("drops a deleted report from the list at once, before the list's own refetch answers", async () => {
    const { app, fetchSpy, holdNextList, release } = openStoredList();
    await userEvent.click(await screen.findByRole('link', { name: 'Painel Livre' }, T));
    await userEvent.click(await screen.findByRole('button', { name: M.delete }, T));
    const dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    holdNextList();
    await userEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    await waitFor(() => expect(app.location()).toBe('/reports'));

    await waitFor(() => expect(callsOf(fetchSpy).filter((call) => call === 'GET /api/v1/admin/reports')).toHaveLength(2));
    // Still waiting for the list, yet the deleted report is gone.
    expect(await rowNames()).toEqual(['Painel de Vendas']);
    release();
  });

  it('asks again for the list and for the saved report: both show it as now stored', async () => {
    const { app, fetchSpy } = openStoredList();
    await userEvent.click(await screen.findByRole('link', { name: 'Painel de Vendas' }, T));
    const name = await screen.findByRole('textbox', { name: M.name }, T);
    await userEvent.clear(name);
    await userEvent.type(name, 'Painel Comercial');
    await userEvent.click(screen.getByRole('button', { name: M.submitEdit }));
    await waitFor(() => expect(app.location()).toBe('/reports'));
    await waitFor(async () => expect(await rowNames()).toEqual(['Painel Livre', 'Painel Comercial']), T);

    await userEvent.click(screen.getByRole('link', { name: 'Painel Comercial' }));
    expect(await screen.findByRole('textbox', { name: M.name }, T)).toHaveValue('Painel Comercial');
    expect(callsOf(fetchSpy).filter((call) => call === 'GET /api/v1/admin/reports/r1/edit')).toHaveLength(2);
  });
});

// @vitest-environment jsdom
// The business panel's dashboards tab, alone inside the app's providers and the snackbar view, with a
// fake API: the list, the links to the form, and removal after the browser's confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_DASHBOARD_MESSAGES } from '#shared/platform-messages.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderWithProviders, signInForTest } from '#web/testing/test-wrapper.tsx';
import { BUSINESS, businessDashboard } from '../testing/fixtures.ts';
import { BusinessDashboardsTab } from './business-dashboards-tab.tsx';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = BUSINESS_DASHBOARD_MESSAGES;
const LIST = 'GET /api/v1/admin/businesses/b1/dashboards';
const DELETE = 'DELETE /api/v1/admin/businesses/b1/dashboards/d1';
const VENDAS = businessDashboard('d1', { name: 'Vendas', summary: 'Vendas por mês', report_name: 'Report de vendas' });
const ESTOQUE = businessDashboard('d2', { name: 'Estoque', summary: 'Giro do estoque' });

async function openTab(handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({ listBusinessDashboards: { business: BUSINESS, dashboards: [VENDAS, ESTOQUE] }, ...handlers });
  const app = renderWithProviders(
    <>
      <Toaster />
      <BusinessDashboardsTab businessId="b1" />
    </>,
  );
  await screen.findByRole('region', { name: M.tableLabel(BUSINESS.name) }, T);
  return { app, fetchSpy };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

beforeEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

describe('business dashboards tab', { timeout: 20_000 }, () => {
  it('lists the dashboards in a focusable, labelled region, with links to the form', async () => {
    await openTab();
    const region = screen.getByRole('region', { name: M.tableLabel(BUSINESS.name) });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([M.columns.name, M.columns.summary, M.columns.report, M.columns.actions]);
    expect(within(rowOf('Vendas')).getByRole('cell', { name: 'Report de vendas' })).toBeInTheDocument();
    expect(within(rowOf('Estoque')).getByText(M.noReport)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.create })).toHaveAttribute('href', '/businesses/b1/dashboards/new');
    expect(screen.getByRole('link', { name: M.edit('Vendas') })).toHaveAttribute('href', '/businesses/b1/dashboards/d1/edit');
    expect(screen.getByRole('button', { name: M.remove('Estoque') })).toBeInTheDocument();
  });

  it('deletes nothing when the browser confirmation is cancelled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { fetchSpy } = await openTab({ deleteBusinessDashboard: { success: true } });
    await userEvent.click(screen.getByRole('button', { name: M.remove('Vendas') }));
    expect(confirm).toHaveBeenCalledWith(M.confirmRemove('Vendas'));
    expect(callsOf(fetchSpy)).not.toContain(DELETE);
    expect(screen.getByRole('cell', { name: 'Vendas' })).toBeInTheDocument();
  });

  it('removes after the confirmation: DELETE, the success snackbar, and the list refreshed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let deleted = false;
    const { fetchSpy } = await openTab({
      listBusinessDashboards: () => ({ business: BUSINESS, dashboards: deleted ? [ESTOQUE] : [VENDAS, ESTOQUE] }),
      deleteBusinessDashboard: () => {
        deleted = true;
        return { success: true };
      },
    });
    // From the keyboard: Tab to the button, Enter.
    screen.getByRole('button', { name: M.remove('Vendas') }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(M.removed, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Vendas' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Estoque' })).toBeInTheDocument();
    expect(callsOf(fetchSpy).filter((request) => request === DELETE)).toHaveLength(1);
    await waitFor(() => expect(callsOf(fetchSpy).filter((request) => request === LIST)).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 2, name: M.tabHeading })).toHaveFocus();
  });

  it('takes a removed row out of the cached list at once, before the refetch answers', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let lists = 0;
    const { fetchSpy } = await openTab({
      // The first list answers; the refetch after the removal never does.
      listBusinessDashboards: () =>
        (lists += 1) === 1 ? { business: BUSINESS, dashboards: [VENDAS, ESTOQUE] } : new Promise<never>(() => undefined),
      deleteBusinessDashboard: { success: true },
    });
    await userEvent.click(screen.getByRole('button', { name: M.remove('Vendas') }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Vendas' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Estoque' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(fetchSpy).filter((request) => request === LIST)).toHaveLength(2));
  });

  it('says "Erro ao remover dashboard" when the delete fails, and keeps the row', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openTab({ deleteBusinessDashboard: fail(500, { error: 'x' }) });
    await userEvent.click(screen.getByRole('button', { name: M.remove('Vendas') }));
    expect(await screen.findByText(M.removeFailed, {}, T)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Vendas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.remove('Vendas') })).toBeEnabled();
  });

  it('shows the empty state, with the link to a new dashboard', async () => {
    signInForTest();
    fakeApi({ listBusinessDashboards: { business: BUSINESS, dashboards: [] } });
    renderWithProviders(<BusinessDashboardsTab businessId="b1" />);
    expect(await screen.findByText(M.empty, {}, T)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.create })).toHaveAttribute('href', '/businesses/b1/dashboards/new');
  });
});

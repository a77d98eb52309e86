// @vitest-environment jsdom
// The businesses list through the whole app (router, shell) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformUsageResponse } from '#shared/insights-api-types.ts';
import { INSIGHTS_MESSAGES } from '#shared/insights-messages.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandler } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { editAnswer, listItem } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = BUSINESS_MESSAGES;
const I = INSIGHTS_MESSAGES.platform;
// Intl's pt-BR currency puts a no-break space after "R$".
const reais = (text: string) => text.replace(' ', '\u00a0');
const BUSINESSES = [
  listItem('b1', {
    name: 'Acme Ltda',
    main_contact_name: 'Maria Silva',
    current_user_count: 3,
    user_count: 25,
    dashboard_count: 7,
    pricing: '1234.56',
    recent_usage: { active_users: 2, views: 41 },
  }),
  listItem('b2', { name: 'Beta S.A.', main_contact_name: 'João Souza', current_user_count: 1, user_count: 0, pricing: '99.90' }),
];

const USAGE: PlatformUsageResponse = {
  month: '2026-02',
  businesses: [
    {
      business_id: 'b1',
      name: 'Acme Ltda',
      user_limit: 25,
      seats_used: 3,
      active_users: 2,
      views: 41,
      seconds: 5400,
      pricing_cents: 123456,
      ticket_per_active_user_cents: 61728,
    },
  ],
};

const EDITS = { b1: editAnswer(), b2: editAnswer({ id: 'b2', name: 'Beta S.A.' }) };

function openList(list: FakeHandler<'listBusinesses'>) {
  signInForTest();
  const fetchSpy = fakeApi({
    platformUsage: ({ query }) => ({ ...USAGE, month: query.month }),
    userData: userDataFor({ access: 'admin' }),
    listBusinesses: list,
    editBusiness: ({ params }) => EDITS[params.business_id as keyof typeof EDITS] ?? fail(404, { error: M.notFound }),
    newBusiness: { themes: [] },
  });
  return { app: renderApp('/businesses'), fetchSpy };
}

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  vi.restoreAllMocks();
});

describe('businesses list', { timeout: 20_000 }, () => {
  it('shows a row per business: name, main contact, seats of the limit, dashboards, the monthly price in reais and the last 30 days', async () => {
    openList({ businesses: BUSINESSES });
    expect(await screen.findByRole('heading', { level: 1, name: M.listHeading }, T)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'Contato principal', 'Usuários', 'Dashboards', 'Ticket mensal', I.recentActiveUsers, I.recentViews]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Acme Ltda', 'Maria Silva', '3/25', '7', reais('R$ 1.234,56'), '2', '41'],
      ['Beta S.A.', 'João Souza', '1/sem limite', '0', reais('R$ 99,90'), '0', '0'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Acme Ltda' })).toHaveAttribute('href', '/businesses/b1/panel');
  });

  it('keeps the table in a focusable, labelled region, so a narrow screen can scroll it by keyboard', async () => {
    openList({ businesses: BUSINESSES });
    const region = await screen.findByRole('region', { name: M.tableLabel }, T);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it("opens the business's panel on a click anywhere on the row, and by the link from the keyboard", async () => {
    const { app } = openList({ businesses: BUSINESSES });
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    await userEvent.click(within(within(table).getAllByRole('row')[2]).getByText('R$ 99,90'));
    await waitFor(() => expect(app.location()).toBe('/businesses/b2/panel'));
    expect(await screen.findByRole('heading', { level: 1, name: M.panelHeading('Beta S.A.') }, T)).toBeInTheDocument();

    app.router.navigate('/businesses');
    const link = await screen.findByRole('link', { name: 'Acme Ltda' }, T);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/businesses/b1/panel'));
  });

  it('offers "Cadastrar empresa" above the table, a link to the new form', async () => {
    const { app } = openList({ businesses: BUSINESSES });
    const create = await screen.findByRole('link', { name: M.create }, T);
    expect(create).toHaveAttribute('href', '/businesses/new');
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    expect(create.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(create);
    await waitFor(() => expect(app.location()).toBe('/businesses/new'));
  });

  it("exports the chosen month's usage as a CSV, the previous month by default", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:csv'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { fetchSpy } = openList({ businesses: BUSINESSES });
    const month = await screen.findByLabelText(I.monthLabel, {}, T);
    const today = new Date();
    const previous = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    expect(month).toHaveValue(`${previous.getFullYear()}-${String(previous.getMonth() + 1).padStart(2, '0')}`);

    await userEvent.clear(month);
    await userEvent.type(month, '2026-02');
    await userEvent.click(screen.getByRole('button', { name: I.exportMonth }));
    await waitFor(() => expect(names).toEqual([I.fileName('2026-02')]));
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/usage?month=2026-02');
    const lines = new TextDecoder().decode(await blobs[0].arrayBuffer()).split('\r\n');
    expect(lines[1]).toBe('Acme Ltda;25;3;2;41;1,50;1234,56;617,28');
  });

  it('exports a month again on each click, each time asking the server anew', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { fetchSpy } = openList({ businesses: BUSINESSES });
    const month = await screen.findByLabelText(I.monthLabel, {}, T);
    await userEvent.clear(month);
    await userEvent.type(month, '2026-02');
    const button = screen.getByRole('button', { name: I.exportMonth });
    await userEvent.click(button);
    await waitFor(() => expect(names).toEqual([I.fileName('2026-02')]));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(names).toEqual([I.fileName('2026-02'), I.fileName('2026-02')]));
    expect(callsOf(fetchSpy).filter((call) => call.startsWith('GET /api/v1/admin/usage'))).toEqual([
      'GET /api/v1/admin/usage?month=2026-02',
      'GET /api/v1/admin/usage?month=2026-02',
    ]);
  });

  it('says so in the danger snackbar when the export fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInForTest();
    const fetchSpy = fakeApi({
      userData: userDataFor({ access: 'admin' }),
      listBusinesses: { businesses: BUSINESSES },
      platformUsage: fail(500, { error: 'Erro interno.' }),
    });
    renderApp('/businesses');
    await userEvent.click(await screen.findByRole('button', { name: I.exportMonth }, T));
    expect(await screen.findByText(I.exportFailed, {}, T)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error in exporting the platform usage', expect.anything());
    expect(click).not.toHaveBeenCalled();
    expect(callsOf(fetchSpy).filter((call) => call.startsWith('GET /api/v1/admin/usage'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: I.exportMonth })).toBeEnabled();
  });

  it('says so when there is no business', async () => {
    const { fetchSpy } = openList({ businesses: [] });
    expect(await screen.findByText(M.empty, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/businesses');
  });

  it('shows neither rows nor the empty text when the list fails (the failure is only logged)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openList(fail(500, { error: 'Erro interno.' }));
    expect(await screen.findByRole('link', { name: M.create }, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), T);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(M.empty)).not.toBeInTheDocument();
  });
});

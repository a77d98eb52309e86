// @vitest-environment jsdom
// The /insights screen through the whole app (router, shell) with a fake API.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';
import { callsOf, fakeApi } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { insightsAnswer } from '../testing/fixtures.ts';

function openInsights(url = '/insights', answer = insightsAnswer()) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'customer_admin' }),
    businessInsights: ({ query }) => ({ ...answer, period: { ...answer.period, days: Number(query.days) } }),
  });
  return { ...renderApp(url), fetchSpy };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('insights page', { timeout: 20_000 }, () => {
  it('shows the period totals, the rankings and the unopened dashboards', async () => {
    const { fetchSpy } = openInsights();
    expect(await screen.findByRole('heading', { level: 1, name: M.heading })).toBeInTheDocument();
    // Each figure is a term and its value (`<dt>`, `<dd>`).
    await screen.findByText(M.cards.views, { selector: 'dt' });
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(M.cards.views)).toBe('1.234');
    expect(figure(M.cards.hours)).toBe('1,50');
    expect(figure(M.cards.activeUsers)).toBe('3 de 10 licenças');
    expect(figure(M.csv.seatsUsed)).toBe('4 de 10');
    expect(figure(M.cards.averageOpen)).toBe('1 min 05 s');
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/insights?days=30');

    // The rankings are by views: no hours column.
    const top = screen.getByRole('table', { name: M.topDashboards });
    expect(
      within(top)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([M.columns.dashboard, M.columns.views]);
    expect(cells(within(top).getAllByRole('row')[1])).toEqual(['Vendas Mensais', '1.000']);
    const least = screen.getByRole('table', { name: M.leastActive });
    expect(cells(within(least).getAllByRole('row')[1])).toEqual(['Bia Borges', '0']);
    const unopened = screen.getByRole('table', { name: M.unopenedDashboards });
    expect(within(unopened).getAllByRole('row').slice(1).map(cells)).toEqual([['Estoque'], ['Financeiro']]);
    expect(screen.getByText(M.unopenedMore(1))).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: M.chartLabel(30) });
    // Drawn (the chart's first size stands in for jsdom's missing layout): a bar per day with views, dates as DD/MM.
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
    const ticks = () => [...chart.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent);
    await waitFor(() => expect(ticks().slice(0, 3)).toEqual(['21/11', '22/11', '23/11']));
  });

  it('fetches the chosen period again and keeps it in the URL', async () => {
    const { fetchSpy, location } = openInsights();
    const ninety = await screen.findByRole('radio', { name: M.period(90) });
    expect(screen.getByRole('radio', { name: M.period(30) })).toBeChecked();
    await userEvent.click(ninety);
    await waitFor(() => expect(location()).toBe('/insights?days=90'));
    await waitFor(() => expect(callsOf(fetchSpy)).toContain('GET /api/v1/insights?days=90'));
    expect(await screen.findByRole('img', { name: M.chartLabel(90) })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: M.period(90) })).toBeChecked();
  });

  it('shows the daily numbers as a table behind the disclosure', async () => {
    openInsights('/insights?days=7');
    const disclosure = await screen.findByRole('button', { name: M.showTable });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: M.dailyTableLabel })).not.toBeInTheDocument();
    await userEvent.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(disclosure).toHaveTextContent(M.hideTable);
    const table = screen.getByRole('table', { name: M.dailyTableLabel });
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['21/11/2026', '0', '0,00'],
      ['22/11/2026', '1.000', '1,00'],
      ['23/11/2026', '234', '0,50'],
    ]);
    // Reachable by keyboard: the table's region takes the focus.
    expect(screen.getByRole('region', { name: M.dailyTableLabel })).toHaveAttribute('tabindex', '0');
  });

  it('downloads the CSV of what it shows: UTF-8 with a BOM, fields separated by ";"', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:csv'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(M.csv.fileName('acme-ltda', 30, '2026-11-23'));
    });
    openInsights();
    await userEvent.click(await screen.findByRole('button', { name: M.export }));
    expect(clicked).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(`${M.csv.business};Acme Ltda`);
  });

  it('says every dashboard was opened only when there are dashboards, and that there are none yet otherwise', async () => {
    openInsights('/insights', insightsAnswer({ unopened_dashboards: { count: 0, names: [] } }));
    expect(await screen.findByText(M.noneUnopened)).toBeInTheDocument();
    cleanup();

    const empty = insightsAnswer({
      totals: { views: 0, seconds: 0, active_users: 0, average_view_seconds: 0 },
      top_dashboards: [],
      unopened_dashboards: { count: 0, names: [] },
    });
    openInsights('/insights', empty);
    expect(await screen.findByText(M.noDashboards)).toBeInTheDocument();
    expect(screen.queryByText(M.noneUnopened)).not.toBeInTheDocument();
  });

  it('says so when nobody opened a dashboard in the period', async () => {
    openInsights('/insights', insightsAnswer({ totals: { views: 0, seconds: 0, active_users: 0, average_view_seconds: 0 } }));
    expect(await screen.findByText(M.noViews)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: M.chartLabel(30) })).not.toBeInTheDocument();
  });
});

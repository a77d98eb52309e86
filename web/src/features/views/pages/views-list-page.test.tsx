// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ViewEntityClass, ViewListResponse } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildPagination } from '#shared/pagination.ts';
import { callsOf, fakeApi } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { formatViewDate } from '#web/lib/format-view-date.ts';

const STARTED = new Date(2024, 4, 6, 14, 0, 0).toISOString();
const FINISHED = new Date(2024, 4, 6, 14, 1, 5).toISOString();

function answer(entityClass: ViewEntityClass, total = 2): ViewListResponse {
  return {
    views: [
      {
        id: 'v2',
        user_name: 'Carlos Cliente',
        dashboard_name: 'Vendas Mensais',
        started_at: STARTED,
        finished_at: null,
        duration_interval: null,
      },
      {
        id: 'v1',
        user_name: 'Carlos Cliente',
        dashboard_name: 'Vendas Mensais',
        started_at: STARTED,
        finished_at: FINISHED,
        duration_interval: 65,
      },
    ],
    pagination: buildPagination(1, 20, total),
    entity: {
      class: entityClass,
      prefix: MESSAGES.views.entityPrefix[entityClass],
      name: entityClass === 'user' ? 'Carlos Cliente' : 'Vendas Mensais',
    },
  };
}

function openHistory(url: string, body: ViewListResponse) {
  signInForTest();
  const fetchSpy = fakeApi({ userData: userDataFor({ access: 'customer_admin' }), listViews: body });
  return { ...renderApp(url), fetchSpy };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('view history', () => {
  it("lists a dashboard's views without the dashboard column, with dates, duration and open views", async () => {
    const { fetchSpy } = openHistory('/views/dashboard/d1', answer('dashboard'));
    const heading = `${MESSAGES.views.heading} ${MESSAGES.views.entityPrefix.dashboard} Vendas Mensais`;
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: MESSAGES.views.tableLabel(MESSAGES.views.entityPrefix.dashboard, 'Vendas Mensais') });
    const { columns } = MESSAGES.views;
    expect(headers(table)).toEqual([columns.user, columns.startedAt, columns.finishedAt, columns.duration]);
    const [, open, ended] = within(table).getAllByRole('row');
    expect(
      within(ended)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Carlos Cliente', formatViewDate(STARTED), formatViewDate(FINISHED), '1 min 05 s']);
    expect(within(open).getAllByText(MESSAGES.views.open)).toHaveLength(2);
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/views?dashboard_id=d1&page=1');
  });

  it("lists a user's views without the user column", async () => {
    const { fetchSpy } = openHistory('/views/user/u1', answer('user'));
    const table = await screen.findByRole('table');
    const { columns } = MESSAGES.views;
    expect(headers(table)).toEqual([columns.dashboard, columns.startedAt, columns.finishedAt, columns.duration]);
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/views?user_id=u1&page=1');
  });

  it('keeps the page in the URL', async () => {
    const { fetchSpy, location } = openHistory('/views/dashboard/d1', answer('dashboard', 45));
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.pagination.page(2) }));
    await waitFor(() => expect(location()).toBe('/views/dashboard/d1?page=2'));
    await waitFor(() => expect(callsOf(fetchSpy)).toContain('GET /api/v1/views?dashboard_id=d1&page=2'));
  });

  it('says when there are no views', async () => {
    openHistory('/views/dashboard/d1', { ...answer('dashboard', 0), views: [] });
    expect(await screen.findByText(MESSAGES.views.empty)).toBeInTheDocument();
  });

  it('sends an unknown entity class to the not-found page', async () => {
    const { location } = openHistory('/views/report/r1', answer('dashboard'));
    await waitFor(() => expect(location()).toBe('/page-not-found'));
  });
});

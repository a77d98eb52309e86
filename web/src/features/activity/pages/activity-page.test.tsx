// @vitest-environment jsdom
// The activity trail through the whole app (and the panel's tab on its own) with a fake API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES as M } from '#shared/activity-messages.ts';
import type { Access } from '#shared/access.ts';
import type { ActivityEntry, ActivityListResponse } from '#shared/insights-api-types.ts';
import { formatViewDate } from '#web/lib/format-view-date.ts';
import { mockFetch, requestsOf, type FakeAnswer } from '#web/testing/mock-fetch.ts';
import { renderApp, renderWithProviders, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { BusinessActivityTab } from '../components/business-activity-tab.tsx';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const AT = new Date(2024, 4, 6, 14, 0, 5).toISOString();
/** The days the API says the trail keeps. */
const KEPT_DAYS = { from: '2023-05-07', to: '2024-05-06' };

const entry = (id: string, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: AT,
  actor: { id: 'u1', name: 'Maria Silva' },
  action: 'updated',
  entity: { kind: 'dashboard', id: 'd1', name: 'Vendas Mensais' },
  changes: [],
  ...overrides,
});

const page = (entries: ActivityEntry[], nextCursor: string | null = null): ActivityListResponse => ({
  entries,
  next_cursor: nextCursor,
  people: [{ id: 'u1', name: 'Maria Silva' }],
  kept_days: KEPT_DAYS,
});

type Handler = FakeAnswer | ((request: Request) => FakeAnswer);

function openTrail(access: Access, path: string, handler: Handler) {
  signInForTest();
  const fetchSpy = mockFetch({ 'GET /api/v1/user_data': { body: userDataFor({ access }) }, [`GET /api/v1${path}`]: handler });
  return { ...renderApp('/activity'), fetchSpy };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('activity trail', () => {
  it("shows a customer_admin their business's entries, each change on a line of its own", async () => {
    const changes = [
      { field: 'name', from: 'Vendas', to: 'Vendas Mensais' },
      { field: 'colour_scheme', from: null, to: 'azul' },
    ];
    const { fetchSpy } = openTrail('customer_admin', '/activity', { body: page([entry('a1', { changes })]) });

    expect(await screen.findByRole('heading', { level: 1, name: M.heading })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: M.tableLabel });
    const [, row] = within(table).getAllByRole('row');
    expect(cellsOf(row!).slice(0, 4)).toEqual([formatViewDate(AT), 'Maria Silva', 'Alterou Dashboard', 'Vendas Mensais']);
    // A known field by its label, an unknown one by its key.
    expect(
      within(row!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nome: Vendas → Vendas Mensais', 'colour_scheme: — → azul']);
    expect(screen.getByRole('option', { name: 'Maria Silva' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.loadMore })).not.toBeInTheDocument();
    expect(requestsOf(fetchSpy)).toContain('GET /api/v1/activity');
  });

  it('fetches again with the kind chosen, kept in the URL', async () => {
    const { fetchSpy, location } = openTrail('customer_admin', '/activity', (request) => ({
      body: new URL(request.url).searchParams.get('kind') === 'role' ? page([]) : page([entry('a1')]),
    }));
    await screen.findByRole('table', {}, T);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: M.filters.kind }), M.kinds.role);

    await waitFor(() => expect(requestsOf(fetchSpy)).toContain('GET /api/v1/activity?kind=role'), T);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(location()).toBe('/activity?kind=role');
  });

  it('"Carregar mais" sends the cursor, appends the older page and announces it', async () => {
    const { fetchSpy } = openTrail('customer_admin', '/activity', (request) =>
      new URL(request.url).searchParams.get('cursor') === 'older'
        ? { body: page([entry('a2', { action: 'created', entity: { kind: 'role', id: 'r1', name: 'Comercial' } })]) }
        : { body: page([entry('a1')], 'older') },
    );
    await userEvent.click(await screen.findByRole('button', { name: M.loadMore }, T));

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3), T);
    expect(requestsOf(fetchSpy)).toContain('GET /api/v1/activity?cursor=older');
    const rows = screen.getAllByRole('row');
    expect(cellsOf(rows[1]!)[3]).toBe('Vendas Mensais');
    expect(cellsOf(rows[2]!).slice(2, 4)).toEqual(['Criou Nível de acesso', 'Comercial']);
    expect(screen.getByText(M.loaded(1))).toBeInTheDocument();
    // The last page came: the button goes, and the focus with it to the first row it brought.
    expect(screen.queryByRole('button', { name: M.loadMore })).not.toBeInTheDocument();
    await waitFor(() => expect(rows[2]).toHaveFocus());
  });

  it('bounds the period fields by the days the trail keeps, and names them for a period outside', async () => {
    openTrail('customer_admin', '/activity', { body: page([entry('a1')]) });
    await screen.findByRole('table', {}, T);
    const from = screen.getByLabelText(M.filters.from);
    const to = screen.getByLabelText(M.filters.to);

    await waitFor(() => expect(from).toHaveAttribute('min', KEPT_DAYS.from), T);
    expect([from.getAttribute('max'), to.getAttribute('min'), to.getAttribute('max')]).toEqual([KEPT_DAYS.to, KEPT_DAYS.from, KEPT_DAYS.to]);
    // A start chosen narrows the end's bounds, and the other way round.
    fireEvent.change(from, { target: { value: '2024-01-10' } });
    expect(to).toHaveAttribute('min', '2024-01-10');

    fireEvent.change(from, { target: { value: '' } });
    fireEvent.change(to, { target: { value: '2020-01-01' } });
    expect(await screen.findByText(M.periodNotKept(KEPT_DAYS.from, KEPT_DAYS.to), {}, T)).toBeInTheDocument();
    expect(from).toHaveAttribute('max', '2020-01-01');
  });

  it("shows the admin the platform's own trail", async () => {
    const { fetchSpy } = openTrail('admin', '/admin/activity', {
      body: page([entry('a1', { entity: { kind: 'theme', id: 't1', name: 'Azul' } })]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: M.platformHeading }, T)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Azul' })).toBeInTheDocument();
    expect(requestsOf(fetchSpy)).toContain('GET /api/v1/admin/activity');
  });

  it("the panel's tab reads the business's trail and keeps ?tab= beside its filters", async () => {
    signInForTest();
    const fetchSpy = mockFetch({ 'GET /api/v1/admin/businesses/b1/activity': { body: page([entry('a1')]) } });
    const { location } = renderWithProviders(<BusinessActivityTab businessId="b1" />, { url: '/businesses/b1/panel?tab=activity' });
    await screen.findByRole('table', {}, T);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: M.filters.person }), 'Maria Silva');

    await waitFor(() => expect(location()).toBe('/businesses/b1/panel?tab=activity&person=u1'), T);
    await waitFor(() => expect(requestsOf(fetchSpy)).toContain('GET /api/v1/admin/businesses/b1/activity?person=u1'));
  });
});

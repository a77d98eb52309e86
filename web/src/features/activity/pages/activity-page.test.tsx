// @vitest-environment jsdom
// The activity trail through the whole app (and the panel's tab on its own) with a fake API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_MESSAGES as M } from '#shared/activity-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Access } from '#shared/access.ts';
import type { ActivityEntry, ActivityListResponse } from '#shared/insights-api-types.ts';
import { formatViewDate } from '#web/lib/format-view-date.ts';
import { callsOf, fail, fakeApi, type FakeHandler } from '#web/testing/fake-api.ts';
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

function openTrail(access: Access, route: 'listActivity' | 'platformActivity', handler: FakeHandler<'listActivity'>) {
  signInForTest();
  const fetchSpy = fakeApi({ userData: userDataFor({ access }), [route]: handler });
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
    const { fetchSpy } = openTrail('customer_admin', 'listActivity', page([entry('a1', { changes })]));

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
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/activity');
  });

  it('fetches again with the kind chosen, kept in the URL', async () => {
    const { fetchSpy, location } = openTrail('customer_admin', 'listActivity', ({ query }) =>
      query.kind === 'role' ? page([]) : page([entry('a1')]),
    );
    await screen.findByRole('table', {}, T);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: M.filters.kind }), M.kinds.role);

    await waitFor(() => expect(callsOf(fetchSpy)).toContain('GET /api/v1/activity?kind=role'), T);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(location()).toBe('/activity?kind=role');
  });

  it('"Carregar mais" sends the cursor, appends the older page and announces it', async () => {
    const { fetchSpy } = openTrail('customer_admin', 'listActivity', ({ query }) =>
      query.cursor === 'older'
        ? page([entry('a2', { action: 'created', entity: { kind: 'role', id: 'r1', name: 'Comercial' } })])
        : page([entry('a1')], 'older'),
    );
    await userEvent.click(await screen.findByRole('button', { name: M.loadMore }, T));

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3), T);
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/activity?cursor=older');
    const rows = screen.getAllByRole('row');
    expect(cellsOf(rows[1]!)[3]).toBe('Vendas Mensais');
    expect(cellsOf(rows[2]!).slice(2, 4)).toEqual(['Criou Nível de acesso', 'Comercial']);
    expect(screen.getByText(M.loaded(1))).toBeInTheDocument();
    // The last page came: the button goes, and the focus with it to the first row it brought.
    expect(screen.queryByRole('button', { name: M.loadMore })).not.toBeInTheDocument();
    await waitFor(() => expect(rows[2]).toHaveFocus());
  });

  it('shows the pages it loaded again on a later visit, without fetching any of them again', async () => {
    const { router, fetchSpy } = openTrail('customer_admin', 'listActivity', ({ query }) =>
      query.cursor === 'older' ? page([entry('a2')], 'oldest') : page([entry('a1')], 'older'),
    );
    await userEvent.click(await screen.findByRole('button', { name: M.loadMore }, T));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3), T);

    await router.navigate('/page-not-found');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.pages.notFoundHeading }, T);
    await router.navigate('/activity');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3), T);
    expect(screen.getByRole('button', { name: M.loadMore })).toBeInTheDocument();
    expect(callsOf(fetchSpy).filter((call) => call.includes('/activity'))).toEqual([
      'GET /api/v1/activity',
      'GET /api/v1/activity?cursor=older',
    ]);
  });

  it('announces nothing and keeps the button when an older page fails (only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openTrail('customer_admin', 'listActivity', ({ query }) =>
      query.cursor ? fail(500, { error: 'Erro interno.' }) : page([entry('a1')], 'older'),
    );
    await userEvent.click(await screen.findByRole('button', { name: M.loadMore }, T));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error in getting activity', expect.anything()), T);
    await waitFor(() => expect(screen.getByRole('button', { name: M.loadMore })).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText(M.loaded(0))).not.toBeInTheDocument();
  });

  it('bounds the period fields by the days the trail keeps, and names them for a period outside', async () => {
    openTrail('customer_admin', 'listActivity', page([entry('a1')]));
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
    const { fetchSpy } = openTrail('admin', 'platformActivity', page([entry('a1', { entity: { kind: 'theme', id: 't1', name: 'Azul' } })]));
    expect(await screen.findByRole('heading', { level: 1, name: M.platformHeading }, T)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Azul' })).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/activity');
  });

  it("the panel's tab reads the business's trail and keeps ?tab= beside its filters", async () => {
    signInForTest();
    const fetchSpy = fakeApi({ adminBusinessActivity: ({ params }) => (params.business_id === 'b1' ? page([entry('a1')]) : fail(404)) });
    const { location } = renderWithProviders(<BusinessActivityTab businessId="b1" />, { url: '/businesses/b1/panel?tab=activity' });
    await screen.findByRole('table', {}, T);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: M.filters.person }), 'Maria Silva');

    await waitFor(() => expect(location()).toBe('/businesses/b1/panel?tab=activity&person=u1'), T);
    await waitFor(() => expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/businesses/b1/activity?person=u1'));
  });
});

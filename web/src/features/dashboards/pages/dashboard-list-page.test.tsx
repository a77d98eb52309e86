// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Access } from '#shared/access.ts';
import type { DashboardEditResponse } from '#shared/api-types.ts';
import { UI } from '#shared/constants.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { card, listAnswer } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const DASHBOARDS = [card('d1', { name: 'Vendas Mensais' }), card('d2', { name: 'Relatório de Clientes', preview_pic: null, summary: '' })];

async function openList(url: string, access: Access = 'customer', handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({ userData: userDataFor({ access }), listDashboards: listAnswer(DASHBOARDS, { total: 30 }), ...handlers });
  const app = renderApp(url);
  const list = await screen.findByRole('list', { name: MESSAGES.dashboards.listLabel });
  await within(list).findByRole('link', { name: 'Vendas Mensais' });
  return { app, fetchSpy, list };
}

const dashboardRequests = (spy: ReturnType<typeof fakeApi>) => callsOf(spy).filter((r) => r.startsWith('GET /api/v1/dashboards'));

describe('dashboard list', () => {
  it('shows a card per dashboard: preview, name link, summary falling back to the name, star and info', async () => {
    const { list } = await openList('/dashboards');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: MESSAGES.dashboards.previewAlt('Vendas Mensais') })).toHaveAttribute(
      'src',
      '/uploads/d1.png',
    );
    expect(within(items[0]).getByRole('link', { name: 'Vendas Mensais' })).toHaveAttribute('href', '/dashboards/d1');
    expect(within(items[1]).getByText(MESSAGES.dashboards.noPreview)).toBeInTheDocument();
    expect(within(items[1]).getAllByText('Relatório de Clientes')).toHaveLength(2); // name and summary
    expect(within(items[0]).getByRole('button', { name: MESSAGES.dashboards.favouriteToggle('Vendas Mensais') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(items[0]).getByRole('button', { name: MESSAGES.dashboards.infoOf('Vendas Mensais') })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.dashboards.count(30))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: MESSAGES.pagination.label })).toBeInTheDocument();
    // A customer has no edit icons.
    expect(within(list).queryByRole('link', { name: MESSAGES.dashboards.editOf('Vendas Mensais') })).not.toBeInTheDocument();
  });

  it('gives a customer_admin an edit link on every card', async () => {
    const { list } = await openList('/dashboards', 'customer_admin');
    expect(within(list).getByRole('link', { name: MESSAGES.dashboards.editOf('Vendas Mensais') })).toHaveAttribute(
      'href',
      '/dashboards/d1/edit',
    );
    expect(within(list).getByRole('link', { name: MESSAGES.dashboards.editOf('Relatório de Clientes') })).toHaveAttribute(
      'href',
      '/dashboards/d2/edit',
    );
  });

  it('offers the own roles in the role filter with the spec placeholder', async () => {
    await openList('/dashboards');
    const select = screen.getByRole('combobox', { name: MESSAGES.dashboards.roleFilter });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([MESSAGES.dashboards.roleFilterPlaceholder, 'Comercial', 'Financeiro']);
  });

  it('reads filters and page from the URL into the inputs and the request', async () => {
    const { fetchSpy } = await openList('/dashboards?name=vendas&role_id=role-comercial&bookmark=1&page=2');
    expect(screen.getByRole('searchbox', { name: MESSAGES.dashboards.nameFilter })).toHaveValue('vendas');
    expect(screen.getByRole('combobox', { name: MESSAGES.dashboards.roleFilter })).toHaveValue('role-comercial');
    expect(screen.getByRole('button', { name: MESSAGES.dashboards.favouritesOnly })).toHaveAttribute('aria-pressed', 'true');
    expect(dashboardRequests(fetchSpy)).toEqual(['GET /api/v1/dashboards?page=2&name=vendas&role_id=role-comercial&bookmark=true']);
  });

  it('writes a filter to the URL after the debounce, back on page 1, and fetches once', async () => {
    const { app, fetchSpy } = await openList('/dashboards?page=2');
    const typedAt = Date.now();
    await userEvent.type(screen.getByRole('searchbox', { name: MESSAGES.dashboards.nameFilter }), 'rel');
    expect(app.location()).toBe('/dashboards?page=2');
    await waitFor(() => expect(app.location()).toBe('/dashboards?name=rel'), PATIENCE);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(UI.filterDebounceMs);
    await waitFor(() => expect(dashboardRequests(fetchSpy)).toContain('GET /api/v1/dashboards?page=1&name=rel'));
    // No request per keystroke.
    expect(dashboardRequests(fetchSpy).filter((r) => /name=re?($|&)/.test(r))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.dashboards.favouritesOnly }));
    await waitFor(() => expect(app.location()).toBe('/dashboards?name=rel&bookmark=1'), PATIENCE);
  });

  it('restores the filters on back navigation', async () => {
    const { app } = await openList('/dashboards?name=vendas');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.pagination.page(2) }));
    await waitFor(() => expect(app.location()).toBe('/dashboards?name=vendas&page=2'));
    await userEvent.clear(screen.getByRole('searchbox', { name: MESSAGES.dashboards.nameFilter }));
    await waitFor(() => expect(app.location()).toBe('/dashboards'), PATIENCE);
    await app.router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: MESSAGES.dashboards.nameFilter })).toHaveValue('vendas'));
    expect(app.location()).toBe('/dashboards?name=vendas&page=2');
  });

  it('shows the favourites empty state', async () => {
    signInForTest();
    fakeApi({ userData: userDataFor(), listDashboards: listAnswer([]) });
    renderApp('/dashboards?bookmark=1');
    expect(await screen.findByText(MESSAGES.dashboards.emptyFavourites)).toBeInTheDocument();
  });

  it('marks the grid busy with skeleton cards while the first page loads', async () => {
    signInForTest();
    fakeApi({ userData: userDataFor(), listDashboards: () => new Promise<never>(() => undefined) });
    renderApp('/dashboards');
    const list = await screen.findByRole('list', { name: MESSAGES.dashboards.listLabel });
    expect(list).toHaveAttribute('aria-busy', 'true');
  });

  it("opens a card's info modal with the description from the view-free info call and, for a customer_admin, the audience and view history", async () => {
    const { fetchSpy } = await openList('/dashboards', 'customer_admin', {
      dashboardInfo: ({ params }) =>
        params.id === 'd1'
          ? {
              dashboard: {
                ...card('d1', { name: 'Vendas Mensais' }),
                description: '<p>Texto <strong>rico</strong><img src=x onerror="alert(1)"></p>',
                iframe_url: 'https://bi.example/r',
                visible_to_users: ['Ana Souza'],
              },
            }
          : fail(404),
    });
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.dashboards.infoOf('Vendas Mensais') }));
    const dialog = await screen.findByRole('dialog', {}, PATIENCE);
    expect(await within(dialog).findByText('Resumo de d1', {}, PATIENCE)).toBeInTheDocument();
    expect(within(dialog).getByText('rico')).toBeInTheDocument();
    // Sanitised again before it reaches the DOM: no event handler survives.
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: MESSAGES.dashboards.open })).toHaveAttribute('href', '/dashboards/d1');
    expect(within(dialog).getByRole('link', { name: MESSAGES.dashboards.viewHistory })).toHaveAttribute('href', '/views/dashboard/d1');
    // The info call never starts a view: the show endpoint is not asked.
    expect(callsOf(fetchSpy)).not.toContain('GET /api/v1/dashboards/d1');
  });
});

// The list's cached pages after a write in the dashboard form (customer_admin).
describe('dashboard list after a write', () => {
  const F = MANAGEMENT_MESSAGES.dashboardForm;
  const nameField = () => screen.getByLabelText(F.name, { selector: 'input' });
  const edited = (name: string): DashboardEditResponse => ({
    dashboard: { id: 'd1', name, summary: 'Resumo', description: '', iframe_url: 'https://bi.example.com/embed/vendas', preview_pic: null },
  });
  const cardNames = (list: HTMLElement) =>
    within(list)
      .queryAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0].textContent);

  it('drops a dashboard deleted in its form from the cached pages at once, before the refetch answers', async () => {
    let lists = 0;
    const { app } = await openList('/dashboards', 'customer_admin', {
      // The first page answers; the refetch after the delete never does.
      listDashboards: () => ((lists += 1) === 1 ? listAnswer(DASHBOARDS, { total: 30 }) : new Promise<never>(() => undefined)),
      editDashboard: edited('Vendas Mensais'),
      deleteDashboard: { success: true },
    });
    await act(() => app.router.navigate('/dashboards/d1/edit'));
    await waitFor(() => expect(nameField()).toHaveValue('Vendas Mensais'), PATIENCE);
    await userEvent.click(screen.getByRole('button', { name: F.delete }));
    const dialog = await screen.findByRole('dialog', {}, PATIENCE);
    await userEvent.click(within(dialog).getByRole('button', { name: F.delete }));

    const list = await screen.findByRole('list', { name: MESSAGES.dashboards.listLabel }, PATIENCE);
    await waitFor(() => expect(cardNames(list)).toEqual(['Relatório de Clientes']));
    await waitFor(() => expect(lists).toBe(2));
  });

  it('asks again for the list and for the form data of a saved dashboard', async () => {
    let name = 'Vendas Mensais';
    const { app, fetchSpy } = await openList('/dashboards', 'customer_admin', {
      listDashboards: () => listAnswer([card('d1', { name }), DASHBOARDS[1]], { total: 30 }),
      editDashboard: () => edited(name),
      updateDashboard: ({ body }) => ((name = (body as DashboardEditResponse).dashboard.name), { success: true }),
    });
    await act(() => app.router.navigate('/dashboards/d1/edit'));
    await waitFor(() => expect(nameField()).toHaveValue('Vendas Mensais'), PATIENCE);
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Vendas Anuais');
    await userEvent.click(screen.getByRole('button', { name: F.update }));

    const list = await screen.findByRole('list', { name: MESSAGES.dashboards.listLabel }, PATIENCE);
    await waitFor(() => expect(cardNames(list)).toEqual(['Vendas Anuais', 'Relatório de Clientes']));
    // The form opened again shows the saved name, not the answer cached before the save.
    await act(() => app.router.navigate('/dashboards/d1/edit'));
    await waitFor(() => expect(nameField()).toHaveValue('Vendas Anuais'), PATIENCE);
    expect(callsOf(fetchSpy).filter((r) => r === 'GET /api/v1/dashboards/d1/edit').length).toBeGreaterThanOrEqual(2);
  });
});

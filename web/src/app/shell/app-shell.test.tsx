// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Access } from '#shared/access.ts';
import type { UserDataResponse } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { showAnswer } from '#web/features/dashboards/testing/fixtures.ts';
import { callsOf, fail, fakeApi } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';

async function openShell(url: string, access: Access = 'customer_admin', user: Partial<UserDataResponse> = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access, ...user }),
    logout: { success: true },
    showDashboard: ({ params }) => (params.id === 'd1' ? showAnswer() : fail(404)),
  });
  const app = renderApp(url);
  await screen.findByRole('main');
  return { app, fetchSpy };
}

describe('app shell', () => {
  it('has landmarks and a skip link to the main content', async () => {
    await openShell('/dashboards');
    const main = screen.getByRole('main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.a11y.skipToContent })).toHaveAttribute('href', `#${main.id}`);
    expect(screen.getByRole('navigation', { name: MESSAGES.breadcrumb.label })).toBeInTheDocument();
  });

  it('toggles the side menu on narrow screens with an accessible button', async () => {
    await openShell('/dashboards');
    const toggle = screen.getByRole('button', { name: MESSAGES.menu.open });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(menu).toHaveAttribute('aria-label', MESSAGES.menu.navigation);
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: MESSAGES.menu.close })).toHaveAttribute('aria-expanded', 'true');
  });

  it.each<[string, string, string, string]>([
    ['/dashboards', MESSAGES.toolbar.newDashboard, '/dashboards/new', MESSAGES.breadcrumb['dashboard-new']],
    ['/roles', MESSAGES.toolbar.createRole, '/roles/new', MESSAGES.breadcrumb['new-role']],
  ])('shows the toolbar button of %s to a customer_admin', async (url, button, target, heading) => {
    const { app } = await openShell(url);
    await userEvent.click(await screen.findByRole('button', { name: button }));
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(app.location()).toBe(target);
  });

  it('titles the tab with the screen, then the business or, for the platform admin, the portal', async () => {
    await openShell('/roles');
    await waitFor(() => expect(document.title).toBe(`${MESSAGES.breadcrumb['roles-list']} · Empresa Teste`));
    cleanup();
    await openShell('/page-not-found', 'admin', { business_name: null });
    await waitFor(() => expect(document.title).toBe(`${MESSAGES.breadcrumb['page-not-found']} · ${MESSAGES.app.title}`));
  });

  it("titles the show page with its dashboard's name once it is in", async () => {
    await openShell('/dashboards/d1', 'customer');
    await waitFor(() => expect(document.title).toBe('Vendas Mensais · Empresa Teste'));
  });

  it('moves the focus to the main heading after a move, not on the page the browser loaded', async () => {
    await openShell('/dashboards');
    const listHeading = await screen.findByRole('heading', { level: 1, name: MESSAGES.breadcrumb['dashboard-list'] });
    expect(document.body).toHaveFocus();
    expect(listHeading).not.toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.toolbar.newDashboard }));
    const formHeading = await screen.findByRole('heading', { level: 1, name: MESSAGES.breadcrumb['dashboard-new'] });
    await waitFor(() => expect(formHeading).toHaveFocus());
    expect(formHeading).toHaveAttribute('tabindex', '-1');
  });

  it('hides "Inserir dashboard" from a customer', async () => {
    await openShell('/dashboards', 'customer');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.breadcrumb['dashboard-list'] });
    expect(screen.queryByRole('button', { name: MESSAGES.toolbar.newDashboard })).not.toBeInTheDocument();
  });

  it('logs out with Sair and shows the login page', async () => {
    const { app, fetchSpy } = await openShell('/dashboards', 'customer');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.menu.logout, hidden: true }));
    await screen.findByRole('button', { name: MESSAGES.login.submit });
    expect(app.location()).toBe('/login');
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/logout');
    await waitFor(() => expect(screen.queryByText(MESSAGES.login.sessionExpired)).not.toBeInTheDocument());
  });

  it("signs out, and the next user to sign in sees their own data, never the previous user's", async () => {
    signInForTest('token-ana');
    const fetchSpy = fakeApi({
      userData: ({ request }) =>
        request.headers.get('Authorization') === 'Bearer token-bia'
          ? userDataFor({ access: 'customer', name: 'Bia Lima', business_name: 'Outra Empresa' })
          : userDataFor({ access: 'customer' }),
      logout: { success: true },
      authLogin: { accessToken: 'token-bia', expiresIn: 900 },
    });
    const app = renderApp('/dashboards');
    await waitFor(() => expect(document.title).toBe(`${MESSAGES.breadcrumb['dashboard-list']} · Empresa Teste`));

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.menu.logout, hidden: true }));
    await userEvent.type(await screen.findByLabelText(MESSAGES.login.email), 'bia@example.com');
    await userEvent.type(screen.getByLabelText(MESSAGES.login.password), 'senha-secreta');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.submit }));

    await waitFor(() => expect(document.title).toBe(`${MESSAGES.breadcrumb['dashboard-list']} · Outra Empresa`));
    expect(app.location()).toBe('/dashboards');
    expect(callsOf(fetchSpy).filter((call) => call === 'GET /api/v1/user_data')).toHaveLength(2);
  });
});

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Access } from '#shared/access.ts';
import { MESSAGES } from '#shared/messages.ts';
import { fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';

function signedInAs(access: Access, scoped = access !== 'admin', handlers: FakeHandlers = {}) {
  signInForTest();
  fakeApi({ userData: userDataFor({ access, policies: { scoped } }), ...handlers });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('root redirect', () => {
  it('goes to the dashboard list without a redirect parameter', async () => {
    signedInAs('customer');
    const app = renderApp('/');
    await heading(MESSAGES.breadcrumb['dashboard-list']);
    expect(app.location()).toBe('/dashboards');
  });

  it('goes to a known route, keeping its query', async () => {
    // The show page's answer never arrives, so the page stays on the deep link (an error would leave it).
    signedInAs('customer', true, { showDashboard: () => new Promise(() => undefined) });
    const app = renderApp(`/?redirect=${encodeURIComponent('dashboards/42?tab=x')}`);
    await screen.findByText(MESSAGES.breadcrumb['dashboard-show'], { selector: '[aria-current="page"]' });
    expect(app.location()).toBe('/dashboards/42?tab=x');
  });

  it.each(['nowhere/at/all', '//evil.com', '/\\evil.com'])('sends %s to the not-found page', async (redirect) => {
    signedInAs('customer');
    const app = renderApp(`/?redirect=${encodeURIComponent(redirect)}`);
    await heading(MESSAGES.pages.notFoundHeading);
    expect(app.location()).toBe('/page-not-found');
    expect(screen.getByText(MESSAGES.pages.notFoundText)).toBeInTheDocument();
  });
});

describe('routes', () => {
  it('sends an unknown path to the not-found page', async () => {
    signedInAs('customer');
    const app = renderApp('/no/such/page');
    await heading(MESSAGES.pages.notFoundHeading);
    expect(app.location()).toBe('/page-not-found');
  });

  it('sends a signed-out visitor to the login page, keeping the path and query', async () => {
    fakeApi({ authRefresh: fail(401, { error: 'no session' }) });
    const { sessionStore } = await import('#web/lib/auth/session-store.ts');
    sessionStore.clear('initial');
    const app = renderApp('/dashboards/7?from=mail');
    await screen.findByRole('button', { name: MESSAGES.login.submit });
    expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('dashboards/7?from=mail')}`);
    expect(screen.queryByText(MESSAGES.login.sessionExpired)).not.toBeInTheDocument();
  });

  it.each([
    ['customer', MESSAGES.pages.notFoundBack, '/dashboards'],
    ['customer_admin', MESSAGES.pages.notFoundBack, '/dashboards'],
    ['admin', MESSAGES.pages.notFoundBackToBusinesses, '/businesses'],
  ] as const)("offers the %s's home from the not-found page", async (access, label, path) => {
    signedInAs(access);
    renderApp('/page-not-found');
    await heading(MESSAGES.pages.notFoundHeading);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', path);
    if (access === 'admin') expect(screen.queryByRole('link', { name: MESSAGES.pages.notFoundBack })).not.toBeInTheDocument();
  });

  it('treats a route outside the user access as not found', async () => {
    signedInAs('customer');
    const app = renderApp('/roles');
    await heading(MESSAGES.pages.notFoundHeading);
    expect(app.location()).toBe('/page-not-found');
  });

  it('lands an admin, who has no dashboard list, on the business list', async () => {
    signedInAs('admin');
    const app = renderApp('/');
    await heading(MESSAGES.breadcrumb['business-list']);
    expect(app.location()).toBe('/businesses');
  });

  it('shows a busy page while the user data loads', async () => {
    signInForTest();
    fakeApi({ userData: () => new Promise(() => {}) });
    renderApp('/dashboards');
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(MESSAGES.pages.loading);
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
  });
});

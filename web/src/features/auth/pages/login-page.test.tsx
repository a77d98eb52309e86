// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandingResponse } from '#shared/api-types.ts';
import { A11Y_MESSAGES } from '#web/lib/a11y-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { sessionStore } from '#web/lib/auth/session-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { setRuntimeConfig } from '#web/lib/runtime-config.ts';
import { renderApp, signInForTest, TEST_CONFIG, userDataFor } from '#web/testing/test-wrapper.tsx';
import { pageBusiness } from '../utils/page-business.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

async function openLogin(url = '/login', handlers: FakeHandlers = {}) {
  const fetchSpy = fakeApi({ userData: userDataFor(), ...handlers });
  sessionStore.clear('initial'); // the refresh at app start found no session
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  return { app, fetchSpy };
}

async function signIn(email = 'ana@example.com', password = 'senha-secreta') {
  await userEvent.type(screen.getByLabelText(MESSAGES.login.email), email);
  await userEvent.type(screen.getByLabelText(MESSAGES.login.password), password);
  await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.submit }));
}

describe('login page', () => {
  it('labels its fields and fills them with the browser password manager', async () => {
    await openLogin();
    expect(screen.getByLabelText(MESSAGES.login.email)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(MESSAGES.login.password)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: MESSAGES.login.forgotLink })).toHaveAttribute('href', '/login/forgot-password');
  });

  it('titles the tab with the screen and, without a business subdomain, the portal', async () => {
    await openLogin();
    expect(document.title).toBe(`${MESSAGES.login.heading} · ${MESSAGES.app.title}`);
  });

  it("shows the server's error text in an alert", async () => {
    await openLogin('/login', { authLogin: fail(401, { error: 'Mensagem exata do servidor' }) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Mensagem exata do servidor');
    expect(sessionStore.getState().status).toBe('signedOut');
  });

  it('falls back to a message by status when the answer has no text', async () => {
    await openLogin('/login', { authLogin: fail(429, {}) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.tooManyAttempts);
  });

  it('asks for both fields before calling the server', async () => {
    const { fetchSpy } = await openLogin();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.required);
    expect(callsOf(fetchSpy)).not.toContain('POST /api/v1/auth/login');
  });

  it('signs in, keeps the token out of web storage, and returns to the deep link', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { app, fetchSpy } = await openLogin(`/login?redirect=${encodeURIComponent('dashboards/7?x=1')}`, {
      authLogin: { accessToken: TOKEN, expiresIn: 900 },
      // The show page's answer never arrives, so the page stays on the deep link (an error would leave it).
      showDashboard: () => new Promise(() => undefined),
    });
    await signIn();
    await screen.findByText(MESSAGES.breadcrumb['dashboard-show'], { selector: '[aria-current="page"]' });
    expect(app.location()).toBe('/dashboards/7?x=1');

    expect(setItem).not.toHaveBeenCalled();
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    // The token travels only in the Authorization header of API calls.
    const userDataCall = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/api/v1/user_data'));
    expect(new Headers(userDataCall?.[1]?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('asks for a new password on the first-login challenge, then signs in', async () => {
    const { app, fetchSpy } = await openLogin('/login', {
      authLogin: { challenge: 'NEW_PASSWORD_REQUIRED', session: 'cognito-session' },
      authNewPassword: { accessToken: TOKEN, expiresIn: 900 },
    });
    await signIn('nova@example.com', 'temporaria');

    await screen.findByRole('heading', { name: MESSAGES.login.newPasswordHeading });
    expect(screen.getByText(MESSAGES.login.passwordPolicy)).toBeInTheDocument();
    const password = screen.getByLabelText(MESSAGES.login.newPassword);
    const confirmation = screen.getByLabelText(MESSAGES.login.newPasswordConfirmation);
    expect(password).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.type(password, 'Nova-Senha-123!');
    await userEvent.type(confirmation, 'Outra-Senha-123!');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.newPasswordSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.passwordMismatch);

    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Nova-Senha-123!');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.newPasswordSubmit }));
    await waitFor(() => expect(app.location()).toBe('/dashboards'));

    const call = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/auth/new-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'nova@example.com',
      session: 'cognito-session',
      newPassword: 'Nova-Senha-123!',
    });
  });
});

describe('why the login page was opened', () => {
  it('says the session expired, then only the refusal when a person deactivated meanwhile signs in again', async () => {
    // Deactivated while signed in: the token and the refresh are refused, and so is the next sign-in.
    signInForTest('token-of-a-deactivated-person');
    fakeApi({
      userData: fail(401, { error: MESSAGES.errors.unauthenticated }),
      authRefresh: fail(401, { error: MESSAGES.login.sessionExpired }),
      authLogin: fail(403, { error: MESSAGES.login.disabledUser }),
    });
    const app = renderApp('/dashboards');
    const expired = await screen.findByText(MESSAGES.login.sessionExpired);
    expect(expired.closest('[role="status"]')).not.toBeNull();
    expect(app.location()).toBe('/login?redirect=dashboards');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.disabledUser);
    expect(screen.queryByText(MESSAGES.login.sessionExpired)).not.toBeInTheDocument();
  });

  it('keeps the notice out of the history entry, so a reload shows the plain login page', async () => {
    signInForTest('stale-token');
    fakeApi({ userData: fail(401, {}), authRefresh: fail(401, {}) });
    const app = renderApp('/dashboards');
    await screen.findByText(MESSAGES.login.sessionExpired);
    await waitFor(() => expect(app.router.state.location.state).toBeNull());
    expect(app.location()).toBe('/login?redirect=dashboards');
    expect(screen.getByText(MESSAGES.login.sessionExpired)).toBeInTheDocument();
  });
});

describe('forgotten password', () => {
  it('sends a code, sets the new password, and returns to login with a notice', async () => {
    const { app, fetchSpy } = await openLogin('/login', {
      authForgotPassword: { success: true },
      authConfirmForgotPassword: { success: true },
    });
    await userEvent.click(screen.getByRole('link', { name: MESSAGES.login.forgotLink }));
    await screen.findByRole('heading', { name: MESSAGES.login.forgotHeading });
    await userEvent.type(screen.getByLabelText(new RegExp(MESSAGES.login.email)), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.forgotSubmit }));

    expect(await screen.findByText(MESSAGES.login.forgotSent)).toBeInTheDocument();
    const code = screen.getByLabelText(new RegExp(MESSAGES.login.code));
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.type(screen.getByLabelText(MESSAGES.login.newPassword), 'Nova-Senha-123!');
    await userEvent.type(screen.getByLabelText(MESSAGES.login.newPasswordConfirmation), 'Nova-Senha-123!');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.confirmForgotSubmit }));

    expect(await screen.findByText(MESSAGES.login.passwordChanged)).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    const call = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/confirm-forgot-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'ana@example.com', code: '123456', newPassword: 'Nova-Senha-123!' });
  });

  it('says the e-mail is missing on an empty submit, without calling the server', async () => {
    const { fetchSpy } = await openLogin('/login/forgot-password');
    expect(document.title).toBe(`${MESSAGES.login.forgotHeading} · ${MESSAGES.app.title}`);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.forgotSubmit }));
    const email = screen.getByLabelText(new RegExp(MESSAGES.login.email));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleErrorMessage(A11Y_MESSAGES.emailRequired);
    expect(callsOf(fetchSpy)).not.toContain('POST /api/v1/auth/forgot-password');
  });

  it('shows the server error for a wrong code', async () => {
    await openLogin('/login/forgot-password', {
      authForgotPassword: { success: true },
      authConfirmForgotPassword: fail(400, { error: 'Código inválido ou expirado.' }),
    });
    await userEvent.type(await screen.findByLabelText(new RegExp(MESSAGES.login.email)), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.forgotSubmit }));
    await userEvent.type(await screen.findByLabelText(new RegExp(MESSAGES.login.code)), '000000');
    await userEvent.type(screen.getByLabelText(MESSAGES.login.newPassword), 'Nova-Senha-123!');
    await userEvent.type(screen.getByLabelText(MESSAGES.login.newPasswordConfirmation), 'Nova-Senha-123!');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.confirmForgotSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido ou expirado.');
  });
});

describe("a business's login page", () => {
  const BRANDING: BrandingResponse = { name: 'Demo Analytics', theme: userDataFor().theme, logo: '/uploads/demo.png' };
  /** The page's address names the business (`?empresa=demo`, remembered while the page is open). */
  const onBusinessPage = () => {
    setRuntimeConfig(TEST_CONFIG);
    pageBusiness({ href: 'http://localhost:3000/?empresa=demo' });
  };
  afterEach(() => pageBusiness({ href: 'http://localhost:3000/?empresa=' }));

  it("wears the business's name and logo, asked for without a token", async () => {
    onBusinessPage();
    let authorization: string | null | undefined;
    const { fetchSpy } = await openLogin('/login', {
      branding: ({ query, request }) => {
        authorization = request.headers.get('Authorization');
        return query.subdomain === 'demo' ? BRANDING : fail(404, { error: 'Empresa não encontrada.' });
      },
    });
    expect(screen.getByText('Demo Analytics')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: MESSAGES.menu.logoAlt })).toHaveAttribute('src', '/uploads/demo.png');
    expect(document.title).toBe(`${MESSAGES.login.heading} · Demo Analytics`);
    expect(callsOf(fetchSpy)).toEqual(['GET /api/v1/branding?subdomain=demo']);
    expect(authorization).toBeNull();
  });

  it("keeps the portal's own look when the branding is refused, without refreshing a session for it", async () => {
    onBusinessPage();
    const { fetchSpy } = await openLogin('/login', { branding: fail(401, { error: 'Não autenticado.' }) });
    expect(document.title).toBe(`${MESSAGES.login.heading} · ${MESSAGES.app.title}`);
    expect(screen.getByText(MESSAGES.app.title)).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toEqual(['GET /api/v1/branding?subdomain=demo']);
    expect(sessionStore.getState().signOutReason).toBe('initial');
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { callsOf, fail, fakeApi } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, TEST_CONFIG, userDataFor } from '#web/testing/test-wrapper.tsx';
import { apiRequest, apiUrl } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { sessionStore } from './auth/session-store.ts';
import { setRuntimeConfig } from './runtime-config.ts';

const bearerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

describe('api client', () => {
  it('builds URLs from the route table, the configured base URL and the query', () => {
    setRuntimeConfig({ ...TEST_CONFIG, apiBaseUrl: 'https://portal.example.com/' });
    expect(apiUrl('showDashboard', { params: { id: 'a b' } })).toBe('https://portal.example.com/api/v1/dashboards/a%20b');
    expect(apiUrl('listDashboards', { query: { page: 2, name: 'vendas', role_id: undefined, bookmark: '' } })).toBe(
      'https://portal.example.com/api/v1/dashboards?page=2&name=vendas',
    );
    setRuntimeConfig(TEST_CONFIG); // "/api/v1": same origin
    expect(apiUrl('userData')).toBe('/api/v1/user_data');
  });

  it('sends the in-memory token and parses a 422 into ApiError with field messages by dotted path', async () => {
    setRuntimeConfig(TEST_CONFIG);
    signInForTest('token-1');
    const fetchSpy = fakeApi({
      listDashboards: fail(422, { success: false, errors: { page: ['inválida'], user: { email: ['E-mail inválido'] } } }),
    });
    const error = await apiRequest('listDashboards', { query: { page: 0 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: '', fieldErrors: { page: ['inválida'], 'user.email': ['E-mail inválido'] } });
    expect(bearerOf(fetchSpy.mock.calls[0][1])).toBe('Bearer token-1');
  });

  it('reads the message of any other client error', async () => {
    setRuntimeConfig(TEST_CONFIG);
    signInForTest('token-1');
    fakeApi({ showDashboard: fail(404, { error: MESSAGES.errors.dashboardNotFound }) });
    const error = await apiRequest('showDashboard', { params: { id: 'd-1' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, message: MESSAGES.errors.dashboardNotFound, fieldErrors: {} });
  });

  it('refreshes once on a 401 and retries once with the new token', async () => {
    setRuntimeConfig(TEST_CONFIG);
    signInForTest('stale-token');
    const fetchSpy = fakeApi({
      userData: ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh-token' ? userDataFor() : fail(401, { error: MESSAGES.errors.unauthenticated }),
      authRefresh: { accessToken: 'fresh-token', expiresIn: 900 },
    });

    await expect(apiRequest('userData')).resolves.toMatchObject({ id: 'user-1' });
    expect(callsOf(fetchSpy)).toEqual(['GET /api/v1/user_data', 'POST /api/v1/auth/refresh', 'GET /api/v1/user_data']);
    expect(fetchSpy.mock.calls[1][1]).toMatchObject({ credentials: 'same-origin' });
    expect(sessionStore.getState().accessToken).toBe('fresh-token');
  });

  it('shares one refresh between requests that fail together', async () => {
    setRuntimeConfig(TEST_CONFIG);
    signInForTest('stale-token');
    const fetchSpy = fakeApi({
      userData: ({ request }) => (request.headers.get('Authorization') === 'Bearer fresh-token' ? userDataFor() : fail(401, {})),
      authRefresh: { accessToken: 'fresh-token', expiresIn: 900 },
    });
    await Promise.all([apiRequest('userData'), apiRequest('userData')]);
    expect(callsOf(fetchSpy).filter((request) => request.includes('refresh'))).toHaveLength(1);
  });

  it('ends the session when the refresh fails, and the user lands on login where they were', async () => {
    signInForTest('stale-token');
    fakeApi({
      userData: fail(401, { error: MESSAGES.errors.unauthenticated }),
      authRefresh: fail(401, { error: MESSAGES.errors.unauthenticated }),
    });
    const app = renderApp('/dashboards/5?tab=info');

    expect(await screen.findByText(MESSAGES.login.sessionExpired)).toBeInTheDocument();
    expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('dashboards/5?tab=info')}`);
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', signOutReason: 'expired', accessToken: null });
  });
});

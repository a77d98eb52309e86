// The one test wrapper of the SPA: the app's providers (Chakra theme, SWR with a fresh cache) and a
// memory router, plus helpers to render one component or the whole app at a URL.
import './setup-tests.ts';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig, UserDataResponse } from '#shared/api-types.ts';
import { AppProvider } from '#web/app/provider.tsx';
import { appRoutes } from '#web/app/router.tsx';
import { sessionStore } from '#web/lib/auth/session-store.ts';
import { setRuntimeConfig } from '#web/lib/runtime-config.ts';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api/v1',
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'test-client',
  businessUrl: 'https://{subdomain}.portal.example.com',
};

export function TestProviders({ children }: { children: ReactNode }) {
  // A fresh cache per render: no data leaks from one test to the next.
  return <AppProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</AppProvider>;
}

function renderRouter(routes: RouteObject[], url: string) {
  setRuntimeConfig(TEST_CONFIG);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...result, router, location };
}

/** One component inside the providers, at `url` (route pattern `path`, so useParams works). */
export function renderWithProviders(ui: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  return renderRouter([{ path, element: ui }], url);
}

/** The whole app (every route of the router) opened at `url`. */
export function renderApp(url: string) {
  return renderRouter(appRoutes, url);
}

/** Starts a session as if the refresh at app start had succeeded. */
export function signInForTest(accessToken = 'test-access-token'): void {
  sessionStore.setSession({ accessToken, expiresIn: 900 });
}

export function userDataFor(overrides: Partial<UserDataResponse> = {}): UserDataResponse {
  return {
    id: 'user-1',
    access: 'customer',
    policies: { scoped: true },
    theme: {
      primary: '123456',
      primary2: '234567',
      secondary: 'abcdef',
      secondary2: 'fedcba',
      background: 'f0f0f0',
      support: '333333',
    },
    logo: null,
    business_name: 'Empresa Teste',
    name: 'Ana Souza',
    first_name: 'Ana',
    last_name: 'Souza',
    email: 'ana@example.com',
    ...overrides,
  };
}

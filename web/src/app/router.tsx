import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES, href, LOGIN_PATHS, type ClientRouteName } from '#web/lib/client-routes.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { RootRedirect } from './routes/root-redirect.tsx';
import { RouteError } from './routes/route-error.tsx';
import type { RouteHandle } from './shell/current-route.ts';

// The one router of the SPA. Everything behind the login is lazy, so the login page loads only
// what it shows, and each screen loads with its first visit.

type PageModule = () => Promise<{ default: ComponentType }>;

const lazyPage = (load: PageModule) => async () => ({ Component: (await load()).default });

/** A spec route: its path from shared/client-routes.ts and its name in the handle the shell reads. */
const screen = (routeName: ClientRouteName, load: PageModule): RouteObject => ({
  path: CLIENT_ROUTES[routeName].path,
  handle: { routeName } satisfies RouteHandle,
  lazy: lazyPage(load),
});

// One lazy chunk for both the new and the edit screen, loaded with the first visit of either.
const dashboardForm: PageModule = () => import('#web/features/dashboards/pages/dashboard-form-page.tsx');
const businessDashboardForm: PageModule = () => import('#web/features/dashboards/pages/business-dashboard-form-page.tsx');
const roleForm: PageModule = () => import('#web/features/roles/pages/role-form-page.tsx');
const userForm: PageModule = () => import('#web/features/users/pages/user-form-page.tsx');
const themeForm: PageModule = () => import('#web/features/themes/pages/theme-form-page.tsx');
const reportForm: PageModule = () => import('#web/features/reports/pages/report-form-page.tsx');

const SCREENS: Record<ClientRouteName, PageModule> = {
  home: () => import('./routes/home-page.tsx'),
  'page-not-found': () => import('./routes/not-found-page.tsx'),
  'dashboard-list': () => import('#web/features/dashboards/pages/dashboard-list-page.tsx'),
  'dashboard-show': () => import('#web/features/dashboards/pages/dashboard-show-page.tsx'),
  'dashboard-new': dashboardForm,
  'dashboard-edit': dashboardForm,
  'roles-list': () => import('#web/features/roles/pages/roles-list-page.tsx'),
  'new-role': roleForm,
  'roles-form': roleForm,
  'users-list': () => import('#web/features/users/pages/users-list-page.tsx'),
  'users-new': userForm,
  'users-form': userForm,
  'views-list': () => import('#web/features/views/pages/views-list-page.tsx'),
  'themes-list': () => import('#web/features/themes/pages/themes-list-page.tsx'),
  'themes-new': themeForm,
  'themes-form': themeForm,
  'report-list': () => import('#web/features/reports/pages/reports-list-page.tsx'),
  'report-new': reportForm,
  'report-form': reportForm,
  'business-list': () => import('#web/features/businesses/pages/businesses-list-page.tsx'),
  'business-form': () => import('#web/features/businesses/pages/business-form-page.tsx'),
  'business-panel': () => import('./routes/business-panel-page.tsx'),
  'business-dashboards-new': businessDashboardForm,
  'business-dashboards-edit': businessDashboardForm,
  'account-form': () => import('#web/features/account/pages/account-page.tsx'),
  insights: () => import('#web/features/insights/pages/insights-page.tsx'),
  activity: () => import('#web/features/activity/pages/activity-page.tsx'),
};

export const appRoutes: RouteObject[] = [
  {
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: LOGIN_PATHS.login, lazy: lazyPage(() => import('#web/features/auth/pages/login-page.tsx')) },
      {
        path: LOGIN_PATHS.forgotPassword,
        lazy: lazyPage(() => import('#web/features/auth/pages/forgot-password-page.tsx')),
      },
      {
        // Session guard + user data + shell, around every spec route.
        lazy: lazyPage(() => import('./shell/protected-layout.tsx')),
        children: (Object.keys(SCREENS) as ClientRouteName[]).map((name) => screen(name, SCREENS[name])),
      },
      { path: '*', element: <Navigate to={href('page-not-found')} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);

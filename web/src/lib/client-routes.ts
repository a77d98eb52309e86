// The SPA's paths: the spec's routes (names, history-mode paths, who may open them, breadcrumb parents),
// which the router, the side menu, the breadcrumb and the root redirect all read, and the login screens.
import { CUSTOMER_ADMINS, PLATFORM_ADMINS, TENANT_USERS, TRAIL_READERS, type Access } from '#shared/access.ts';

export interface ClientRoute {
  path: string;
  /** Who may open it; undefined means any signed-in user. */
  access?: readonly Access[];
  /** Breadcrumb trail before this route (route names), or a scoped/unscoped pair chosen by policies.scoped. */
  parents?: readonly RawParentEntry[];
}

type RawParentEntry = string | { scoped: string; unscoped: string };
export type ParentEntry = ClientRouteName | { scoped: ClientRouteName; unscoped: ClientRouteName };

export const CLIENT_ROUTES = {
  home: { path: '/home' },
  'page-not-found': { path: '/page-not-found' },
  'dashboard-list': { path: '/dashboards', access: TENANT_USERS },
  'dashboard-new': { path: '/dashboards/new', access: CUSTOMER_ADMINS, parents: ['dashboard-list'] },
  'dashboard-edit': { path: '/dashboards/:id/edit', access: CUSTOMER_ADMINS, parents: ['dashboard-list'] },
  'dashboard-show': { path: '/dashboards/:id', access: TENANT_USERS, parents: ['dashboard-list'] },
  'roles-list': { path: '/roles', access: CUSTOMER_ADMINS },
  'new-role': { path: '/roles/new', access: CUSTOMER_ADMINS, parents: ['roles-list'] },
  'roles-form': { path: '/roles/:id/edit', access: CUSTOMER_ADMINS, parents: ['roles-list'] },
  'users-list': { path: '/users', access: CUSTOMER_ADMINS },
  'users-new': { path: '/users/new', access: CUSTOMER_ADMINS, parents: ['users-list'] },
  'users-form': { path: '/users/:id/edit', access: CUSTOMER_ADMINS, parents: ['users-list'] },
  'views-list': {
    path: '/views/:entity_class/:id',
    access: CUSTOMER_ADMINS,
    parents: [{ scoped: 'dashboard-list', unscoped: 'business-list' }],
  },
  'themes-list': { path: '/themes', access: PLATFORM_ADMINS },
  'themes-new': { path: '/themes/new', access: PLATFORM_ADMINS, parents: ['themes-list'] },
  'themes-form': { path: '/themes/:id/edit', access: PLATFORM_ADMINS, parents: ['themes-list'] },
  'report-list': { path: '/reports', access: PLATFORM_ADMINS },
  'report-new': { path: '/reports/new', access: PLATFORM_ADMINS, parents: ['report-list'] },
  'report-form': { path: '/reports/:id/edit', access: PLATFORM_ADMINS, parents: ['report-list'] },
  'business-list': { path: '/businesses', access: PLATFORM_ADMINS },
  'business-form': { path: '/businesses/new', access: PLATFORM_ADMINS, parents: ['business-list'] },
  'business-panel': { path: '/businesses/:id/panel', access: PLATFORM_ADMINS, parents: ['business-list'] },
  'business-dashboards-new': {
    path: '/businesses/:business_id/dashboards/new',
    access: PLATFORM_ADMINS,
    parents: ['business-list', 'business-panel'],
  },
  'business-dashboards-edit': {
    path: '/businesses/:business_id/dashboards/:id/edit',
    access: PLATFORM_ADMINS,
    parents: ['business-list', 'business-panel'],
  },
  'account-form': { path: '/my-account', access: TENANT_USERS },
  insights: { path: '/insights', access: CUSTOMER_ADMINS },
  // A customer_admin sees their business's trail; the admin, the platform's own (a business's is a panel tab).
  activity: { path: '/activity', access: TRAIL_READERS },
} as const satisfies Record<string, ClientRoute>;

export type ClientRouteName = keyof typeof CLIENT_ROUTES;

/** Breadcrumb parents of a route, typed by name. */
export const parentsOf = (name: ClientRouteName): readonly ParentEntry[] =>
  ((CLIENT_ROUTES[name] as ClientRoute).parents ?? []) as readonly ParentEntry[];

/** The spec's default redirect from the root. */
export const DEFAULT_ROUTE: ClientRouteName = 'dashboard-list';

/**
 * The public login screens. They are not spec routes, so they stay out of CLIENT_ROUTES: the root
 * redirect never sends anyone there and the menu and breadcrumb never show them.
 */
export const LOGIN_PATHS = {
  login: '/login',
  forgotPassword: '/login/forgot-password',
} as const;

/** Why the login page was opened; carried in history state, shown above the form. */
export type LoginNotice = 'sessionExpired' | 'passwordChanged';
export interface LoginLocationState {
  notice?: LoginNotice;
}

/** `/login?redirect=<path+query without the leading slash>`: the root rule brings the user back after login. */
export function loginHref(currentPathAndQuery: string): string {
  const redirect = currentPathAndQuery.replace(/^\/+/, '');
  return redirect ? `${LOGIN_PATHS.login}?${new URLSearchParams({ redirect })}` : LOGIN_PATHS.login;
}

/** Where to go once signed in: the root, which applies the spec's redirect rule. */
export function afterLoginHref(redirect: string | null): string {
  return redirect ? `/?${new URLSearchParams({ redirect })}` : '/';
}

/** Fills `:param` segments of a client route. */
export function href(name: ClientRouteName, params: Record<string, string> = {}): string {
  return CLIENT_ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

/** The route whose pattern matches a path (segments equal, `:param` segments match anything), if any. */
export function matchClientRoute(path: string): { name: ClientRouteName; params: Record<string, string> } | undefined {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const segments = clean.split('/');
  // Literal segments win over parameters (/dashboards/new before /dashboards/:id).
  const names = (Object.keys(CLIENT_ROUTES) as ClientRouteName[]).sort(
    (a, b) => paramCount(CLIENT_ROUTES[a].path) - paramCount(CLIENT_ROUTES[b].path),
  );
  for (const name of names) {
    const pattern = CLIENT_ROUTES[name].path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        if (!segments[i]) return false;
        params[part.slice(1)] = safeDecode(segments[i]);
        return true;
      }
      return part === segments[i];
    });
    if (ok) return { name, params };
  }
  return undefined;
}

/**
 * The spec's root redirect rule: no `redirect` goes to the dashboard list; a value matching a known
 * route goes there (query string kept); anything else goes to the not-found page. Only same-origin
 * paths are produced, so the parameter can never send the user to another site.
 */
export function resolveRootRedirect(redirect: string | null | undefined): string {
  if (!redirect) return CLIENT_ROUTES[DEFAULT_ROUTE].path;
  const target = redirect.startsWith('/') ? redirect : `/${redirect}`;
  if (target.startsWith('//') || target.includes('\\')) return CLIENT_ROUTES['page-not-found'].path;
  return matchClientRoute(target) ? target : CLIENT_ROUTES['page-not-found'].path;
}

const paramCount = (path: string) => path.split('/').filter((p) => p.startsWith(':')).length;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

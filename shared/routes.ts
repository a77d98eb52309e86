// The one route table of the HTTP API. The CDK stack, the local gateway, the handlers and the SPA
// all read it, so a path, a method, its Lambda or its audience is changed here and nowhere else.
import { API_PREFIX } from './constants.ts';
import { CUSTOMER_ADMINS, EVERY_USER, FILE_UPLOADERS, PLATFORM_ADMINS, TENANT_USERS, type Audience } from './access.ts';

/** One Lambda per resource; the value is its folder under `functions/`. */
export const RESOURCES = [
  'auth',
  'branding',
  'user-data',
  'dashboards',
  'bookmarks',
  'views',
  'uploads',
  'accounts',
  'roles',
  'users',
  'admin-themes',
  'admin-reports',
  'admin-businesses',
  'admin-business-dashboards',
  'insights',
  'activity',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** Path with `{param}` segments, exactly as API Gateway writes it. */
  path: string;
  resource: Resource;
  audience: Audience;
}

const api = (path: string) => `${API_PREFIX}${path}`;

export const ROUTES = {
  // Portal-origin auth endpoints: they talk to Cognito and keep the refresh token in an httpOnly cookie.
  authLogin: { method: 'POST', path: api('/auth/login'), resource: 'auth', audience: 'public' },
  authNewPassword: { method: 'POST', path: api('/auth/new-password'), resource: 'auth', audience: 'public' },
  authRefresh: { method: 'POST', path: api('/auth/refresh'), resource: 'auth', audience: 'public' },
  authForgotPassword: { method: 'POST', path: api('/auth/forgot-password'), resource: 'auth', audience: 'public' },
  authConfirmForgotPassword: {
    method: 'POST',
    path: api('/auth/confirm-forgot-password'),
    resource: 'auth',
    audience: 'public',
  },
  logout: { method: 'GET', path: api('/logout'), resource: 'auth', audience: 'public' },

  // Public branding of a business reached through its subdomain: name, colours and logo only.
  branding: { method: 'GET', path: api('/branding'), resource: 'branding', audience: 'public' },

  userData: { method: 'GET', path: api('/user_data'), resource: 'user-data', audience: EVERY_USER },

  // The caller's own account: name and password (never the e-mail).
  editAccount: { method: 'GET', path: api('/accounts/edit'), resource: 'accounts', audience: EVERY_USER },
  updateAccount: { method: 'PATCH', path: api('/accounts'), resource: 'accounts', audience: EVERY_USER },

  listDashboards: { method: 'GET', path: api('/dashboards'), resource: 'dashboards', audience: TENANT_USERS },
  showDashboard: { method: 'GET', path: api('/dashboards/{id}'), resource: 'dashboards', audience: TENANT_USERS },
  // The info modal opened from a card: the same dashboard data as the show page, without starting a view.
  dashboardInfo: { method: 'GET', path: api('/dashboards/{id}/info'), resource: 'dashboards', audience: TENANT_USERS },
  // The customer_admin manages their own business's dashboards.
  editDashboard: { method: 'GET', path: api('/dashboards/{id}/edit'), resource: 'dashboards', audience: CUSTOMER_ADMINS },
  createDashboard: { method: 'POST', path: api('/dashboards'), resource: 'dashboards', audience: CUSTOMER_ADMINS },
  updateDashboard: { method: 'PATCH', path: api('/dashboards/{id}'), resource: 'dashboards', audience: CUSTOMER_ADMINS },
  deleteDashboard: { method: 'DELETE', path: api('/dashboards/{id}'), resource: 'dashboards', audience: CUSTOMER_ADMINS },

  createBookmark: { method: 'POST', path: api('/bookmarks'), resource: 'bookmarks', audience: TENANT_USERS },
  deleteBookmark: { method: 'DELETE', path: api('/bookmarks/{id}'), resource: 'bookmarks', audience: TENANT_USERS },

  listViews: { method: 'GET', path: api('/views'), resource: 'views', audience: CUSTOMER_ADMINS },
  endView: { method: 'DELETE', path: api('/views/{id}'), resource: 'views', audience: TENANT_USERS },
  heartbeatView: { method: 'POST', path: api('/views/{id}/heartbeat'), resource: 'views', audience: TENANT_USERS },

  // A presigned PUT for a preview or a logo: customer_admin for their own business, admin for any.
  createUpload: { method: 'POST', path: api('/uploads'), resource: 'uploads', audience: FILE_UPLOADERS },

  // Access levels of the caller's business: which collaborators see which dashboards.
  listRoles: { method: 'GET', path: api('/roles'), resource: 'roles', audience: CUSTOMER_ADMINS },
  newRole: { method: 'GET', path: api('/roles/new'), resource: 'roles', audience: CUSTOMER_ADMINS },
  editRole: { method: 'GET', path: api('/roles/{id}/edit'), resource: 'roles', audience: CUSTOMER_ADMINS },
  createRole: { method: 'POST', path: api('/roles'), resource: 'roles', audience: CUSTOMER_ADMINS },
  updateRole: { method: 'PATCH', path: api('/roles/{id}'), resource: 'roles', audience: CUSTOMER_ADMINS },
  deleteRole: { method: 'DELETE', path: api('/roles/{id}'), resource: 'roles', audience: CUSTOMER_ADMINS },

  // Collaborators of the caller's business: invite (Cognito), change access, deactivate.
  listUsers: { method: 'GET', path: api('/users'), resource: 'users', audience: CUSTOMER_ADMINS },
  newUser: { method: 'GET', path: api('/users/new'), resource: 'users', audience: CUSTOMER_ADMINS },
  editUser: { method: 'GET', path: api('/users/{id}/edit'), resource: 'users', audience: CUSTOMER_ADMINS },
  createUser: { method: 'POST', path: api('/users'), resource: 'users', audience: CUSTOMER_ADMINS },
  updateUser: { method: 'PATCH', path: api('/users/{id}'), resource: 'users', audience: CUSTOMER_ADMINS },
  deleteUser: { method: 'DELETE', path: api('/users/{id}'), resource: 'users', audience: CUSTOMER_ADMINS },
  reactivateUser: { method: 'POST', path: api('/users/{id}/reactivate'), resource: 'users', audience: CUSTOMER_ADMINS },
  resendUserInvitation: { method: 'POST', path: api('/users/{id}/invitation'), resource: 'users', audience: CUSTOMER_ADMINS },

  // The platform's themes (admin): a business wears one; one in use cannot be deleted.
  listThemes: { method: 'GET', path: api('/admin/themes'), resource: 'admin-themes', audience: PLATFORM_ADMINS },
  editTheme: { method: 'GET', path: api('/admin/themes/{id}/edit'), resource: 'admin-themes', audience: PLATFORM_ADMINS },
  createTheme: { method: 'POST', path: api('/admin/themes'), resource: 'admin-themes', audience: PLATFORM_ADMINS },
  updateTheme: { method: 'PATCH', path: api('/admin/themes/{id}'), resource: 'admin-themes', audience: PLATFORM_ADMINS },
  deleteTheme: { method: 'DELETE', path: api('/admin/themes/{id}'), resource: 'admin-themes', audience: PLATFORM_ADMINS },

  // The report catalogue (admin): a dashboard may name one; one named by dashboards cannot be deleted.
  listReports: { method: 'GET', path: api('/admin/reports'), resource: 'admin-reports', audience: PLATFORM_ADMINS },
  editReport: { method: 'GET', path: api('/admin/reports/{id}/edit'), resource: 'admin-reports', audience: PLATFORM_ADMINS },
  createReport: { method: 'POST', path: api('/admin/reports'), resource: 'admin-reports', audience: PLATFORM_ADMINS },
  updateReport: { method: 'PATCH', path: api('/admin/reports/{id}'), resource: 'admin-reports', audience: PLATFORM_ADMINS },
  deleteReport: { method: 'DELETE', path: api('/admin/reports/{id}'), resource: 'admin-reports', audience: PLATFORM_ADMINS },

  // The client businesses (admin). Every path under /admin/businesses/ names the business `{business_id}`:
  // API Gateway refuses two variable names at one level of the path (see routes.test.ts).
  listBusinesses: { method: 'GET', path: api('/admin/businesses'), resource: 'admin-businesses', audience: PLATFORM_ADMINS },
  newBusiness: { method: 'GET', path: api('/admin/businesses/new'), resource: 'admin-businesses', audience: PLATFORM_ADMINS },
  editBusiness: {
    method: 'GET',
    path: api('/admin/businesses/{business_id}/edit'),
    resource: 'admin-businesses',
    audience: PLATFORM_ADMINS,
  },
  createBusiness: { method: 'POST', path: api('/admin/businesses'), resource: 'admin-businesses', audience: PLATFORM_ADMINS },
  updateBusiness: {
    method: 'PATCH',
    path: api('/admin/businesses/{business_id}'),
    resource: 'admin-businesses',
    audience: PLATFORM_ADMINS,
  },
  // The panel's users tab: a business's active or deactivated users; the admin brings people back and
  // sends invitations again.
  listBusinessUsers: {
    method: 'GET',
    path: api('/admin/businesses/{business_id}/users'),
    resource: 'admin-businesses',
    audience: PLATFORM_ADMINS,
  },
  reactivateBusinessUser: {
    method: 'POST',
    path: api('/admin/businesses/{business_id}/users/{id}/reactivate'),
    resource: 'admin-businesses',
    audience: PLATFORM_ADMINS,
  },
  resendBusinessUserInvitation: {
    method: 'POST',
    path: api('/admin/businesses/{business_id}/users/{id}/invitation'),
    resource: 'admin-businesses',
    audience: PLATFORM_ADMINS,
  },

  // One business's dashboards, managed by the admin: the customer_admin's rules plus the report.
  listBusinessDashboards: {
    method: 'GET',
    path: api('/admin/businesses/{business_id}/dashboards'),
    resource: 'admin-business-dashboards',
    audience: PLATFORM_ADMINS,
  },
  newBusinessDashboard: {
    method: 'GET',
    path: api('/admin/businesses/{business_id}/dashboards/new'),
    resource: 'admin-business-dashboards',
    audience: PLATFORM_ADMINS,
  },
  editBusinessDashboard: {
    method: 'GET',
    path: api('/admin/businesses/{business_id}/dashboards/{id}/edit'),
    resource: 'admin-business-dashboards',
    audience: PLATFORM_ADMINS,
  },
  createBusinessDashboard: {
    method: 'POST',
    path: api('/admin/businesses/{business_id}/dashboards'),
    resource: 'admin-business-dashboards',
    audience: PLATFORM_ADMINS,
  },
  updateBusinessDashboard: {
    method: 'PATCH',
    path: api('/admin/businesses/{business_id}/dashboards/{id}'),
    resource: 'admin-business-dashboards',
    audience: PLATFORM_ADMINS,
  },
  deleteBusinessDashboard: {
    method: 'DELETE',
    path: api('/admin/businesses/{business_id}/dashboards/{id}'),
    resource: 'admin-business-dashboards',
    audience: PLATFORM_ADMINS,
  },

  // Usage insights: a business's views and hours from its daily counters (customer_admin: their own;
  // admin: any business), and the platform's month per business (admin).
  businessInsights: { method: 'GET', path: api('/insights'), resource: 'insights', audience: CUSTOMER_ADMINS },
  adminBusinessInsights: {
    method: 'GET',
    path: api('/admin/businesses/{business_id}/insights'),
    resource: 'insights',
    audience: PLATFORM_ADMINS,
  },
  platformUsage: { method: 'GET', path: api('/admin/usage'), resource: 'insights', audience: PLATFORM_ADMINS },

  // The activity trail: who changed what (customer_admin: their business; admin: any business, or the platform's own).
  listActivity: { method: 'GET', path: api('/activity'), resource: 'activity', audience: CUSTOMER_ADMINS },
  adminBusinessActivity: {
    method: 'GET',
    path: api('/admin/businesses/{business_id}/activity'),
    resource: 'activity',
    audience: PLATFORM_ADMINS,
  },
  platformActivity: { method: 'GET', path: api('/admin/activity'), resource: 'activity', audience: PLATFORM_ADMINS },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;

/** `GET /api/v1/dashboards/{id}`: the form API Gateway gives as `routeKey`. */
export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

export const routeIds = Object.keys(ROUTES) as RouteId[];

export const routesOfResource = (resource: Resource): RouteId[] => routeIds.filter((id) => ROUTES[id].resource === resource);

/** Fills `{param}` segments; values are URI-encoded. */
export function buildPath(id: RouteId, params: Record<string, string> = {}): string {
  return ROUTES[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${id}`);
    return encodeURIComponent(value);
  });
}

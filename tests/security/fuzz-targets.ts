// What the fuzzing starts from for each route (a route missing here is a type error): path parameters,
// query and body. Changes and deletes aim at throwaway objects or ids that name nothing, never at the
// seeded demo data; a route that would create something (or ask Cognito about an account) starts from
// a body with one field kept invalid — its anchor, which no mutation touches — so nothing is created
// and no failed login is counted against anyone.
import type { RouteId } from '#shared/routes.ts';
import { businessForm, dashboardForm, reportForm, roleForm, themeForm, type Throwaways } from './throwaways.ts';

export interface FuzzFixtures {
  dashboard: string;
  role: string;
  user: string;
  theme: string;
  report: string;
  business: { business_id: string; subdomain: string };
  businessTheme: string;
}

/** The throwaway objects the fuzzing aims its changes and deletes at, made at once. */
export async function createFuzzFixtures(throwaways: Throwaways): Promise<FuzzFixtures> {
  const [dashboard, role, user, theme, report, business, businessTheme] = await Promise.all([
    throwaways.dashboard('demo'),
    throwaways.role('demo'),
    throwaways.user('demo'),
    throwaways.theme(),
    throwaways.report(),
    throwaways.business(),
    throwaways.businessTheme(),
  ]);
  return { dashboard, role, user, theme, report, business, businessTheme };
}

export interface FuzzBase {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Fields kept as they are (invalid), so no mutation makes the body valid. */
  anchors?: string[][];
}

export const NOTHING = 'fuzz-nao-existe';
const none = (): FuzzBase => ({});
const id = (value: string) => (): FuzzBase => ({ params: { id: value } });
const anchored = (body: unknown, ...anchors: string[][]): FuzzBase => ({ body, anchors });
const invalidEmail = 'sem-arroba';
const nameless = <T extends Record<string, Record<string, unknown>>>(form: T, wrapper: keyof T & string) =>
  anchored({ [wrapper]: { ...form[wrapper], name: '' } }, [wrapper, 'name']);

export const FUZZ_BASES: { [Id in RouteId]: (fixtures: FuzzFixtures) => FuzzBase } = {
  authLogin: () => anchored({ email: invalidEmail, password: 'x' }, ['email']),
  authNewPassword: () => anchored({ email: invalidEmail, session: 'sessao', newPassword: 'x' }, ['email']),
  authRefresh: none,
  authForgotPassword: () => anchored({ email: invalidEmail }, ['email']),
  authConfirmForgotPassword: () => anchored({ email: invalidEmail, code: '123456', newPassword: 'x' }, ['email']),
  logout: none,
  branding: () => ({ query: { subdomain: 'demo' } }),
  userData: none,
  editAccount: none,
  updateAccount: () => anchored({ user: { first_name: '', last_name: 'Sobrenome' } }, ['user', 'first_name']),

  listDashboards: () => ({ query: { page: '1', name: 'Vendas', role_id: 'role-comercial', bookmark: 'true' } }),
  // The show page starts a view: aimed at nothing, so no view is left on a demo dashboard.
  showDashboard: id(NOTHING),
  dashboardInfo: id('dash-vendas-mensais'),
  editDashboard: id('dash-vendas-mensais'),
  createDashboard: () => nameless(dashboardForm(), 'dashboard'),
  updateDashboard: (f) => ({ params: { id: f.dashboard }, body: dashboardForm() }),
  deleteDashboard: id(NOTHING),
  createBookmark: () => ({ body: { bookmark: { dashboard_id: NOTHING } } }),
  deleteBookmark: id(NOTHING),
  listViews: () => ({ query: { dashboard_id: 'dash-vendas-mensais', page: '1' } }),
  endView: id(NOTHING),
  heartbeatView: id(NOTHING),
  // A presigned URL only: nothing is stored until a save claims an upload.
  createUpload: () => ({ body: { upload: { purpose: 'dashboard_preview', content_type: 'image/png', size: 100, business_id: 'biz-demo' } } }),

  listRoles: none,
  newRole: none,
  editRole: id('role-comercial'),
  createRole: () => nameless(roleForm(), 'role'),
  updateRole: (f) => ({ params: { id: f.role }, body: roleForm() }),
  deleteRole: id(NOTHING),
  listUsers: () => ({ query: { page: '1', name: 'a', role_id: 'role-comercial', status: 'active' } }),
  newUser: none,
  editUser: (f) => ({ params: { id: f.user } }),
  createUser: () =>
    anchored({ user: { first_name: 'A', last_name: 'B', email: invalidEmail, role_ids: [], customer_admin: false } }, ['user', 'email']),
  updateUser: (f) => ({ params: { id: f.user }, body: { user: { role_ids: [], customer_admin: false } } }),
  deleteUser: id(NOTHING),
  // The throwaway user is active (a reactivation changes nothing but enables its account) and signed in
  // with a password of its own (an invitation sent again is refused before anything is counted or sent).
  reactivateUser: (f) => ({ params: { id: f.user } }),
  resendUserInvitation: (f) => ({ params: { id: f.user } }),

  listThemes: none,
  editTheme: id('theme-demo'),
  createTheme: () => nameless(themeForm(), 'theme'),
  updateTheme: (f) => ({ params: { id: f.theme }, body: themeForm() }),
  deleteTheme: id(NOTHING),
  listReports: none,
  editReport: id('report-vendas'),
  createReport: () => nameless(reportForm(), 'report'),
  updateReport: (f) => ({ params: { id: f.report }, body: reportForm() }),
  deleteReport: id(NOTHING),

  listBusinesses: none,
  newBusiness: none,
  editBusiness: () => ({ params: { business_id: 'biz-demo' } }),
  createBusiness: (f) => {
    const form = businessForm(f.businessTheme);
    return anchored({ business: { ...form.business, cnpj: '123' } }, ['business', 'cnpj']);
  },
  updateBusiness: (f) => ({ params: { business_id: f.business.business_id }, body: businessForm(f.businessTheme, f.business.subdomain, false) }),
  listBusinessUsers: () => ({ params: { business_id: 'biz-demo' }, query: { page: '1', status: 'inactive' } }),
  reactivateBusinessUser: (f) => ({ params: { business_id: 'biz-demo', id: f.user } }),
  resendBusinessUserInvitation: (f) => ({ params: { business_id: 'biz-demo', id: f.user } }),
  listBusinessDashboards: () => ({ params: { business_id: 'biz-demo' } }),
  newBusinessDashboard: () => ({ params: { business_id: 'biz-demo' } }),
  editBusinessDashboard: () => ({ params: { business_id: 'biz-demo', id: 'dash-vendas-mensais' } }),
  createBusinessDashboard: () => ({ params: { business_id: 'biz-demo' }, ...nameless(dashboardForm(), 'dashboard') }),
  updateBusinessDashboard: (f) => ({ params: { business_id: 'biz-demo', id: f.dashboard }, body: dashboardForm() }),
  deleteBusinessDashboard: () => ({ params: { business_id: 'biz-demo', id: NOTHING } }),
  businessInsights: () => ({ query: { days: '30' } }),
  adminBusinessInsights: () => ({ params: { business_id: 'biz-demo' }, query: { days: '30' } }),
  platformUsage: () => ({ query: { month: '2026-10' } }),
  listActivity: () => ({ query: { kind: 'dashboard', from: '2026-01-01', to: '2026-12-31' } }),
  adminBusinessActivity: () => ({ params: { business_id: 'biz-demo' }, query: { kind: 'user' } }),
  platformActivity: () => ({ query: { kind: 'theme' } }),
};

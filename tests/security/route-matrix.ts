// The authorization matrix's declarations: for every route of the table (a route missing here is a type
// error, and authz-matrix.test.ts checks the same at run time), who may call it, which ids it takes and
// where they come from, the request of a cell, and the outcome each cell expects. Read routes use the
// seeded objects; routes that change or delete use throwaway objects (throwaways.ts); auth routes send
// bodies that fail before Cognito is asked (no wrong password for any account, nothing to lock).
import type { RouteId } from '#shared/routes.ts';
import { BUSINESS_ID, HOME, MANAGER_OF, seededNames, type Business, type SignedCaller } from './callers.ts';
import { anyBusiness, scoped, type IdSource, type Ids, type RouteCase, type World } from './matrix-types.ts';
import { businessForm, dashboardForm, reportForm, roleForm, tag, themeForm } from './throwaways.ts';

const unknownId = `nao-existe-${tag()}`;
const seeded = (values: Record<Business, Ids>, unknown: Ids = { id: unknownId }): IdSource => ({
  of: async (business) => values[business],
  unknown,
});
const fresh = (make: (business: Business, world: World) => Promise<Ids>, unknown: Ids = { id: unknownId }): IdSource => ({
  of: (business, _caller, world) => make(business, world),
  unknown,
  fresh: true,
});

/** Dashboards each business's callers see (the customer's through role-comercial). */
const VISIBLE = { demo: 'dash-vendas-mensais', outra: 'dash-producao' };
const visibleDashboard = seeded({ demo: { id: VISIBLE.demo }, outra: { id: VISIBLE.outra } });
const seededRole = seeded({ demo: { id: 'role-comercial' }, outra: { id: 'role-fabrica' } });
const seededBusiness = seeded({ demo: { business_id: 'biz-demo' }, outra: { business_id: 'biz-outra' } }, { business_id: unknownId });
const businessDashboard = seeded(
  { demo: { business_id: 'biz-demo', id: VISIBLE.demo }, outra: { business_id: 'biz-outra', id: VISIBLE.outra } },
  { business_id: unknownId, id: unknownId },
);
/** Platform objects have no business: "another business's" is simply the other seeded one. */
const seededTheme = seeded({ demo: { id: 'theme-demo' }, outra: { id: 'theme-outra' } });
const seededReport = seeded({ demo: { id: 'report-vendas' }, outra: { id: 'report-financeiro' } });
const seededUser: IdSource = {
  of: async (business, _caller, { session }) => ({ id: session.userId(business === 'demo' ? 'customer' : 'otherAdmin') }),
  unknown: { id: unknownId },
};
/** The caller's own open view (for nobody and the admin, one of the business's customer_admin). */
const ownView: IdSource = {
  of: async (business, caller, { throwaways }) => {
    const opener = caller !== 'anonymous' && caller !== 'admin' && HOME[caller] === business ? caller : MANAGER_OF[business];
    return { id: await throwaways.view(opener, VISIBLE[business]) };
  },
  unknown: { id: unknownId },
  fresh: true,
  perCaller: true,
};
/**
 * A bookmark of the caller's (for nobody and the admin, the business's customer_admin's) on a dashboard
 * they can no longer see: its owner removes it; anyone else gets the 404 of an unknown id.
 */
const hiddenBookmark: IdSource = {
  of: async (business, caller, { throwaways }) => {
    const holder = caller !== 'anonymous' && caller !== 'admin' && HOME[caller] === business ? caller : MANAGER_OF[business];
    return { id: await throwaways.hiddenBookmark(business, holder) };
  },
  unknown: { id: unknownId },
  fresh: true,
  perCaller: true,
};
const throwawayDashboard = fresh(async (business, { throwaways }) => ({ id: await throwaways.dashboard(business) }));
const throwawayBusinessDashboard = fresh(
  async (business, { throwaways }) => ({ business_id: BUSINESS_ID[business], id: await throwaways.dashboard(business) }),
  { business_id: unknownId, id: unknownId },
);
/** A user of the business, with its business in the path (the admin's users tab). */
const businessUser = (make: (throwaways: World['throwaways'], business: Business) => Promise<string>) =>
  fresh(async (business, { throwaways }) => ({ business_id: BUSINESS_ID[business], id: await make(throwaways, business) }), {
    business_id: unknownId,
    id: unknownId,
  });
const uploadKey = fresh(async (business, { throwaways }) => ({ key: await throwaways.upload(business) }), {
  key: `pending/${unknownId}/dashboard_preview/${'0'.repeat(32)}.png`,
});

const noBody = () => ({});
/** A trail period from year 1 to year 9999. */
const FAR_PERIOD = { from: '0001-01-01', to: '9999-12-31' };
const path = (ids: Ids) => ({ params: ids });
/** A created object's id from a 201, undone through `route` by the caller who made it. */
const undoCreated =
  (route: RouteId, pick: (body: any) => Ids): RouteCase['undo'] =>
  ({ answer, caller, world }) =>
    world.throwaways.call(caller, route, { params: pick(answer.body) });

export const MATRIX: { [Id in RouteId]: RouteCase } = {
  authLogin: { who: 'public', request: () => ({ body: { email: 'sem-arroba', password: 'x' } }), inside: 422 },
  authNewPassword: { who: 'public', request: () => ({ body: { email: 'sem-arroba', session: '', newPassword: '' } }), inside: 422 },
  authRefresh: { who: 'public', request: noBody, inside: 401 },
  authForgotPassword: { who: 'public', request: () => ({ body: { email: 'sem-arroba' } }), inside: 422 },
  authConfirmForgotPassword: {
    who: 'public',
    request: () => ({ body: { email: 'sem-arroba', code: '', newPassword: '' } }),
    inside: 422,
  },
  // Each caller's own token is the session it ends; nobody names none, which is a 401, not a success.
  logout: { who: 'public', request: noBody, inside: 'ok', overrides: { anonymous: 401 }, endsSessions: true },
  branding: { who: 'public', request: () => ({ query: { subdomain: 'demo' } }), inside: 'ok' },

  userData: { who: 'everyUser', request: noBody, inside: 'ok' },
  editAccount: { who: 'everyUser', request: noBody, inside: 'ok' },
  // The caller's own names sent back unchanged: a success that changes nothing.
  updateAccount: {
    who: 'everyUser',
    request: (_ids, caller) => ({
      body: { user: caller === 'anonymous' ? { first_name: 'X', last_name: 'Y' } : seededNames(caller as SignedCaller) },
    }),
    inside: 'ok',
  },

  // The role filter names one of the caller's own roles: the customer_admins hold none.
  listDashboards: {
    who: 'tenantUsers',
    ids: seededRole,
    request: (ids) => ({ query: { role_id: ids.id } }),
    inside: scoped('ok', 422),
    overrides: { customerAdmin: scoped(422, 422), otherAdmin: scoped(422, 422) },
  },
  // The show page starts a view: ended again, so no view is left open on a demo dashboard.
  showDashboard: {
    who: 'tenantUsers',
    ids: visibleDashboard,
    request: path,
    inside: scoped(),
    undo: undoCreated('endView', (body) => ({ id: body.view.id })),
  },
  dashboardInfo: { who: 'tenantUsers', ids: visibleDashboard, request: path, inside: scoped() },
  editDashboard: { who: 'customerAdmins', ids: visibleDashboard, request: path, inside: scoped() },
  // Another business's upload reads as one never made.
  createDashboard: {
    who: 'customerAdmins',
    ids: uploadKey,
    request: (ids) => ({ body: { dashboard: { ...dashboardForm().dashboard, preview_key: ids.key } } }),
    inside: scoped('ok', 422),
    undo: undoCreated('deleteDashboard', (body) => ({ id: body.dashboard.id })),
  },
  updateDashboard: {
    who: 'customerAdmins',
    ids: throwawayDashboard,
    request: (ids) => ({ params: ids, body: dashboardForm() }),
    inside: scoped(),
  },
  deleteDashboard: { who: 'customerAdmins', ids: throwawayDashboard, request: path, inside: scoped() },

  createBookmark: {
    who: 'tenantUsers',
    ids: visibleDashboard,
    request: (ids) => ({ body: { bookmark: { dashboard_id: ids.id } } }),
    inside: scoped(),
    undo: undoCreated('deleteBookmark', (body) => ({ id: body.bookmark_id })),
  },
  deleteBookmark: { who: 'tenantUsers', ids: hiddenBookmark, request: path, inside: scoped() },

  listViews: { who: 'customerAdmins', ids: visibleDashboard, request: (ids) => ({ query: { dashboard_id: ids.id } }), inside: scoped() },
  endView: { who: 'tenantUsers', ids: ownView, request: path, inside: scoped() },
  heartbeatView: { who: 'tenantUsers', ids: ownView, request: path, inside: scoped() },

  // A customer_admin uploads for their own business; the platform admin for any that exists.
  createUpload: {
    who: 'uploaders',
    ids: seededBusiness,
    request: (ids) => ({
      body: { upload: { purpose: 'dashboard_preview', content_type: 'image/png', size: 100, business_id: ids.business_id } },
    }),
    inside: scoped(),
    overrides: { admin: anyBusiness },
  },

  listRoles: { who: 'customerAdmins', request: noBody, inside: 'ok' },
  newRole: { who: 'customerAdmins', request: noBody, inside: 'ok' },
  editRole: { who: 'customerAdmins', ids: seededRole, request: path, inside: scoped() },
  // Another business's dashboard in a role is refused like an unknown one.
  createRole: {
    who: 'customerAdmins',
    ids: visibleDashboard,
    request: (ids) => ({ body: roleForm([ids.id]) }),
    inside: scoped('ok', 422),
    undo: undoCreated('deleteRole', (body) => ({ id: body.role.id })),
  },
  updateRole: {
    who: 'customerAdmins',
    ids: fresh(async (business, { throwaways }) => ({ id: await throwaways.role(business) })),
    request: (ids) => ({ params: ids, body: roleForm() }),
    inside: scoped(),
  },
  deleteRole: {
    who: 'customerAdmins',
    ids: fresh(async (business, { throwaways }) => ({ id: await throwaways.role(business) })),
    request: path,
    inside: scoped(),
  },

  listUsers: { who: 'customerAdmins', request: noBody, inside: 'ok' },
  newUser: { who: 'customerAdmins', request: noBody, inside: 'ok' },
  editUser: { who: 'customerAdmins', ids: seededUser, request: path, inside: scoped() },
  // An invitation naming another business's role is refused like one naming an unknown role.
  createUser: {
    who: 'customerAdmins',
    ids: seededRole,
    request: (ids) => ({
      body: { user: { first_name: 'Convidada', last_name: 'Matriz', email: `matriz-${tag()}@exemplo.local`, role_ids: [ids.id] } },
    }),
    inside: scoped('ok', 422),
    undo: undoCreated('deleteUser', (body) => ({ id: body.user.id })),
  },
  updateUser: {
    who: 'customerAdmins',
    ids: fresh(async (business, { throwaways }) => ({ id: await throwaways.user(business) })),
    request: (ids) => ({ params: ids, body: { user: { role_ids: [], customer_admin: false } } }),
    inside: scoped(),
  },
  deleteUser: {
    who: 'customerAdmins',
    ids: fresh(async (business, { throwaways }) => ({ id: await throwaways.user(business) })),
    request: path,
    inside: scoped(),
  },
  // An active user answers 200 too (the Cognito account enabled again): no seat is needed, and the other
  // business has few (its limit is 5).
  reactivateUser: {
    who: 'customerAdmins',
    ids: fresh(async (business, { throwaways }) => ({ id: await throwaways.user(business) })),
    request: path,
    inside: scoped(),
  },
  resendUserInvitation: {
    who: 'customerAdmins',
    ids: fresh(async (business, { throwaways }) => ({ id: await throwaways.invitedUser(business) })),
    request: path,
    inside: scoped(),
  },

  listThemes: { who: 'platformAdmins', request: noBody, inside: 'ok' },
  editTheme: { who: 'platformAdmins', ids: seededTheme, request: path, inside: anyBusiness },
  createTheme: {
    who: 'platformAdmins',
    request: () => ({ body: themeForm() }),
    inside: 'ok',
    undo: undoCreated('deleteTheme', (body) => ({ id: body.theme.id })),
  },
  updateTheme: {
    who: 'platformAdmins',
    ids: fresh(async (_business, { throwaways }) => ({ id: await throwaways.theme() })),
    request: (ids) => ({ params: ids, body: themeForm() }),
    inside: anyBusiness,
  },
  deleteTheme: {
    who: 'platformAdmins',
    ids: fresh(async (_business, { throwaways }) => ({ id: await throwaways.theme() })),
    request: path,
    inside: anyBusiness,
  },

  listReports: { who: 'platformAdmins', request: noBody, inside: 'ok' },
  editReport: { who: 'platformAdmins', ids: seededReport, request: path, inside: anyBusiness },
  createReport: {
    who: 'platformAdmins',
    request: () => ({ body: reportForm() }),
    inside: 'ok',
    undo: undoCreated('deleteReport', (body) => ({ id: body.report.id })),
  },
  updateReport: {
    who: 'platformAdmins',
    ids: fresh(async (_business, { throwaways }) => ({ id: await throwaways.report() })),
    request: (ids) => ({ params: ids, body: reportForm() }),
    inside: anyBusiness,
  },
  deleteReport: {
    who: 'platformAdmins',
    ids: fresh(async (_business, { throwaways }) => ({ id: await throwaways.report() })),
    request: path,
    inside: anyBusiness,
  },

  listBusinesses: { who: 'platformAdmins', request: noBody, inside: 'ok' },
  newBusiness: { who: 'platformAdmins', request: noBody, inside: 'ok' },
  editBusiness: { who: 'platformAdmins', ids: seededBusiness, request: path, inside: anyBusiness },
  // A business cannot be deleted: the one the admin's cell creates wears this run's theme and stays.
  createBusiness: {
    who: 'platformAdmins',
    request: async (_ids, _caller, { throwaways }) => ({ body: businessForm(await throwaways.businessTheme()) }),
    inside: 'ok',
  },
  updateBusiness: {
    who: 'platformAdmins',
    ids: fresh(async (_business, { throwaways }) => throwaways.business(), { business_id: unknownId, subdomain: `matriz-${tag()}` }),
    request: async ({ business_id, subdomain }, _caller, { throwaways }) => ({
      params: { business_id },
      body: businessForm(await throwaways.businessTheme(), subdomain, false),
    }),
    inside: anyBusiness,
  },
  listBusinessUsers: { who: 'platformAdmins', ids: seededBusiness, request: path, inside: anyBusiness },
  reactivateBusinessUser: {
    who: 'platformAdmins',
    ids: businessUser((throwaways, business) => throwaways.user(business)),
    request: path,
    inside: anyBusiness,
  },
  resendBusinessUserInvitation: {
    who: 'platformAdmins',
    ids: businessUser((throwaways, business) => throwaways.invitedUser(business)),
    request: path,
    inside: anyBusiness,
  },

  listBusinessDashboards: { who: 'platformAdmins', ids: seededBusiness, request: path, inside: anyBusiness },
  newBusinessDashboard: { who: 'platformAdmins', ids: seededBusiness, request: path, inside: anyBusiness },
  editBusinessDashboard: { who: 'platformAdmins', ids: businessDashboard, request: path, inside: anyBusiness },
  createBusinessDashboard: {
    who: 'platformAdmins',
    ids: seededBusiness,
    // A dashboard has a picture: uploaded for the path's business when it exists.
    request: async (ids, _caller, { throwaways }) => {
      const preview_key = ids.business_id === unknownId ? undefined : await throwaways.adminUpload(ids.business_id);
      return { params: ids, body: { dashboard: { ...dashboardForm().dashboard, preview_key } } };
    },
    inside: anyBusiness,
    undo: ({ answer, ids, world }) =>
      world.throwaways.call('admin', 'deleteBusinessDashboard', { params: { business_id: ids.business_id, id: answer.body.dashboard.id } }),
  },
  updateBusinessDashboard: {
    who: 'platformAdmins',
    ids: throwawayBusinessDashboard,
    request: (ids) => ({ params: ids, body: dashboardForm() }),
    inside: anyBusiness,
  },
  deleteBusinessDashboard: { who: 'platformAdmins', ids: throwawayBusinessDashboard, request: path, inside: anyBusiness },

  businessInsights: { who: 'customerAdmins', request: () => ({ query: { days: '7' } }), inside: 'ok' },
  adminBusinessInsights: {
    who: 'platformAdmins',
    ids: seededBusiness,
    request: (ids) => ({ params: ids, query: { days: '7' } }),
    inside: anyBusiness,
  },
  platformUsage: { who: 'platformAdmins', request: () => ({ query: { month: '2026-01' } }), inside: 'ok' },
  // Ends far past and far ahead are kept to the days the trail keeps (year 9999 was once a 500).
  listActivity: { who: 'customerAdmins', request: () => ({ query: FAR_PERIOD }), inside: 'ok' },
  adminBusinessActivity: {
    who: 'platformAdmins',
    ids: seededBusiness,
    request: (ids) => ({ params: ids, query: FAR_PERIOD }),
    inside: anyBusiness,
  },
  platformActivity: { who: 'platformAdmins', request: () => ({ query: FAR_PERIOD }), inside: 'ok' },
};

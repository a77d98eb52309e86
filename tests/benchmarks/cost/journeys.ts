// What the SPA sends for each action of the month, request by request, as its pages do:
// - a working day's start (boot.ts, features/auth, app/shell): the shell (index.html, config.json), the
//   subdomain's branding and its logo, POST /auth/login, GET /user_data (once per page load), the list's
//   first page and its pictures;
// - a view (features/dashboards: use-dashboard-view.ts, view-session.ts): one GET /dashboards/{id} (it
//   starts the view and carries everything the page and its info modal show), a POST heartbeat every
//   VIEWS.heartbeatSeconds while open, one DELETE /views/{id} as the page goes away, then the list the user
//   comes back to (SWR revalidates it on mount);
// - the info modal from a card: GET /dashboards/{id}/info; a favourite: POST or DELETE /bookmarks, then
//   the list revalidated (use-toggle-favourite.ts); a token refresh: POST /auth/refresh with the cookie;
// - the administrators' screens: each form's GET, its write, and the list it returns to.
// A page keeps each picture it has shown (one GET per picture and page load).
import { DEMO_THEMES } from '#infra/local/seed/demo-data.ts';
import { previewPng } from '#infra/local/seed/preview-pictures.ts';
import { waitForOutboxMessage, sentTo } from '#infra/local/cognito-messages.ts';
import type {
  BrandingResponse,
  CreateUploadResponse,
  DashboardEditResponse,
  DashboardListResponse,
  DashboardShowResponse,
  LoginResponse,
  RoleEditResponse,
  RoleListResponse,
  SessionResponse,
  UserDataResponse,
  UserEditResponse,
  UserListResponse,
} from '#shared/api-types.ts';
import { buildPath } from '#shared/routes.ts';
import { Browser, type ClientCounters } from './browser.ts';
import type { Company, Person } from './company.ts';

export interface Portal {
  origin: string;
  counters: ClientCounters;
  company: Company;
  /** The stack's data folder (the Cognito outbox: an invitation's temporary password). */
  dataDir: string;
  /** Everyone who signed in (Cognito's monthly active users). */
  signedIn: Set<string>;
}

/** A signed-in person and what their list shows. */
export interface Member {
  person: Person;
  browser: Browser;
  cards: DashboardListResponse['dashboards'];
}

const NEW_PASSWORD = 'Colaborador#2026';

/** The start of a working day: the page, the sign-in, the user's data and the list. */
export async function signIn(portal: Portal, person: Person, password = person.password): Promise<Member> {
  const browser = new Browser(portal.origin, portal.counters);
  await browser.shell('/');
  const branding = await browser.api<BrandingResponse>('GET', buildPath('branding'), {
    query: { subdomain: portal.company.subdomain },
    anonymous: true,
  });
  await browser.pictures([branding.body.logo]);
  const login = await browser.api<LoginResponse>('POST', buildPath('authLogin'), { body: { email: person.email, password } });
  let session = login.body;
  if ('challenge' in session) {
    // An invited user's first sign-in: the new password, in the same browser (the challenge cookie).
    const body = { email: person.email, session: session.session, newPassword: NEW_PASSWORD };
    session = (await browser.api<SessionResponse>('POST', buildPath('authNewPassword'), { body })).body;
  }
  browser.accessToken = session.accessToken;
  portal.signedIn.add(person.email);
  const user = await browser.api<UserDataResponse>('GET', buildPath('userData'));
  await browser.pictures([user.body.logo]);
  return { person, browser, cards: await list(browser, {}) };
}

/** A page of the list and the pictures on it. */
async function list(browser: Browser, query: Record<string, string>): Promise<DashboardListResponse['dashboards']> {
  const answer = await browser.api<DashboardListResponse>('GET', buildPath('listDashboards'), { query });
  await browser.pictures(answer.body.dashboards.map((card) => card.preview_pic));
  return answer.body.dashboards;
}

export const openView = async (member: Member, dashboardId: string): Promise<string> =>
  (await member.browser.api<DashboardShowResponse>('GET', buildPath('showDashboard', { id: dashboardId }))).body.view.id;

export const heartbeat = (member: Member, viewId: string) => member.browser.api('POST', buildPath('heartbeatView', { id: viewId }));

export const endView = (member: Member, viewId: string) => member.browser.api('DELETE', buildPath('endView', { id: viewId }));

/** Back on the list after a view: the plain list or the favourites only. */
export async function backToList(member: Member, favouritesOnly: boolean): Promise<void> {
  await list(member.browser, favouritesOnly ? { bookmark: 'true' } : {});
}

export async function refresh(member: Member): Promise<void> {
  member.browser.accessToken = (await member.browser.api<SessionResponse>('POST', buildPath('authRefresh'))).body.accessToken;
}

export const info = (member: Member, dashboardId: string) => member.browser.api('GET', buildPath('dashboardInfo', { id: dashboardId }));

/** The star of a card: added or removed, then the list revalidated. */
export async function toggleFavourite(member: Member, card: Member['cards'][number]): Promise<void> {
  if (card.bookmark_id === null) {
    const added = await member.browser.api<{ bookmark_id: string }>('POST', buildPath('createBookmark'), {
      body: { bookmark: { dashboard_id: card.id } },
    });
    card.bookmark_id = added.body.bookmark_id;
  } else {
    await member.browser.api('DELETE', buildPath('deleteBookmark', { id: card.bookmark_id }));
    card.bookmark_id = null;
  }
  await list(member.browser, {});
}

export const insights = (admin: Member) => admin.browser.api('GET', buildPath('businessInsights'), { query: { days: '30' } });

/** Inserir dashboard: the picture (POST /uploads, the browser's PUT), the save, and the list. */
export async function publishDashboard(admin: Member, name: string): Promise<void> {
  const picture = previewPng(name, 'bars', DEMO_THEMES[0].colours);
  const upload = await admin.browser.api<CreateUploadResponse>('POST', buildPath('createUpload'), {
    body: { upload: { purpose: 'dashboard_preview', content_type: 'image/png', size: picture.length } },
    expect: 201,
  });
  await admin.browser.putPicture(upload.body.upload.url, upload.body.upload.headers, picture);
  const dashboard = {
    name,
    summary: `Indicadores de ${name}`,
    description: `<p>Painel de <strong>${name}</strong>, atualizado diariamente.</p>`,
    iframe_url: 'https://relatorios.example/novo-painel',
    preview_key: upload.body.upload.key,
  };
  await admin.browser.api('POST', buildPath('createDashboard'), { body: { dashboard }, expect: 201 });
  await list(admin.browser, {});
}

/** The pencil on a card: the form's data, the save (the picture kept), and the list. */
export async function editDashboard(admin: Member, dashboardId: string): Promise<void> {
  const form = await admin.browser.api<DashboardEditResponse>('GET', buildPath('editDashboard', { id: dashboardId }));
  const { name, summary, description, iframe_url } = form.body.dashboard;
  const dashboard = { name, summary: `${summary} (revisado)`, description, iframe_url };
  await admin.browser.api('PATCH', buildPath('updateDashboard', { id: dashboardId }), { body: { dashboard } });
  await list(admin.browser, {});
}

/** Colaboradores → Convidar: the form, the invitation, the list; then the invitee's first sign-in. */
export async function inviteCollaborator(portal: Portal, admin: Member, email: string): Promise<Member> {
  const form = await admin.browser.api<{ roles: { id: string }[] }>('GET', buildPath('newUser'));
  const sentAfter = Date.now();
  const user = { first_name: 'Nova', last_name: 'Colaboradora', email, role_ids: [form.body.roles[0].id], customer_admin: false };
  await admin.browser.api('POST', buildPath('createUser'), { body: { user }, expect: 201 });
  await admin.browser.api('GET', buildPath('listUsers'));
  const invitation = await waitForOutboxMessage(
    portal.dataDir,
    (message) => message.at >= sentAfter && sentTo(email)(message) && message.source === 'AdminCreateUser',
    20_000,
  );
  if (!invitation) throw new Error(`No invitation reached ${email}`);
  return signIn(portal, { email, password: NEW_PASSWORD, access: 'customer' }, invitation.code);
}

/** Colaboradores: the list, where each row names a collaborator; answers the id of `email`. */
async function collaboratorId(admin: Member, email: string): Promise<string> {
  const answer = await admin.browser.api<UserListResponse>('GET', buildPath('listUsers'), { query: { name: email } });
  const user = answer.body.users.find((each) => each.email === email);
  if (!user) throw new Error(`${email} is not in the list`);
  return user.id;
}

/** A collaborator's access levels changed: the list, the form, the save, the list. */
export async function changeAccess(admin: Member, email: string, roleIds: string[]): Promise<void> {
  const id = await collaboratorId(admin, email);
  await admin.browser.api<UserEditResponse>('GET', buildPath('editUser', { id }));
  await admin.browser.api('PATCH', buildPath('updateUser', { id }), { body: { user: { role_ids: roleIds, customer_admin: false } } });
  await admin.browser.api('GET', buildPath('listUsers'));
}

/** Desativar: from the list, the deactivation, the list again. */
export async function deactivateCollaborator(admin: Member, email: string): Promise<void> {
  const id = await collaboratorId(admin, email);
  await admin.browser.api('DELETE', buildPath('deleteUser', { id }));
  await admin.browser.api('GET', buildPath('listUsers'));
}

/** Níveis de acesso: the list, a role's form, the save with one more dashboard, the list. */
export async function editRole(admin: Member, roleId: string, addDashboardId: string): Promise<void> {
  await admin.browser.api<RoleListResponse>('GET', buildPath('listRoles'));
  const { role } = (await admin.browser.api<RoleEditResponse>('GET', buildPath('editRole', { id: roleId }))).body;
  const body = {
    role: { name: role.name, icon: role.icon, dashboard_ids: [...new Set([...role.dashboard_ids, addDashboardId])], user_ids: role.user_ids },
  };
  await admin.browser.api('PATCH', buildPath('updateRole', { id: roleId }), { body });
  await admin.browser.api('GET', buildPath('listRoles'));
}

export const activityPage = (admin: Member) => admin.browser.api('GET', buildPath('listActivity'));

/** A collaborator's view history, opened from the list. */
export async function viewHistory(admin: Member, email: string): Promise<void> {
  const id = await collaboratorId(admin, email);
  await admin.browser.api('GET', buildPath('listViews'), { query: { user_id: id } });
}

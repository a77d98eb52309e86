// Objects made for the matrix and the fuzzing to change and delete, so neither touches the seeded demo
// data other test files rely on: dashboards, roles and users of either business, themes, reports,
// businesses, views and uploads. Each one made is undone by cleanUp() (a business cannot be deleted:
// those wear this run's own theme and stay, like those of the businesses tests).
import { randomUUID } from 'node:crypto';
import { buildPath, ROUTES, type RouteId } from '#shared/routes.ts';
import { putBookmark } from '#functions/data/bookmarks.ts';
import { callApi, testTable, type ApiAnswer } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { uploadPreview } from '../integration/fixtures/pictures.ts';
import { COLOURS, VALID_CNPJ } from '../integration/fixtures/new-business.ts';
import { BUSINESS_ID, MANAGER_OF, type Business, type CallerName, type Session, type SignedCaller } from './callers.ts';

/** A unique tag for names, e-mails and subdomains (lower-case letters and digits). */
export const tag = () => randomUUID().replaceAll('-', '').slice(0, 10);

/** A dashboard form valid as it is. */
export const dashboardForm = (name = `Painel Matriz ${tag()}`) => ({
  dashboard: { name, summary: 'Resumo', description: '<p>Texto</p>', iframe_url: 'relatorios.example.com/painel/1' },
});

export const themeForm = () => ({ theme: { name: `Tema Matriz ${tag()}`, ...COLOURS } });
export const reportForm = () => ({ report: { name: `Relatório Matriz ${tag()}`, summary: 'Resumo', description: '<p>Sobre</p>' } });
export const roleForm = (dashboardIds: string[] = []) => ({
  role: { name: `Nível Matriz ${tag()}`, icon: 'chart-bar', dashboard_ids: dashboardIds },
});

/** A business form valid as it is, wearing `themeId`; its contact fields only on a create. */
export function businessForm(themeId: string, subdomain = `matriz-${tag()}`, withContact = true) {
  const contact = {
    main_contact_email: `${subdomain}@contato.local`,
    main_contact_first_name: 'Contato',
    main_contact_last_name: 'Matriz',
    main_contact_phone_number: '(11) 98765-4321',
  };
  return {
    business: {
      name: `Empresa ${subdomain}`,
      cnpj: VALID_CNPJ.masked,
      subdomain,
      service_description: 'Empresa da matriz de autorização.',
      pricing: '100.00',
      user_count: 10,
      theme_id: themeId,
      ...(withContact ? contact : {}),
    },
  };
}

/** Answers that mean "undone": done now, or gone already (the cell itself deleted it). */
const UNDONE = [200, 404];

export class Throwaways {
  private readonly undo: Array<{ what: string; step: () => Promise<ApiAnswer | void> }> = [];
  private ownTheme: Promise<string> | undefined;

  constructor(private readonly session: Session) {}

  /** A call through the gateway as one caller (their current token). */
  call(caller: CallerName, id: RouteId, request: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {}) {
    return callApi(ROUTES[id].method, buildPath(id, request.params), {
      token: this.session.token(caller),
      query: request.query,
      body: request.body,
    });
  }

  /** Registers how to undo something a request made (run by cleanUp, last made first). */
  later(what: string, step: () => Promise<ApiAnswer | void>) {
    this.undo.push({ what, step });
  }

  /** Undoes everything made; answers what could not be undone. */
  async cleanUp(): Promise<string[]> {
    const problems: string[] = [];
    for (const { what, step } of this.undo.splice(0).reverse()) {
      try {
        const answer = await step();
        if (answer && !UNDONE.includes(answer.status)) problems.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      } catch (error) {
        problems.push(`${what}: ${(error as Error).message}`);
      }
    }
    return problems;
  }

  private async created(what: string, answer: ApiAnswer, pick: (body: any) => string): Promise<string> {
    if (answer.status !== 201) throw new Error(`${what} not created: ${answer.status} ${JSON.stringify(answer.body)}`);
    return pick(answer.body);
  }

  async dashboard(business: Business): Promise<string> {
    const manager = MANAGER_OF[business];
    const form = dashboardForm();
    const body = { dashboard: { ...form.dashboard, preview_key: await this.upload(business) } };
    const id = await this.created('dashboard', await this.call(manager, 'createDashboard', { body }), (b) => b.dashboard.id);
    this.later(`dashboard ${id}`, () => this.call(manager, 'deleteDashboard', { params: { id } }));
    return id;
  }

  async role(business: Business): Promise<string> {
    const manager = MANAGER_OF[business];
    const id = await this.created('role', await this.call(manager, 'createRole', { body: roleForm() }), (b) => b.role.id);
    this.later(`role ${id}`, () => this.call(manager, 'deleteRole', { params: { id } }));
    return id;
  }

  /** A customer of the business (a Cognito account and a profile), deactivated by cleanUp. */
  async user(business: Business): Promise<string> {
    const { id } = await createTestUser({ businessId: BUSINESS_ID[business], access: 'customer', email: `matriz-${tag()}@exemplo.local` });
    this.later(`user ${id}`, () => this.call(MANAGER_OF[business], 'deleteUser', { params: { id } }));
    return id;
  }

  /** A customer of the business invited and never signed in (FORCE_CHANGE_PASSWORD), deactivated by cleanUp. */
  async invitedUser(business: Business): Promise<string> {
    const { id } = await createTestUser({
      businessId: BUSINESS_ID[business],
      access: 'customer',
      email: `matriz-${tag()}@exemplo.local`,
      invited: true,
    });
    this.later(`invited user ${id}`, () => this.call(MANAGER_OF[business], 'deleteUser', { params: { id } }));
    return id;
  }

  async theme(): Promise<string> {
    const id = await this.created('theme', await this.call('admin', 'createTheme', { body: themeForm() }), (b) => b.theme.id);
    this.later(`theme ${id}`, () => this.call('admin', 'deleteTheme', { params: { id } }));
    return id;
  }

  async report(): Promise<string> {
    const id = await this.created('report', await this.call('admin', 'createReport', { body: reportForm() }), (b) => b.report.id);
    this.later(`report ${id}`, () => this.call('admin', 'deleteReport', { params: { id } }));
    return id;
  }

  /** The theme every business of this run wears (it stays in use, so it stays). */
  businessTheme(): Promise<string> {
    this.ownTheme ??= this.call('admin', 'createTheme', { body: themeForm() }).then((answer) =>
      this.created('business theme', answer, (b) => b.theme.id),
    );
    return this.ownTheme;
  }

  /** A business of this run (its main contact invited); answers its id and subdomain. */
  async business(): Promise<{ business_id: string; subdomain: string }> {
    const subdomain = `matriz-${tag()}`;
    const body = businessForm(await this.businessTheme(), subdomain);
    const id = await this.created('business', await this.call('admin', 'createBusiness', { body }), (b) => b.business.id);
    return { business_id: id, subdomain };
  }

  /** A view the caller opened on a dashboard they see (their own view), ended by cleanUp. */
  async view(caller: CallerName, dashboardId: string): Promise<string> {
    const answer = await this.call(caller, 'showDashboard', { params: { id: dashboardId } });
    if (answer.status !== 200) throw new Error(`view not opened: ${answer.status} ${JSON.stringify(answer.body)}`);
    const id = answer.body.view.id as string;
    this.later(`view ${id}`, () => this.call(caller, 'endView', { params: { id } }));
    return id;
  }

  /**
   * A bookmark `holder` keeps on a dashboard of `business` they cannot see (returns its id): for a
   * customer, a new dashboard outside their roles; for a customer_admin, who sees every dashboard, one
   * deleted since (an id that names none). Written in the table (no route bookmarks what its caller
   * cannot see); the holder removes it at cleanUp.
   */
  async hiddenBookmark(business: Business, holder: SignedCaller): Promise<string> {
    const dashboardId = holder === 'customer' ? await this.dashboard(business) : `apagado-${tag()}`;
    await putBookmark(testTable(), BUSINESS_ID[business], this.session.userId(holder), dashboardId);
    this.later(`bookmark ${dashboardId}`, () => this.call(holder, 'deleteBookmark', { params: { id: dashboardId } }));
    return dashboardId;
  }

  /** A picture uploaded for the business by its customer_admin: the pending key a save names. */
  upload(business: Business): Promise<string> {
    const token = this.session.token(MANAGER_OF[business]);
    if (!token) throw new Error(`no token for the manager of ${business}`);
    return uploadPreview(token);
  }

  /** A picture the platform admin uploaded for a business (by id). */
  adminUpload(businessId: string): Promise<string> {
    const token = this.session.token('admin');
    if (!token) throw new Error('no token for the admin');
    return uploadPreview(token, undefined, businessId);
  }
}

// The platform admin's businesses through the local gateway: the creation end to end (the business,
// its subdomain claim, its theme's map, the main contact's e-mail claim, profile and Cognito account,
// the invitation e-mail and the contact's first sign-in as the business's customer_admin, its branding),
// the list with the counts kept on the business, the form's data, the panel's users tab (deactivated
// people, a reactivation, an invitation sent again), 404s, and every route refused to the tenants. Validation and the update: admin-businesses-rules.test.ts; races
// and logos: admin-businesses-races.test.ts; DynamoDB calls: admin-businesses-calls.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThemeItem } from '#shared/api-types.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { waitForCognitoCode } from '../support/outbox.ts';
import { callApi, cookiesOf, loginAs, testTable, userIdOf } from '../support/stack.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { createTestUser } from '../support/users.ts';
import { cognitoAccountOf, writeListUsers } from './fixtures/collaborators.ts';
import {
  BUSINESSES,
  COLOURS,
  businessForm,
  createBusiness,
  createTheme,
  storedItem,
  storedTheme,
  useFileTheme,
  VALID_CNPJ,
} from './fixtures/new-business.ts';
import { seedBusiness, testRole, uniquePrefix } from './fixtures/viewer-business.ts';
import { DEMO_BUSINESSES } from '#infra/local/seed/demo-data.ts';

let admin: string;
let gestor: string;
let cliente: string;
let themeId: string;

beforeAll(async () => {
  [admin, gestor, cliente] = await Promise.all([loginAs('admin@portal.local'), loginAs('gestor@demo.local'), loginAs('cliente@demo.local')]);
  themeId = await useFileTheme(admin);
});

describe('creating a business', () => {
  it('writes the business, its claims and theme entry, and invites the main contact as its first customer_admin', async () => {
    const themeId = await createTheme(admin, uniquePrefix('Tema Empresa Nova'));
    const form = businessForm({ theme_id: themeId });
    const subdomain = form.subdomain as string;
    const email = form.main_contact_email as string;
    const sentAt = Date.now();
    const id = await createBusiness(admin, { ...form, subdomain: `  ${subdomain.toUpperCase()} `, main_contact_email: email.toUpperCase() });

    const account = await cognitoAccountOf(email);
    expect(account?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const attributes = Object.fromEntries((account?.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({ email, email_verified: 'true', given_name: 'Contato', family_name: 'Principal' });
    const contactId = attributes.sub as string;
    expect(await storedItem(keys.business(id))).toMatchObject({
      id,
      name: form.name,
      cnpj: VALID_CNPJ.bare,
      subdomain,
      mainContactEmail: email,
      mainContactPhoneNumber: '11987654321',
      pricingCents: 123456,
      userLimit: 10,
      themeId,
      logoKey: null,
      admins: { [contactId]: 'Contato Principal' },
      activeUserCount: 1,
      dashboardCount: 0,
      rolesVersion: 0,
    });
    expect(await storedItem(keys.subdomain(subdomain))).toMatchObject({ businessId: id });
    expect(await storedItem(keys.email(email))).toMatchObject({ userId: contactId, businessId: id });
    expect(await storedItem(keys.user(id, contactId))).toMatchObject({
      access: 'customer_admin',
      businessId: id,
      email,
      roleIds: [],
      disabled: false,
      invitedBy: await userIdOf('admin@portal.local'),
      invitedByName: 'Ana Administradora',
      invitedAt: expect.any(String),
      invitationPending: true,
      invitationSentAt: expect.any(String),
    });
    expect((await storedTheme(themeId))?.businesses).toEqual({ [id]: form.name });
    const themes = (await callApi('GET', '/api/v1/admin/themes', { token: admin })).body.themes as ThemeItem[];
    expect(themes.find((theme) => theme.id === themeId)?.business_names).toEqual([form.name]);

    // The main contact reads the invitation, chooses a password and lands in the business.
    const first = await callApi('POST', '/api/v1/auth/login', {
      body: { email, password: await waitForCognitoCode(email, { after: sentAt, invitation: true }) },
    });
    expect([first.status, first.body.challenge]).toEqual([200, 'NEW_PASSWORD_REQUIRED']);
    // The browser that got the challenge sends its cookie back (it binds the challenge to that browser).
    const done = await callApi('POST', '/api/v1/auth/new-password', {
      body: { email, session: first.body.session, newPassword: 'Nova#Senha2026' },
      headers: { cookie: cookiesOf(first.headers) },
    });
    expect(done.status).toBe(200);
    expect(await storedItem(keys.user(id, contactId))).toMatchObject({ invitationPending: false });
    const userData = await callApi('GET', '/api/v1/user_data', { token: done.body.accessToken });
    expect(userData.body).toMatchObject({ id: contactId, access: 'customer_admin', business_name: form.name, theme: COLOURS, logo: null });

    const branding = await callApi('GET', '/api/v1/branding', { query: { subdomain } });
    expect([branding.status, branding.body]).toEqual([200, { name: form.name, theme: COLOURS, logo: null }]);
  });

  it('lists it with the counts kept on the business, and shows its form masked', async () => {
    const form = businessForm({ cnpj: VALID_CNPJ.bare, main_contact_phone_number: '1134567890', pricing: '99.9', user_count: 3 });
    const id = await createBusiness(admin, form);

    const list = await callApi('GET', BUSINESSES, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.businesses.find((business: { id: string }) => business.id === id)).toEqual({
      id,
      name: form.name,
      main_contact_name: 'Contato Principal',
      current_user_count: 1,
      user_count: 3,
      dashboard_count: 0,
      pricing: '99.90',
      recent_usage: { active_users: 0, views: 0 },
    });
    expect(list.body.businesses.find((business: { id: string }) => business.id === 'biz-demo')).toMatchObject({
      name: 'Demo Analytics',
      main_contact_name: 'Gabriela Gestora',
      user_count: DEMO_BUSINESSES.find((business) => business.id === 'biz-demo')!.userLimit,
      pricing: '4990.00',
    });

    const edit = await callApi('GET', `${BUSINESSES}/${id}/edit`, { token: admin });
    expect(edit.status).toBe(200);
    expect(edit.body.business).toEqual({
      id,
      name: form.name,
      cnpj: VALID_CNPJ.masked,
      subdomain: form.subdomain,
      main_contact_email: form.main_contact_email,
      main_contact_first_name: 'Contato',
      main_contact_last_name: 'Principal',
      main_contact_phone_number: '(11) 3456-7890',
      service_description: form.service_description,
      pricing: '99.90',
      user_count: 3,
      theme_id: themeId,
      logo_pic: null,
    });
    expect(edit.body.themes.find((theme: { id: string }) => theme.id === 'theme-demo')).toEqual({
      id: 'theme-demo',
      name: 'Verde Demo',
      primary: '0f766e',
      primary2: '14b8a6',
      secondary: 'f59e0b',
      secondary2: 'fcd34d',
      background: 'f0fdfa',
      support: '475569',
    });
    const created = await callApi('GET', `${BUSINESSES}/new`, { token: admin });
    expect([created.status, created.body.themes]).toEqual([200, edit.body.themes]);
  });

  it('answers 404 for an unknown business on every route that names one', async () => {
    const unknown = `nenhuma-${crypto.randomUUID()}`;
    const answers = await Promise.all([
      callApi('GET', `${BUSINESSES}/${unknown}/edit`, { token: admin }),
      callApi('PATCH', `${BUSINESSES}/${unknown}`, { token: admin, body: { business: businessForm() } }),
      callApi('GET', `${BUSINESSES}/${unknown}/users`, { token: admin }),
    ]);
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([404, { error: BUSINESS_MESSAGES.notFound }]);
    expect(await storedItem(keys.business(unknown))).toBeUndefined();
  });
});

describe('the panel’s users tab', () => {
  it('lists the active users of the demo business in name order, with the administrator flag', async () => {
    const answer = await callApi('GET', `${BUSINESSES}/biz-demo/users`, { token: admin });

    expect(answer.status).toBe(200);
    expect(answer.body.business).toEqual({ id: 'biz-demo', name: 'Demo Analytics' });
    const users = answer.body.users as Array<{ name: string; email: string; customer_admin: boolean }>;
    expect(users.find((user) => user.email === 'gestor@demo.local')).toEqual({
      id: await userIdOf('gestor@demo.local'),
      name: 'Gabriela Gestora',
      email: 'gestor@demo.local',
      customer_admin: true,
      invited_at: (await storedItem(keys.user('biz-demo', await userIdOf('gestor@demo.local'))))?.invitedAt ?? null,
      // The demo's people chose their passwords: no invitation waits.
      invitation_pending: false,
      invitation_sent_at: null,
      deactivated_at: null,
    });
    expect(users.find((user) => user.email === 'cliente@demo.local')).toMatchObject({ name: 'Carlos Cliente', customer_admin: false });
    const names = users.map((user) => user.name);
    expect(names.indexOf('Carlos Cliente')).toBeLessThan(names.indexOf('Gabriela Gestora'));
    expect(answer.body.pagination).toMatchObject({ current_page: 1, first_page: 1, prev_page: null });
  });

  it('pages a business’s users PAGE_SIZE.businessUsers at a time, counted from its active users', async () => {
    const businessId = uniquePrefix('painel-usuarios');
    await seedBusiness(testTable(), businessId, { dashboards: [], roles: [] });
    const people = Array.from({ length: PAGE_SIZE.businessUsers + 1 }, (_, i) => ({
      firstName: `Pessoa ${String(i).padStart(2, '0')}`,
      lastName: 'Painel',
      ...(i === 0 ? { access: 'customer_admin' as const } : {}),
    }));
    await writeListUsers(businessId, people);

    const first = await callApi('GET', `${BUSINESSES}/${businessId}/users`, { token: admin });
    const second = await callApi('GET', `${BUSINESSES}/${businessId}/users`, { token: admin, query: { page: '2' } });

    expect(first.body.users.map((user: { name: string }) => user.name)).toEqual(
      people.slice(0, PAGE_SIZE.businessUsers).map((person) => `${person.firstName} Painel`),
    );
    expect(first.body.users[0].customer_admin).toBe(true);
    expect(first.body.pagination).toEqual({
      total_pages: 2,
      current_page: 1,
      first_page: 1,
      last_page: 2,
      prev_page: null,
      next_page: 2,
      total_count: PAGE_SIZE.businessUsers + 1,
    });
    expect(second.body.users.map((user: { name: string }) => user.name)).toEqual([`Pessoa ${PAGE_SIZE.businessUsers} Painel`]);
    expect(second.body.pagination).toMatchObject({ current_page: 2, prev_page: 1, next_page: null });
  });
});

describe('the panel’s users tab: deactivated people, reactivation and the invitation sent again', () => {
  const panelUser = (businessId: string, id: string, action: 'reactivate' | 'invitation') =>
    callApi('POST', `${BUSINESSES}/${businessId}/users/${id}/${action}`, { token: admin });

  it('lists the deactivated people with deactivated_at, brings one back into a free seat as the admin’s act, and is refused at the limit', async () => {
    const businessId = uniquePrefix('painel-volta');
    await seedBusiness(testTable(), businessId, { dashboards: [], roles: [testRole(businessId, 'role-p', 'Papel', [])], userLimit: 2 });
    const [, gone, other] = await Promise.all([
      createTestUser({ businessId, access: 'customer_admin', firstName: 'Dona', lastName: 'Painel' }),
      createTestUser({ businessId, access: 'customer', roleIds: ['role-p'], firstName: 'Caio', lastName: 'Painel', disabled: true }),
      createTestUser({ businessId, access: 'customer', firstName: 'Duda', lastName: 'Painel', disabled: true }),
    ]);

    const tab = await callApi('GET', `${BUSINESSES}/${businessId}/users`, { token: admin, query: { status: 'inactive' } });
    expect(tab.status).toBe(200);
    expect(tab.body.users).toEqual([
      expect.objectContaining({ id: gone.id, name: 'Caio Painel', deactivated_at: expect.any(String), invitation_pending: false }),
      expect.objectContaining({ id: other.id, name: 'Duda Painel', deactivated_at: expect.any(String) }),
    ]);
    expect(tab.body.pagination).toMatchObject({ total_count: 2, total_pages: 1 });

    const answer = await panelUser(businessId, gone.id, 'reactivate');
    expect([answer.status, answer.body]).toEqual([200, { success: true }]);
    const active = await callApi('GET', `${BUSINESSES}/${businessId}/users`, { token: admin });
    expect(active.body.users.map((user: { name: string }) => user.name)).toEqual(['Caio Painel', 'Dona Painel']);
    expect(active.body.pagination.total_count).toBe(2);
    expect(await storedItem(keys.role(businessId, 'role-p'))).toMatchObject({ members: { [gone.id]: 'Caio Painel' } });
    expect((await cognitoAccountOf(gone.email))?.Enabled).toBe(true);
    const trail = await callApi('GET', `${BUSINESSES}/${businessId}/activity`, { token: admin, query: { kind: 'user' } });
    expect(trail.body.entries.find((entry: { action: string }) => entry.action === 'reactivated')).toMatchObject({
      actor: { id: await userIdOf('admin@portal.local'), name: 'Ana Administradora' },
      entity: { kind: 'user', id: gone.id },
    });

    const full = await panelUser(businessId, other.id, 'reactivate');
    expect([full.status, full.body.errors]).toEqual([422, { user_limit_reached: [USER_MESSAGES.limitReached(USER_MESSAGES.provider)] }]);
  });

  it('sends an invitation again to a person who never signed in, and refuses one who did', async () => {
    const businessId = uniquePrefix('painel-convite');
    await seedBusiness(testTable(), businessId, { dashboards: [], roles: [] });
    const [invited, member] = await Promise.all([
      createTestUser({ businessId, access: 'customer', invited: true }),
      createTestUser({ businessId, access: 'customer' }),
    ]);
    const sentAt = Date.now();

    const answer = await panelUser(businessId, invited.id, 'invitation');

    expect([answer.status, answer.body]).toEqual([200, { success: true }]);
    const temporaryPassword = await waitForCognitoCode(invited.email, { after: sentAt, invitation: true });
    const first = await callApi('POST', '/api/v1/auth/login', { body: { email: invited.email, password: temporaryPassword } });
    expect([first.status, first.body.challenge]).toEqual([200, 'NEW_PASSWORD_REQUIRED']);
    const refused = await panelUser(businessId, member.id, 'invitation');
    expect([refused.status, refused.body]).toEqual([422, { success: false, errors: { user: [USER_MESSAGES.invitationNotPending] } }]);
  });

  it('answers another business’s user, an unknown one and an unknown business with the same 404 on both routes', async () => {
    const [businessId, otherId] = [uniquePrefix('painel-404'), uniquePrefix('painel-404-outra')];
    await Promise.all([
      seedBusiness(testTable(), businessId, { dashboards: [], roles: [] }),
      seedBusiness(testTable(), otherId, { dashboards: [], roles: [] }),
    ]);
    const foreign = await createTestUser({ businessId: otherId, access: 'customer', invited: true, disabled: true });
    const waiting = await createTestUser({ businessId: otherId, access: 'customer', invited: true });

    for (const action of ['reactivate', 'invitation'] as const) {
      for (const [business, id] of [
        [businessId, foreign.id],
        [businessId, waiting.id],
        [businessId, 'ninguem'],
        ['nao-existe', waiting.id],
      ]) {
        const answer = await panelUser(business, id, action);
        expect([answer.status, answer.body]).toEqual([404, { error: USER_MESSAGES.notFound }]);
      }
    }
    expect(await storedItem(keys.user(otherId, foreign.id))).toMatchObject({ disabled: true });
  });
});

describe('businesses refused to the tenants', () => {
  it('answers 403 on every route to a customer_admin and a customer, and creates nothing', async () => {
    const form = businessForm();
    for (const token of [gestor, cliente]) {
      const answers = await Promise.all([
        callApi('GET', BUSINESSES, { token }),
        callApi('GET', `${BUSINESSES}/new`, { token }),
        callApi('GET', `${BUSINESSES}/biz-demo/edit`, { token }),
        callApi('POST', BUSINESSES, { token, body: { business: form } }),
        callApi('PATCH', `${BUSINESSES}/biz-demo`, { token, body: { business: { ...form, subdomain: 'demo' } } }),
        callApi('GET', `${BUSINESSES}/biz-demo/users`, { token }),
        callApi('POST', `${BUSINESSES}/biz-demo/users/${await userIdOf('cliente@demo.local')}/reactivate`, { token }),
        callApi('POST', `${BUSINESSES}/biz-demo/users/${await userIdOf('cliente@demo.local')}/invitation`, { token }),
      ]);
      for (const answer of answers) expect([answer.status, answer.body]).toEqual([403, { error: MESSAGES.errors.forbidden }]);
    }
    expect(await storedItem(keys.subdomain(form.subdomain as string))).toBeUndefined();
    expect(await storedItem(keys.email(form.main_contact_email as string))).toBeUndefined();
    expect(await storedItem(keys.business('biz-demo'))).toMatchObject({ name: 'Demo Analytics', subdomain: 'demo' });
  });
});

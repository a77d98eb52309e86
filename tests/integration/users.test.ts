// The collaborators API through the local gateway with real Cognito-emulator tokens: who may call it,
// the list (search, role filter, pages, counts), the form's data and the invitation end to end
// (Cognito account, temporary password, first sign-in, what the new user sees), duplicates, the user
// limit under twenty invitations at once, and the take-over of an account a failed invitation left.
import { ensurePasswordUser } from '#infra/local/cognito-users.ts';
import { waitForCognitoCode, waitForCognitoMessage } from '../support/outbox.ts';
import type { RuntimeConfig } from '#shared/api-types.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, cookiesOf, DEMO_PASSWORD, loginAs, stackClients, stackInfo, testTable, userIdOf } from '../support/stack.ts';
import { recordRace } from '../support/race-figures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { businessOf, cognitoAccountOf, emailClaimOf, listedNames, profileOf, roleOf, writeListUsers } from './fixtures/collaborators.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const biz = uniquePrefix('equipe');
const otherBiz = uniquePrefix('equipe-outra');
let admin: TestUser;
let customer: TestUser;
let foreign: TestUser;
let token: string;

const invite = (user: Record<string, unknown>, as: string = token) => callApi('POST', '/api/v1/users', { token: as, body: { user } });
const newEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@exemplo.local`;

beforeAll(async () => {
  const table = testTable();
  await seedBusiness(table, biz, {
    dashboards: [
      testDashboard(biz, `${biz}-vendas`, 'Vendas'),
      testDashboard(biz, `${biz}-estoque`, 'Estoque'),
      testDashboard(biz, `${biz}-caixa`, 'Caixa'),
    ],
    roles: [
      testRole(biz, 'role-comercial', 'Área Comercial', [`${biz}-vendas`, `${biz}-estoque`]),
      testRole(biz, 'role-fin', 'Financeiro', [`${biz}-caixa`]),
    ],
    userLimit: 30,
  });
  await seedBusiness(table, otherBiz, { dashboards: [], roles: [testRole(otherBiz, 'role-x', 'Outra', [])] });
  [admin, customer, foreign] = await Promise.all([
    createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Gestora', lastName: 'Equipe' }),
    createTestUser({ businessId: biz, access: 'customer', roleIds: ['role-comercial'], firstName: 'José', lastName: 'Araújo' }),
    createTestUser({ businessId: otherBiz, access: 'customer_admin', firstName: 'Outra', lastName: 'Empresa' }),
  ]);
  token = await loginAs(admin.email);
});

describe('who may call', () => {
  const routes = (id: string): Array<[string, string, unknown?]> => [
    ['GET', '/api/v1/users'],
    ['GET', '/api/v1/users/new'],
    ['GET', `/api/v1/users/${id}/edit`],
    ['POST', '/api/v1/users', { user: { first_name: 'A', last_name: 'B', email: newEmail('nao'), role_ids: [] } }],
    ['PATCH', `/api/v1/users/${id}`, { user: { role_ids: [], customer_admin: true } }],
    ['DELETE', `/api/v1/users/${id}`],
  ];

  it('refuses customers and the platform admin with 403 on every route, and anyone without a token with 401', async () => {
    const [customerToken, platformToken] = await Promise.all([loginAs(customer.email), loginAs('admin@portal.local')]);
    for (const [method, path, body] of routes(admin.id)) {
      expect((await callApi(method, path, { token: customerToken, body })).status).toBe(403);
      expect((await callApi(method, path, { token: platformToken, body })).status).toBe(403);
      expect((await callApi(method, path, { body })).status).toBe(401);
    }
    expect((await profileOf(biz, admin.id))?.access).toBe('customer_admin');
  });

  it('answers another business’s user, an unknown id and a deactivated user with the same 404 on edit, update and delete', async () => {
    const gone = await createTestUser({ businessId: biz, access: 'customer', disabled: true });
    for (const id of [foreign.id, 'ninguem', gone.id]) {
      const edit = await callApi('GET', `/api/v1/users/${id}/edit`, { token });
      const update = await callApi('PATCH', `/api/v1/users/${id}`, { token, body: { user: { role_ids: [], customer_admin: false } } });
      expect([edit.status, edit.body]).toEqual([404, { error: USER_MESSAGES.notFound }]);
      expect([update.status, update.body]).toEqual([404, { error: USER_MESSAGES.notFound }]);
    }
    for (const id of [foreign.id, 'ninguem']) {
      const remove = await callApi('DELETE', `/api/v1/users/${id}`, { token });
      expect([remove.status, remove.body]).toEqual([404, { error: USER_MESSAGES.notFound }]);
    }
    expect((await profileOf(otherBiz, foreign.id))?.disabled).toBe(false);
    expect((await businessOf(otherBiz)).admins).toHaveProperty(foreign.id);
  });
});

describe('GET /users', () => {
  it('lists the active users in name order with roles, inviter and the business’s counts', async () => {
    const answer = await callApi('GET', '/api/v1/users', { token });

    expect(answer.status).toBe(200);
    expect(answer.body.users.map((user: { name: string }) => user.name)).toEqual(['Gestora Equipe', 'José Araújo']);
    expect(answer.body.users[1]).toEqual({
      id: customer.id,
      name: 'José Araújo',
      email: customer.email,
      customer_admin: false,
      roles: [{ name: 'Área Comercial', icon: 'chart-bar' }],
      invited_by_name: null,
      invited_at: expect.any(String),
      invitation_pending: false,
      invitation_sent_at: null,
      deactivated_at: null,
    });
    expect(answer.body.users[0].customer_admin).toBe(true);
    expect(answer.body.roles).toEqual([
      { id: 'role-comercial', name: 'Área Comercial' },
      { id: 'role-fin', name: 'Financeiro' },
    ]);
    expect(answer.body.current_user_count).toBe((await businessOf(biz)).activeUserCount);
    expect(answer.body.business_user_count).toBe(30);
  });

  it('searches name or e-mail ignoring accents and case, filters by role, and pages with real counts', async () => {
    const listBiz = uniquePrefix('lista');
    await seedBusiness(testTable(), listBiz, { dashboards: [], roles: [testRole(listBiz, 'role-a', 'Alfa', [])], userLimit: 60 });
    const owner = await createTestUser({ businessId: listBiz, access: 'customer_admin', firstName: 'Zélia', lastName: 'Dona' });
    const people = Array.from({ length: 44 }, (_, i) => ({
      firstName: `Pessoa ${String(i).padStart(2, '0')}`,
      lastName: i % 2 === 0 ? 'Conceição' : 'Silva',
      roleIds: i < 3 ? ['role-a'] : [],
    }));
    const written = await writeListUsers(listBiz, people);
    const ownerToken = await loginAs(owner.email);

    expect(await listedNames(ownerToken, { name: 'CONCEICAO' })).toHaveLength(22);
    expect(await listedNames(ownerToken, { name: 'pessoa 07 SILVA' })).toEqual(['Pessoa 07 Silva']);
    expect(await listedNames(ownerToken, { name: written[5].email.slice(0, 14).toUpperCase() })).toEqual(['Pessoa 05 Silva']);
    expect(await listedNames(ownerToken, { name: 'zelia' })).toEqual(['Zélia Dona']);
    expect(await listedNames(ownerToken, { role_id: 'role-a' })).toEqual(['Pessoa 00 Conceição', 'Pessoa 01 Silva', 'Pessoa 02 Conceição']);
    expect(await listedNames(ownerToken, { role_id: 'role-a', name: 'silva' })).toEqual(['Pessoa 01 Silva']);

    const first = await callApi('GET', '/api/v1/users', { token: ownerToken });
    expect(first.body.users).toHaveLength(PAGE_SIZE.users);
    expect(first.body.users[0].name).toBe('Pessoa 00 Conceição');
    expect(first.body.pagination).toEqual({
      total_pages: 3,
      current_page: 1,
      first_page: 1,
      last_page: 3,
      prev_page: null,
      next_page: 2,
      total_count: 45,
    });
    expect([first.body.current_user_count, first.body.business_user_count]).toEqual([45, 60]);
    const last = await callApi('GET', '/api/v1/users', { token: ownerToken, query: { page: '3' } });
    expect(last.body.users.map((user: { name: string }) => user.name)).toEqual([
      'Pessoa 40 Conceição',
      'Pessoa 41 Silva',
      'Pessoa 42 Conceição',
      'Pessoa 43 Silva',
      'Zélia Dona',
    ]);
    const past = await callApi('GET', '/api/v1/users', { token: ownerToken, query: { page: '9' } });
    expect(past.status).toBe(200);
    expect(past.body.users).toEqual([]);
    expect(past.body.pagination).toMatchObject({ current_page: 9, total_count: 45, next_page: null });
    expect(past.body.current_user_count).toBe(45);
  });

  it('filters by a role’s members; another business’s role or an unknown one lists nobody', async () => {
    expect(await listedNames(token, { role_id: 'role-comercial' })).toEqual(['José Araújo']);
    expect(await listedNames(token, { role_id: 'role-fin' })).toEqual([]);
    for (const role_id of ['role-x', 'nenhum']) {
      const answer = await callApi('GET', '/api/v1/users', { token, query: { role_id } });
      expect(answer.status).toBe(200);
      expect(answer.body.users).toEqual([]);
      expect(answer.body.pagination.total_count).toBe(0);
    }
  });
});

describe('the user form', () => {
  it('offers the roles by name with their dashboards’ names sorted, and whether a seat is free', async () => {
    const answer = await callApi('GET', '/api/v1/users/new', { token });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      roles: [
        { id: 'role-comercial', name: 'Área Comercial', dashboard_names: ['Estoque', 'Vendas'] },
        { id: 'role-fin', name: 'Financeiro', dashboard_names: ['Caixa'] },
      ],
      user_limit_reached: false,
    });
  });

  it('edits a user of the business: names, e-mail, held roles, administrator flag and the same roles', async () => {
    const answer = await callApi('GET', `/api/v1/users/${customer.id}/edit`, { token });

    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({
      id: customer.id,
      first_name: 'José',
      last_name: 'Araújo',
      email: customer.email,
      role_ids: ['role-comercial'],
      customer_admin: false,
      invitation_pending: false,
      invitation_sent_at: null,
    });
    expect(answer.body.roles).toEqual((await callApi('GET', '/api/v1/users/new', { token })).body.roles);
  });
});

describe('POST /users (the invitation)', () => {
  it('creates an invited Cognito account whose temporary password leads to a first sign-in that sees the chosen roles’ dashboards', async () => {
    const email = newEmail('convite');
    const seatsBefore = (await businessOf(biz)).activeUserCount;
    const answer = await invite({
      first_name: ' Márcia ',
      last_name: 'Nova',
      email: email.toUpperCase(),
      role_ids: ['role-comercial'],
      customer_admin: false,
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, user: { id: expect.any(String) } });
    const id = answer.body.user.id as string;
    const account = await cognitoAccountOf(email);
    expect(account?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(Object.fromEntries((account?.UserAttributes ?? []).map((a) => [a.Name, a.Value]))).toMatchObject({
      sub: id,
      email,
      email_verified: 'true',
      given_name: 'Márcia',
      family_name: 'Nova',
    });
    expect(await profileOf(biz, id)).toMatchObject({
      email,
      access: 'customer',
      roleIds: ['role-comercial'],
      invitedBy: admin.id,
      invitedByName: 'Gestora Equipe',
      invitationPending: true,
    });
    const pending = (await callApi('GET', `/api/v1/users/${id}/edit`, { token })).body.user;
    expect(pending).toMatchObject({ invitation_pending: true, invitation_sent_at: (await profileOf(biz, id))?.invitedAt });
    expect(await emailClaimOf(email)).toMatchObject({ userId: id, businessId: biz });
    expect((await roleOf(biz, 'role-comercial')).members[id]).toBe('Márcia Nova');
    expect((await businessOf(biz)).activeUserCount).toBe(seatsBefore + 1);

    // The local stage has no domain of its own: the invitation names the business's address the way
    // config.json's pattern does, in the query.
    const invitation = await waitForCognitoMessage(email, { invitation: true });
    const { baseUrl } = stackInfo();
    const config = (await (await fetch(new URL('/config.json', baseUrl))).json()) as RuntimeConfig;
    expect(config.businessUrl).toBe(`${baseUrl}/?empresa={subdomain}`);
    expect(invitation.body).toContain(`href="${baseUrl}/?empresa=${biz}"`);

    const first = await callApi('POST', '/api/v1/auth/login', { body: { email, password: invitation.code } });
    expect([first.status, first.body.challenge]).toEqual([200, 'NEW_PASSWORD_REQUIRED']);
    // The browser that got the challenge sends its cookie back (it binds the challenge to that browser).
    const done = await callApi('POST', '/api/v1/auth/new-password', {
      body: { email, session: first.body.session, newPassword: 'Nova#Senha2026' },
      headers: { cookie: cookiesOf(first.headers) },
    });
    expect(done.status).toBe(200);
    // The first password ends the pending invitation.
    expect((await profileOf(biz, id))?.invitationPending).toBe(false);
    const seen = await callApi('GET', '/api/v1/dashboards', { token: done.body.accessToken });
    expect(seen.status).toBe(200);
    expect(seen.body.dashboards.map((dashboard: { name: string }) => dashboard.name)).toEqual(['Estoque', 'Vendas']);

    const listed = (await callApi('GET', '/api/v1/users', { token, query: { name: 'márcia' } })).body.users;
    expect(listed).toEqual([
      expect.objectContaining({ id, email, invited_by_name: 'Gestora Equipe', invited_at: expect.any(String), invitation_pending: false }),
    ]);
  });

  it('refuses an e-mail already in use anywhere (a demo one too, whatever its case) under user.email, creating nothing', async () => {
    const seatsBefore = (await businessOf(biz)).activeUserCount;
    const cliente = await userIdOf('cliente@demo.local');
    // The business's own person is named as such; another business's address gets the words that name none.
    for (const [email, message] of [
      [customer.email, USER_MESSAGES.emailInTeam],
      ['Cliente@Demo.local', USER_MESSAGES.emailRefused],
      [foreign.email, USER_MESSAGES.emailRefused],
    ]) {
      const answer = await invite({ first_name: 'Outra', last_name: 'Pessoa', email, role_ids: [] });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ user: { email: [message] } });
    }
    expect((await businessOf(biz)).activeUserCount).toBe(seatsBefore);
    expect((await emailClaimOf('cliente@demo.local'))?.userId).toBe(cliente);
    expect(await listedNames(token, { name: 'outra pessoa' })).toEqual([]);
  });

  it('refuses roles the business does not have (another business’s too) under user.role_ids, before Cognito', async () => {
    const email = newEmail('papel');
    const answer = await invite({ first_name: 'Sem', last_name: 'Papel', email, role_ids: ['role-comercial', 'role-x'] });

    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ user: { role_ids: [USER_MESSAGES.unknownRoles] } });
    expect(await cognitoAccountOf(email)).toBeUndefined();
    expect(await emailClaimOf(email)).toBeUndefined();
  });

  it('makes exactly one user of twenty invitations sent at once for the last free seat, leaving no Cognito account behind', async () => {
    const limitBiz = uniquePrefix('limite');
    await seedBusiness(testTable(), limitBiz, { dashboards: [], roles: [testRole(limitBiz, 'role-l', 'Limite', [])], userLimit: 2 });
    const owner = await createTestUser({ businessId: limitBiz, access: 'customer_admin', firstName: 'Dona', lastName: 'Limite' });
    const ownerToken = await loginAs(owner.email);
    const emails = Array.from({ length: 20 }, (_, i) => newEmail(`vaga${i}`));

    const answers = await Promise.all(
      emails.map((email, i) => invite({ first_name: `Vaga ${i}`, last_name: 'Disputada', email, role_ids: ['role-l'] }, ownerToken)),
    );

    const created = answers.flatMap((answer, i) => (answer.status === 201 ? [emails[i]] : []));
    // Seats taken beyond the limit of 2 (the owner holds one).
    recordRace({ invariant: 'user limit', requests: answers.length, violations: Math.max(0, (await businessOf(limitBiz)).activeUserCount - 2) });
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect([answer.status, answer.body.errors]).toEqual([422, { user_limit_reached: [USER_MESSAGES.limitReached(USER_MESSAGES.provider)] }]);
    }
    const business = await businessOf(limitBiz);
    expect(business.activeUserCount).toBe(2);
    expect(Object.keys((await roleOf(limitBiz, 'role-l')).members)).toHaveLength(1);
    expect(await listedNames(ownerToken)).toHaveLength(2);
    const leftovers = await Promise.all(emails.filter((email) => email !== created[0]).map(cognitoAccountOf));
    expect(leftovers.filter(Boolean)).toEqual([]);
    expect(await cognitoAccountOf(created[0])).toBeDefined();

    const form = await callApi('GET', '/api/v1/users/new', { token: ownerToken });
    expect(form.body.user_limit_reached).toBe(true);
    const refused = await invite({ first_name: 'Mais', last_name: 'Uma', email: newEmail('cheio'), role_ids: [] }, ownerToken);
    expect(refused.body.errors).toEqual({ user_limit_reached: [USER_MESSAGES.limitReached(USER_MESSAGES.provider)] });
  });

  it('takes over a Cognito account left without a profile by an invitation that died half-way', async () => {
    const email = newEmail('orfao');
    const { cognito } = stackClients();
    const sub = await ensurePasswordUser(cognito, stackInfo().resources.userPoolId, { email, password: DEMO_PASSWORD, permanent: false });
    expect(await emailClaimOf(email)).toBeUndefined();

    const invitedAt = Date.now();
    const answer = await invite({ first_name: 'Conta', last_name: 'Retomada', email, role_ids: ['role-fin'], customer_admin: true });

    expect(answer.status).toBe(201);
    expect(answer.body.user.id).toBe(sub);
    expect(await profileOf(biz, sub)).toMatchObject({ access: 'customer_admin', roleIds: ['role-fin'], disabled: false });
    expect((await businessOf(biz)).admins[sub]).toBe('Conta Retomada');
    // The invitation is sent again (RESEND) with a new temporary password: only that one signs in now.
    const temporaryPassword = await waitForCognitoCode(email, { after: invitedAt, invitation: true });
    expect((await callApi('POST', '/api/v1/auth/login', { body: { email, password: DEMO_PASSWORD } })).status).toBe(401);
    const first = await callApi('POST', '/api/v1/auth/login', { body: { email, password: temporaryPassword } });
    expect(first.body.challenge).toBe('NEW_PASSWORD_REQUIRED');
  });
});

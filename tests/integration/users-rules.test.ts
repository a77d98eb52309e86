// The rules of the collaborators API through the local gateway: access changes (roles, administrator
// flag) and what they change, the last administrator (also two administrators demoting each other at
// once), the main contact, nobody deactivating themselves, and what a deactivation ends and keeps.
// Then the DynamoDB calls of each route, counted in-process (reactivation and the invitation sent
// again included; their behaviour: users-reactivation.test.ts, users-invitation-resend.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import type { RouteId } from '#shared/routes.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { buildHandler } from '#functions/users/handler.ts';
import { RolesCache } from '#functions/domain/roles-cache.ts';
import type { EventOptions } from '../support/events.ts';
import { recordRace } from '../support/race-figures.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { callApi, cookiesOf, DEMO_PASSWORD, loginAs, useStackEnvironment } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { businessOf, cognitoAccountOf, listedNames, profileOf, roleOf, writeListUsers } from './fixtures/collaborators.ts';
import { team } from './fixtures/viewer-business.ts';

const patch = (token: string, id: string, user: { role_ids: string[]; customer_admin: boolean }) =>
  callApi('PATCH', `/api/v1/users/${id}`, { token, body: { user } });
const remove = (token: string, id: string) => callApi('DELETE', `/api/v1/users/${id}`, { token });

describe('PATCH /users/{id}', () => {
  it('changes roles and the administrator flag on both sides of each membership, and what the user sees', async () => {
    const biz = await team('acesso');
    const admin = await createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Chefe', lastName: 'Um' });
    const user = await createTestUser({ businessId: biz, access: 'customer', roleIds: ['role-a'], firstName: 'Bia', lastName: 'Lima' });
    const [token, userToken] = await Promise.all([loginAs(admin.email), loginAs(user.email)]);
    const seen = async () =>
      (await callApi('GET', '/api/v1/dashboards', { token: userToken })).body.dashboards.map((d: { name: string }) => d.name);
    expect(await seen()).toEqual(['Painel A']);

    const moved = await patch(token, user.id, { role_ids: ['role-b'], customer_admin: false });
    expect([moved.status, moved.body]).toEqual([200, { success: true }]);
    expect((await profileOf(biz, user.id))?.roleIds).toEqual(['role-b']);
    expect((await roleOf(biz, 'role-a')).members).not.toHaveProperty(user.id);
    expect((await roleOf(biz, 'role-b')).members[user.id]).toBe('Bia Lima');
    expect(await seen()).toEqual(['Painel B']);

    expect((await patch(token, user.id, { role_ids: [], customer_admin: true })).status).toBe(200);
    expect((await businessOf(biz)).admins[user.id]).toBe('Bia Lima');
    expect((await callApi('GET', `/api/v1/users/${user.id}/edit`, { token })).body.user).toMatchObject({ role_ids: [], customer_admin: true });
    expect(await seen()).toEqual(['Painel A', 'Painel B']);

    const unknown = await patch(token, user.id, { role_ids: ['role-a', 'nenhum'], customer_admin: true });
    expect([unknown.status, unknown.body.errors]).toEqual([422, { user: { role_ids: [USER_MESSAGES.unknownRoles] } }]);
    expect((await profileOf(biz, user.id))?.roleIds).toEqual([]);
  });

  it('refuses to demote the last administrator, even oneself', async () => {
    const biz = await team('ultimo');
    const admin = await createTestUser({ businessId: biz, access: 'customer_admin' });
    const answer = await patch(await loginAs(admin.email), admin.id, { role_ids: [], customer_admin: false });

    expect([answer.status, answer.body.errors]).toEqual([422, { must_have_at_least_one_admin: [USER_MESSAGES.lastAdmin] }]);
    expect((await profileOf(biz, admin.id))?.access).toBe('customer_admin');
  });

  it('leaves exactly one administrator when two demote each other at once', async () => {
    let violations = 0;
    for (let round = 0; round < 3; round++) {
      const biz = await team('duelo');
      const [ana, bruno] = await Promise.all([
        createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Ana', lastName: 'Duelo' }),
        createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Bruno', lastName: 'Duelo' }),
      ]);
      const [anaToken, brunoToken] = await Promise.all([loginAs(ana.email), loginAs(bruno.email)]);

      const answers = await Promise.all([
        patch(anaToken, bruno.id, { role_ids: [], customer_admin: false }),
        patch(brunoToken, ana.id, { role_ids: [], customer_admin: false }),
      ]);
      if (Object.keys((await businessOf(biz)).admins).length === 0) violations++;
      recordRace({ invariant: 'last administrator', requests: 2 * (round + 1), violations });

      // One wins. The other is refused by the rule (422) when both were read as administrators, or, when
      // it arrives after the first was written, by its caller no longer being an administrator (403).
      const [won, lost] = [...answers].sort((a, b) => a.status - b.status);
      expect(won.status).toBe(200);
      expect([422, 403]).toContain(lost.status);
      if (lost.status === 422) expect(lost.body.errors).toEqual({ must_have_at_least_one_admin: [USER_MESSAGES.lastAdmin] });
      const admins = Object.keys((await businessOf(biz)).admins);
      expect(admins).toHaveLength(1);
      const accesses = await Promise.all([ana, bruno].map(async (user) => [user.id, (await profileOf(biz, user.id))?.access]));
      expect(accesses.filter(([, access]) => access === 'customer_admin').map(([id]) => id)).toEqual(admins);
    }
  });
});

describe('the main contact and oneself', () => {
  it('keeps the main contact an administrator: no demotion, no deactivation', async () => {
    const biz = await team('contato');
    const [contact, other] = await Promise.all([
      createTestUser({ businessId: biz, access: 'customer_admin', email: `${biz}@exemplo.local` }),
      createTestUser({ businessId: biz, access: 'customer_admin' }),
    ]);
    const token = await loginAs(other.email);

    const demoted = await patch(token, contact.id, { role_ids: [], customer_admin: false });
    const removed = await remove(token, contact.id);

    for (const answer of [demoted, removed]) {
      expect([answer.status, answer.body.errors]).toEqual([422, { main_contact_must_be_admin: [USER_MESSAGES.mainContactAdmin] }]);
    }
    expect(await profileOf(biz, contact.id)).toMatchObject({ access: 'customer_admin', disabled: false });
    expect((await businessOf(biz)).admins).toHaveProperty(contact.id);
  });

  it('refuses to deactivate oneself', async () => {
    const biz = await team('proprio');
    const [admin] = await Promise.all([
      createTestUser({ businessId: biz, access: 'customer_admin' }),
      createTestUser({ businessId: biz, access: 'customer_admin' }),
    ]);
    const answer = await remove(await loginAs(admin.email), admin.id);

    expect([answer.status, answer.body.errors]).toEqual([422, { user: [USER_MESSAGES.notYourself] }]);
    expect((await profileOf(biz, admin.id))?.disabled).toBe(false);
  });
});

describe('DELETE /users/{id} (deactivation)', () => {
  it('ends a live session, frees the seat, leaves roles, audience and list, and keeps the history', async () => {
    const biz = await team('saida');
    const admin = await createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Chefe', lastName: 'Saída' });
    const user = await createTestUser({ businessId: biz, access: 'customer', roleIds: ['role-a'], firstName: 'Caio', lastName: 'Saída' });
    const [token, userSession] = await Promise.all([
      loginAs(admin.email),
      callApi('POST', '/api/v1/auth/login', { body: { email: user.email, password: DEMO_PASSWORD } }),
    ]);
    const userToken = userSession.body.accessToken as string;
    const opened = await callApi('GET', `/api/v1/dashboards/${biz}-a`, { token: userToken });
    expect(opened.status).toBe(200);
    const audience = async () => (await callApi('GET', `/api/v1/dashboards/${biz}-a`, { token })).body.dashboard.visible_to_users;
    expect(await audience()).toContain('Caio Saída');
    const seats = (await businessOf(biz)).activeUserCount;

    const answer = await remove(token, user.id);

    expect([answer.status, answer.body]).toEqual([200, { success: true }]);
    expect((await callApi('GET', '/api/v1/dashboards', { token: userToken })).status).toBe(401);
    // Signed out everywhere (AdminUserGlobalSignOut): the session's refresh cookie no longer refreshes.
    const refreshed = await callApi('POST', '/api/v1/auth/refresh', { body: {}, headers: { cookie: cookiesOf(userSession.headers) } });
    expect([refreshed.status, refreshed.body.error]).toEqual([401, MESSAGES.login.sessionExpired]);
    const login = await callApi('POST', '/api/v1/auth/login', { body: { email: user.email, password: DEMO_PASSWORD } });
    expect([login.status, login.body.error]).toEqual([403, MESSAGES.login.disabledUser]);
    expect((await cognitoAccountOf(user.email))?.Enabled).toBe(false);
    expect((await businessOf(biz)).activeUserCount).toBe(seats - 1);
    expect((await roleOf(biz, 'role-a')).members).not.toHaveProperty(user.id);
    expect(await audience()).not.toContain('Caio Saída');
    expect(await listedNames(token)).toEqual(['Chefe Saída']);
    expect((await callApi('GET', '/api/v1/users', { token })).body.current_user_count).toBe(seats - 1);
    const history = await callApi('GET', '/api/v1/views', { token, query: { user_id: user.id } });
    expect(history.status).toBe(200);
    expect(history.body.views.map((view: { dashboard_name: string }) => view.dashboard_name)).toEqual(['Painel A']);
    expect(await profileOf(biz, user.id)).toMatchObject({ disabled: true, deactivatedAt: expect.any(String) });

    // Again (a retry after a Cognito failure): the Cognito step runs again; the data stays as it is.
    expect((await remove(token, user.id)).status).toBe(200);
    expect((await businessOf(biz)).activeUserCount).toBe(seats - 1);
    expect((await callApi('GET', `/api/v1/users/${user.id}/edit`, { token })).status).toBe(404);
  });

  it('leaves exactly one administrator when two deactivate each other at once', async () => {
    const biz = await team('saida-dupla');
    const [ana, bruno] = await Promise.all([
      createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Ana', lastName: 'Saída' }),
      createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Bruno', lastName: 'Saída' }),
    ]);
    const [anaToken, brunoToken] = await Promise.all([loginAs(ana.email), loginAs(bruno.email)]);

    const answers = await Promise.all([remove(anaToken, bruno.id), remove(brunoToken, ana.id)]);
    recordRace({ invariant: 'last administrator', requests: 2, violations: Object.keys((await businessOf(biz)).admins).length === 0 ? 1 : 0 });

    // The refused one is named by the rule, or (when the other finished before it started) its caller is gone.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect(
      refused.status === 401 ||
        JSON.stringify(refused.body.errors) === JSON.stringify({ must_have_at_least_one_admin: [USER_MESSAGES.lastAdmin] }),
    ).toBe(true);
    const admins = Object.keys((await businessOf(biz)).admins);
    expect(admins).toHaveLength(1);
    expect((await profileOf(biz, admins[0]))?.disabled).toBe(false);
    expect((await businessOf(biz)).activeUserCount).toBe(1);
  });
});

describe('DynamoDB calls per request', () => {
  let biz: string;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    useStackEnvironment();
    biz = await team('chamadas', 100);
    [admin, customer] = await Promise.all([
      createTestUser({ businessId: biz, access: 'customer_admin' }),
      createTestUser({ businessId: biz, access: 'customer', roleIds: ['role-a', 'role-b'] }),
    ]);
  });

  async function invoke(routeId: RouteId, options: EventOptions, roles?: RolesCache) {
    const answer = await invokeRecorded((table) => buildHandler({ table: () => table, roles }), routeId, { sub: admin.id, ...options });
    return { ...answer, reads: answer.reads.sort() };
  }

  it('lists one page in 4 calls however many users the business has (5 on a cold instance): no roles read when warm', async () => {
    // A cold instance reads the roles once (the Query); a warm one whose copy is current does not.
    const roles = new RolesCache();
    const cold = await invoke('listUsers', {}, roles);
    expect(cold.status).toBe(200);
    expect(cold.reads).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand:Directory', 'QueryCommand:GSI1']);
    const small = await invoke('listUsers', {}, roles);
    expect(small.reads).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:Directory', 'QueryCommand:GSI1']);
    expect(small.body).toEqual(cold.body);
    await writeListUsers(
      biz,
      Array.from({ length: 60 }, (_, i) => ({ firstName: `Extra ${i}`, lastName: 'Lista' })),
    );
    const big = await invoke('listUsers', { query: { name: 'extra', page: '2' } }, roles);
    expect(big.body.users).toHaveLength(20);
    expect(big.reads).toEqual(small.reads);
    // A role filter alone reads the role's members (ids and names) instead of the list.
    const filtered = await invoke('listUsers', { query: { role_id: 'role-a' } }, roles);
    expect(filtered.reads).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'GetItemCommand', 'QueryCommand:GSI1']);
    // A role changed (here a member left it): the business's roles version moved, so the copy is read again.
    const left = await invoke('updateUser', { params: { id: customer.id }, body: { user: { role_ids: ['role-a'] } } });
    expect(left.status).toBe(200);
    const after = await invoke('listUsers', { query: { role_id: 'role-b' } }, roles);
    expect(after.reads).toContain('QueryCommand');
    expect(after.body.users).toEqual([]);
    const rows = (await invoke('listUsers', { query: { name: customer.email } }, roles)).body.users as {
      id: string;
      roles: { name: string }[];
    }[];
    expect(rows.find((row) => row.id === customer.id)?.roles.map((role) => role.name)).toEqual(['Papel A']);
    await invoke('updateUser', { params: { id: customer.id }, body: { user: { role_ids: ['role-a', 'role-b'] } } });
  });

  it('reads the form in 4 calls: roles, dashboard Directory and the business or the user', async () => {
    expect((await invoke('newUser', {})).reads).toEqual(['GetItemCommand', 'QueryCommand', 'QueryCommand:Directory', 'QueryCommand:GSI1']);
    const edit = await invoke('editUser', { params: { id: customer.id } });
    expect(edit.body.user.role_ids).toEqual(['role-a', 'role-b']);
    expect(edit.reads).toEqual(['GetItemCommand', 'QueryCommand', 'QueryCommand:Directory', 'QueryCommand:GSI1']);
  });

  it('invites in 6 calls (the invitation counted), changes access in 4 and deactivates in 4 (one more to name a refusal)', async () => {
    const email = `chamadas-${crypto.randomUUID().slice(0, 8)}@exemplo.local`;
    const invited = await invoke('createUser', { body: { user: { first_name: 'Nova', last_name: 'Pessoa', email, role_ids: ['role-a'] } } });
    expect(invited.status).toBe(201);
    expect(invited.reads).toEqual([
      'BatchGetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand:GSI1',
      'TransactWriteItemsCommand',
      'UpdateItemCommand',
    ]);
    const id = invited.body.user.id as string;

    const changed = await invoke('updateUser', { params: { id }, body: { user: { role_ids: ['role-b'], customer_admin: true } } });
    expect(changed.status).toBe(200);
    expect(changed.reads).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:GSI1', 'TransactWriteItemsCommand']);

    const deactivated = await invoke('deleteUser', { params: { id } });
    expect(deactivated.status).toBe(200);
    expect(deactivated.reads).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:GSI1', 'TransactWriteItemsCommand']);
    // A refusal reads the business once more to name the rule.
    const refused = await invoke('updateUser', { params: { id: admin.id }, body: { user: { role_ids: [], customer_admin: false } } });
    expect(refused.status).toBe(422);
    expect(refused.reads).toEqual(['GetItemCommand', 'GetItemCommand', 'QueryCommand:GSI1', 'TransactWriteItemsCommand']);

    // Inviting the deactivated person's address again reads them once to name them as such.
    const again = await invoke('createUser', { body: { user: { first_name: 'Nova', last_name: 'Pessoa', email, role_ids: [] } } });
    expect([again.status, again.body.errors]).toEqual([422, { user: { email: [USER_MESSAGES.emailOfDeactivated] } }]);
    expect(again.reads).toEqual(['GetItemCommand', 'GetItemCommand', 'GetItemCommand', 'QueryCommand:GSI1', 'UpdateItemCommand']);
    // Brought back in 4, as a deactivation: the user, its roles, one transaction.
    const reactivated = await invoke('reactivateUser', { params: { id } });
    expect(reactivated.status).toBe(200);
    expect(reactivated.reads).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:GSI1', 'TransactWriteItemsCommand']);
    await invoke('deleteUser', { params: { id } });
  });

  it('lists the deactivated people as the active ones: 4 calls (5 cold), a role filter too', async () => {
    await createTestUser({ businessId: biz, access: 'customer', roleIds: ['role-a'], disabled: true });
    const roles = new RolesCache();
    const cold = await invoke('listUsers', { query: { status: 'inactive' } }, roles);
    expect(cold.status).toBe(200);
    expect(cold.body.users.length).toBeGreaterThan(0);
    expect(cold.reads).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand:Directory', 'QueryCommand:GSI1']);
    const warm = await invoke('listUsers', { query: { status: 'inactive', name: 'pessoa' } }, roles);
    expect(warm.reads).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:Directory', 'QueryCommand:GSI1']);
    // No role lists a deactivated person: the candidates are read (one BatchGet), which also serves the page.
    const filtered = await invoke('listUsers', { query: { status: 'inactive', role_id: 'role-a' } }, roles);
    expect(filtered.body.users.length).toBeGreaterThan(0);
    expect(filtered.reads).toEqual(warm.reads);
  });

  it('sends an invitation again in 5 calls (the invitation counted), and refuses one not pending in 2', async () => {
    const invited = await createTestUser({ businessId: biz, access: 'customer', invited: true });
    const sent = await invoke('resendUserInvitation', { params: { id: invited.id } });
    expect(sent.status).toBe(200);
    expect(sent.reads).toEqual(['GetItemCommand', 'GetItemCommand', 'QueryCommand:GSI1', 'TransactWriteItemsCommand', 'UpdateItemCommand']);
    const refused = await invoke('resendUserInvitation', { params: { id: customer.id } });
    expect(refused.status).toBe(422);
    expect(refused.reads).toEqual(['GetItemCommand', 'QueryCommand:GSI1']);
  });
});

// Bringing people back, through the local gateway: a reactivation restores what the deactivation took
// (the list, a seat, the roles still there, the administrator flag, the Cognito account: the old password
// signs in again) and records it in the trail; it is refused at the user limit with the invitation's
// 422, and of several at once for the last seat exactly one wins; the deactivated people's list (search,
// role filter, pages, `deactivated_at`); an invitation naming a deactivated person says so; another
// business's user is answered exactly like an unknown id.
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#shared/constants.ts';
import type { ActivityEntry } from '#shared/insights-api-types.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { recordRace } from '../support/race-figures.ts';
import { callApi, DEMO_PASSWORD, loginAs } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { businessOf, cognitoAccountOf, listedNames, profileOf, roleOf, writeDeactivatedUsers } from './fixtures/collaborators.ts';
import { team } from './fixtures/viewer-business.ts';

const reactivate = (token: string, id: string) => callApi('POST', `/api/v1/users/${id}/reactivate`, { token });
const deactivate = (token: string, id: string) => callApi('DELETE', `/api/v1/users/${id}`, { token });
const inactive = (token: string, query: Record<string, string> = {}) =>
  callApi('GET', '/api/v1/users', { token, query: { status: 'inactive', ...query } });
const limitReached = { user_limit_reached: [USER_MESSAGES.limitReached(USER_MESSAGES.provider)] };

describe('POST /users/{id}/reactivate', () => {
  it('gives back the list, a seat, the roles still there and the administrator flag; the old password signs in again', async () => {
    const biz = await team('volta');
    const admin = await createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Chefe', lastName: 'Volta' });
    const bia = await createTestUser({
      businessId: biz,
      access: 'customer_admin',
      roleIds: ['role-a', 'role-b'],
      firstName: 'Bia',
      lastName: 'Volta',
    });
    const token = await loginAs(admin.email);
    expect((await deactivate(token, bia.id)).status).toBe(200);
    // A role deleted while she was away is not given back, and does not stop the rest.
    expect((await callApi('DELETE', '/api/v1/roles/role-b', { token })).status).toBe(200);
    const seats = (await businessOf(biz)).activeUserCount;
    expect((await cognitoAccountOf(bia.email))?.Enabled).toBe(false);

    const answer = await reactivate(token, bia.id);

    expect([answer.status, answer.body]).toEqual([200, { success: true }]);
    expect(await listedNames(token)).toEqual(['Bia Volta', 'Chefe Volta']);
    expect(await listedNames(token, { status: 'inactive' })).toEqual([]);
    const business = await businessOf(biz);
    expect(business.activeUserCount).toBe(seats + 1);
    expect(business.admins[bia.id]).toBe('Bia Volta');
    expect((await roleOf(biz, 'role-a')).members[bia.id]).toBe('Bia Volta');
    const profile = await profileOf(biz, bia.id);
    expect(profile).toMatchObject({ disabled: false, access: 'customer_admin' });
    expect(profile).not.toHaveProperty('deactivatedAt');
    expect((await cognitoAccountOf(bia.email))?.Enabled).toBe(true);
    const login = await callApi('POST', '/api/v1/auth/login', { body: { email: bia.email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const seen = await callApi('GET', '/api/v1/dashboards', { token: login.body.accessToken });
    // An administrator again: every dashboard of the business.
    expect(seen.body.dashboards.map((dashboard: { name: string }) => dashboard.name)).toEqual(['Painel A', 'Painel B']);

    const trail = await callApi('GET', '/api/v1/activity', { token, query: { kind: 'user' } });
    const entry = (trail.body.entries as ActivityEntry[]).find((candidate) => candidate.action === 'reactivated');
    expect(entry).toMatchObject({
      actor: { id: admin.id, name: 'Chefe Volta' },
      entity: { kind: 'user', id: bia.id, name: 'Bia Volta' },
      changes: [
        { field: 'access', from: null, to: USER_MESSAGES.administrator },
        { field: 'roles', from: null, to: 'Papel A' },
      ],
    });

    // Again (a retry after a Cognito failure): the account is enabled again; nothing else moves.
    const again = await reactivate(token, bia.id);
    expect([again.status, again.body]).toEqual([200, { success: true }]);
    expect((await businessOf(biz)).activeUserCount).toBe(seats + 1);
  });

  it('is refused at the user limit with the invitation’s 422, and of three at once for the last seat exactly one wins', async () => {
    const biz = await team('volta-cheia', 2);
    const admin = await createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Chefe', lastName: 'Cheia' });
    const others = await Promise.all(
      ['Ana', 'Bruno', 'Caio', 'Duda'].map((firstName) =>
        createTestUser({ businessId: biz, access: 'customer', roleIds: ['role-a'], firstName, lastName: 'Cheia' }),
      ),
    );
    const token = await loginAs(admin.email);
    for (const other of others.slice(1)) expect((await deactivate(token, other.id)).status).toBe(200);
    expect((await businessOf(biz)).activeUserCount).toBe(2);

    const full = await reactivate(token, others[1].id);
    expect([full.status, full.body]).toEqual([422, { success: false, errors: limitReached }]);
    expect((await profileOf(biz, others[1].id))?.disabled).toBe(true);
    expect((await cognitoAccountOf(others[1].email))?.Enabled).toBe(false);

    expect((await deactivate(token, others[0].id)).status).toBe(200);
    const answers = await Promise.all(others.slice(1).map((other) => reactivate(token, other.id)));
    const business = await businessOf(biz);
    recordRace({ invariant: 'user limit', requests: answers.length, violations: Math.max(0, business.activeUserCount - 2) });
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expect([answer.status, answer.body.errors]).toEqual([422, limitReached]);
    expect(business.activeUserCount).toBe(2);
    expect(Object.keys((await roleOf(biz, 'role-a')).members)).toHaveLength(1);
    expect(await listedNames(token)).toHaveLength(2);
    expect(await listedNames(token, { status: 'inactive' })).toHaveLength(3);
  });

  it('answers another business’s user, an unknown id and a refused caller as the other routes do', async () => {
    const [biz, otherBiz] = await Promise.all([team('volta-404'), team('volta-outra')]);
    const [admin, customer, foreign] = await Promise.all([
      createTestUser({ businessId: biz, access: 'customer_admin' }),
      createTestUser({ businessId: biz, access: 'customer' }),
      createTestUser({ businessId: otherBiz, access: 'customer', disabled: true }),
    ]);
    const token = await loginAs(admin.email);

    for (const id of [foreign.id, 'ninguem']) {
      const answer = await reactivate(token, id);
      expect([answer.status, answer.body]).toEqual([404, { error: USER_MESSAGES.notFound }]);
    }
    expect((await profileOf(otherBiz, foreign.id))?.disabled).toBe(true);
    expect((await reactivate(await loginAs(customer.email), admin.id)).status).toBe(403);
    expect((await reactivate(await loginAs('admin@portal.local'), admin.id)).status).toBe(403);
    expect((await callApi('POST', `/api/v1/users/${admin.id}/reactivate`)).status).toBe(401);
  });
});

describe('GET /users?status=inactive', () => {
  it('lists the deactivated people in name order with deactivated_at, searched, filtered by their roles and paged, counted from the list', async () => {
    const biz = await team('desativados', 100);
    const admin = await createTestUser({ businessId: biz, access: 'customer_admin', firstName: 'Zélia', lastName: 'Ativa' });
    const people = Array.from({ length: PAGE_SIZE.users + 2 }, (_, i) => ({
      firstName: `Pessoa ${String(i).padStart(2, '0')}`,
      lastName: i % 2 === 0 ? 'Conceição' : 'Silva',
      roleIds: i < 3 ? ['role-a'] : [],
    }));
    await writeDeactivatedUsers(biz, people);
    const token = await loginAs(admin.email);
    const seats = (await businessOf(biz)).activeUserCount;

    const first = await inactive(token);
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(PAGE_SIZE.users);
    expect(first.body.users[0]).toEqual({
      id: expect.any(String),
      name: 'Pessoa 00 Conceição',
      email: expect.any(String),
      customer_admin: false,
      roles: [{ name: 'Papel A', icon: 'chart-bar' }],
      invited_by_name: null,
      invited_at: expect.any(String),
      invitation_pending: false,
      invitation_sent_at: null,
      deactivated_at: expect.any(String),
    });
    expect(first.body.pagination).toMatchObject({ total_count: PAGE_SIZE.users + 2, total_pages: 2, next_page: 2 });
    // The seats are the active people's, whichever list is shown.
    expect([first.body.current_user_count, first.body.business_user_count]).toEqual([seats, 100]);
    const second = await inactive(token, { page: '2' });
    expect(second.body.users.map((user: { name: string }) => user.name)).toEqual([
      `Pessoa ${PAGE_SIZE.users} Conceição`,
      `Pessoa ${PAGE_SIZE.users + 1} Silva`,
    ]);

    expect(await listedNames(token, { status: 'inactive', name: 'CONCEICAO' })).toHaveLength(Math.ceil((PAGE_SIZE.users + 2) / 2));
    expect(await listedNames(token, { status: 'inactive', role_id: 'role-a' })).toEqual([
      'Pessoa 00 Conceição',
      'Pessoa 01 Silva',
      'Pessoa 02 Conceição',
    ]);
    expect(await listedNames(token, { status: 'inactive', role_id: 'role-a', name: 'silva' })).toEqual(['Pessoa 01 Silva']);
    for (const role_id of ['role-x', 'nenhum']) {
      const none = await inactive(token, { role_id });
      expect([none.status, none.body.users, none.body.pagination.total_count]).toEqual([200, [], 0]);
    }
    // Neither list shows the other's people.
    expect(await listedNames(token)).toEqual(['Zélia Ativa']);
    expect(await listedNames(token, { status: 'inactive', name: 'zelia' })).toEqual([]);
  });
});

describe('an invitation naming a deactivated person', () => {
  it('answers emailOfDeactivated, so the screen can offer to reactivate them, and creates nothing', async () => {
    const biz = await team('convite-volta');
    const [admin, gone] = await Promise.all([
      createTestUser({ businessId: biz, access: 'customer_admin' }),
      createTestUser({ businessId: biz, access: 'customer', disabled: true }),
    ]);
    const token = await loginAs(admin.email);
    const seats = (await businessOf(biz)).activeUserCount;

    const answer = await callApi('POST', '/api/v1/users', {
      token,
      body: { user: { first_name: 'De', last_name: 'Volta', email: gone.email.toUpperCase(), role_ids: [] } },
    });

    expect([answer.status, answer.body]).toEqual([422, { success: false, errors: { user: { email: [USER_MESSAGES.emailOfDeactivated] } } }]);
    expect((await businessOf(biz)).activeUserCount).toBe(seats);
    expect((await profileOf(biz, gone.id))?.disabled).toBe(true);
  });
});

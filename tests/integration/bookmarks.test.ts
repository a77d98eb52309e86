// POST /bookmarks and DELETE /bookmarks/{id}: idempotent, the caller's own, only for dashboards they may see.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import { listBookmarkedDashboardIds } from '#functions/data/bookmarks.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const create = (token: string, body: unknown) => callApi('POST', buildPath('createBookmark'), { token, body });
const remove = (token: string, id: string) => callApi('DELETE', buildPath('deleteBookmark', { id }), { token });
const notFound = { status: 404, body: { error: MESSAGES.errors.dashboardNotFound } };
const statusAndBody = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });

// A customer of the demo business made for this file, so the demo accounts' favourites stay untouched.
let viewer: TestUser;
let token: string;
let gestor: string;

beforeAll(async () => {
  viewer = await createTestUser({
    businessId: 'biz-demo',
    access: 'customer',
    roleIds: ['role-comercial'],
    firstName: 'Fábio',
    lastName: 'Favorito',
  });
  [token, gestor] = await Promise.all([loginAs(viewer.email), loginAs('gestor@demo.local')]);
});

describe('bookmarks', () => {
  it('creates a bookmark whose id is the dashboard id, twice with the same answer', async () => {
    // Act
    const first = await create(token, { bookmark: { dashboard_id: 'dash-funil-comercial' } });
    const second = await create(token, { bookmark: { dashboard_id: 'dash-funil-comercial' } });
    // Assess
    expect(statusAndBody(first)).toEqual({ status: 200, body: { success: true, bookmark_id: 'dash-funil-comercial' } });
    expect(statusAndBody(second)).toEqual(statusAndBody(first));
    const stored = await listBookmarkedDashboardIds(testTable(), 'biz-demo', viewer.id);
    expect([...stored]).toEqual(['dash-funil-comercial']);
    const listed = await callApi('GET', buildPath('listDashboards'), { token, query: { bookmark: 'true' } });
    expect(listed.body.dashboards).toEqual([expect.objectContaining({ id: 'dash-funil-comercial', bookmark_id: 'dash-funil-comercial' })]);
  });

  it('deletes it, twice with the same answer', async () => {
    await create(token, { bookmark: { dashboard_id: 'dash-vendas-mensais' } });
    const first = await remove(token, 'dash-vendas-mensais');
    const second = await remove(token, 'dash-vendas-mensais');
    expect(statusAndBody(first)).toEqual({ status: 200, body: { success: true } });
    expect(statusAndBody(second)).toEqual(statusAndBody(first));
    expect(await listBookmarkedDashboardIds(testTable(), 'biz-demo', viewer.id)).not.toContain('dash-vendas-mensais');
  });

  it('touches only the caller’s own bookmarks', async () => {
    await create(token, { bookmark: { dashboard_id: 'dash-metas-regionais' } });
    // The manager removing "the same" bookmark removes their own (absent) one, never the viewer's.
    expect((await remove(gestor, 'dash-metas-regionais')).status).toBe(200);
    expect(await listBookmarkedDashboardIds(testTable(), 'biz-demo', viewer.id)).toContain('dash-metas-regionais');
    // A user id in the body is ignored: the bookmark is the caller's.
    await create(gestor, { bookmark: { dashboard_id: 'dash-estoque' }, user_id: viewer.id });
    expect(await listBookmarkedDashboardIds(testTable(), 'biz-demo', viewer.id)).not.toContain('dash-estoque');
    await remove(gestor, 'dash-estoque');
  });

  it('answers 404, the same as for an unknown id, for dashboards out of reach or of another business', async () => {
    for (const id of ['dash-fluxo-caixa', 'dash-producao', 'nao-existe']) {
      expect({ id, ...statusAndBody(await create(token, { bookmark: { dashboard_id: id } })) }).toEqual({ id, ...notFound });
      expect({ id, ...statusAndBody(await remove(token, id)) }).toEqual({ id, ...notFound });
    }
    expect(statusAndBody(await create(gestor, { bookmark: { dashboard_id: 'dash-producao' } }))).toEqual(notFound);
    expect(statusAndBody(await remove(gestor, 'dash-producao'))).toEqual(notFound);
    expect(statusAndBody(await remove(gestor, 'a.b'))).toEqual(notFound);
  });

  it.each([
    ['no body', undefined, 'bookmark'],
    ['no bookmark', { dashboard_id: 'dash-funil-comercial' }, 'bookmark'],
    ['a number id', { bookmark: { dashboard_id: 5 } }, 'bookmark.dashboard_id'],
    ['an empty id', { bookmark: { dashboard_id: '' } }, 'bookmark.dashboard_id'],
    ['an id with odd characters', { bookmark: { dashboard_id: 'dash#1' } }, 'bookmark.dashboard_id'],
    ['a huge id', { bookmark: { dashboard_id: 'd'.repeat(5000) } }, 'bookmark.dashboard_id'],
  ])('answers %s with a 422 naming the field in Portuguese', async (_, body, field) => {
    const answer = await create(token, body);
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    const messages = field.split('.').reduce((errors, key) => errors?.[key], answer.body.errors);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toMatch(/expected|invalid input|too (big|small)/i);
  });

  it('answers malformed JSON with a 400', async () => {
    const answer = await callApi('POST', buildPath('createBookmark'), { token, rawBody: '{"bookmark": ' });
    expect(statusAndBody(answer)).toEqual({ status: 400, body: { error: MESSAGES.errors.invalidJson } });
  });
});

// A favourite of a dashboard its user can no longer see (taken out of their access level): never listed,
// and removable by its owner, who made it; to everyone else its id is the 404 of an unknown one.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import { listBookmarkedDashboardIds } from '#functions/data/bookmarks.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const businessId = uniquePrefix('favorito-oculto');
const hidden = testDashboard(businessId, `${businessId}-oculto`, 'Painel Retirado');
const kept = testDashboard(businessId, `${businessId}-mantido`, 'Painel Mantido');
const [wide, narrow] = [`${businessId}-amplo`, `${businessId}-estreito`];

const bookmark = (token: string, id: string) =>
  callApi('POST', buildPath('createBookmark'), { token, body: { bookmark: { dashboard_id: id } } });
const remove = (token: string, id: string) => callApi('DELETE', buildPath('deleteBookmark', { id }), { token });
const favourites = (token: string) => callApi('GET', buildPath('listDashboards'), { token, query: { bookmark: 'true' } });
const statusAndBody = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });
const notFound = { status: 404, body: { error: MESSAGES.errors.dashboardNotFound } };

let owner: TestUser;
let other: TestUser;
let outsider: TestUser;
let [ownerToken, otherToken, outsiderToken, foreignToken] = ['', '', '', ''];

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, {
    dashboards: [hidden, kept],
    roles: [testRole(businessId, wide, 'Todos', [hidden.id, kept.id]), testRole(businessId, narrow, 'Só um', [kept.id])],
  });
  [owner, other, outsider] = await Promise.all([
    createTestUser({ businessId, access: 'customer', roleIds: [wide], firstName: 'Olga', lastName: 'Dona' }),
    createTestUser({ businessId, access: 'customer', roleIds: [wide], firstName: 'Otto', lastName: 'Outro' }),
    createTestUser({ businessId, access: 'customer', roleIds: [narrow], firstName: 'Ivo', lastName: 'Alheio' }),
  ]);
  [ownerToken, otherToken, outsiderToken, foreignToken] = await Promise.all([
    loginAs(owner.email),
    loginAs(other.email),
    loginAs(outsider.email),
    loginAs('gestor@outra.local'),
  ]);
  for (const [token, id] of [
    [ownerToken, hidden.id],
    [ownerToken, kept.id],
    [otherToken, hidden.id],
  ]) {
    expect((await bookmark(token, id)).status).toBe(200);
  }
  // The access level loses the dashboard, as a role save writes it.
  await testTable().db.send(
    new UpdateCommand({
      TableName: testTable().tableName,
      Key: keys.role(businessId, wide),
      UpdateExpression: 'SET dashboardIds = :ids ADD version :one',
      ExpressionAttributeValues: { ':ids': [kept.id], ':one': 1 },
    }),
  );
});

describe('a favourite of a dashboard no longer visible', () => {
  it('is never listed, with or without the favourites filter', async () => {
    const listed = await favourites(ownerToken);
    expect(listed.status).toBe(200);
    expect(listed.body.dashboards.map((card: { id: string }) => card.id)).toEqual([kept.id]);
    expect(listed.body.pagination.total_count).toBe(1);
    const all = await callApi('GET', buildPath('listDashboards'), { token: ownerToken });
    expect(all.body.dashboards.map((card: { id: string }) => card.id)).toEqual([kept.id]);
  });

  it('is the same 404 as an unknown id to a user without a bookmark of it, in the business or not', async () => {
    const unknown = statusAndBody(await remove(outsiderToken, `${businessId}-nao-existe`));
    expect(unknown).toEqual(notFound);
    expect(statusAndBody(await remove(outsiderToken, hidden.id))).toEqual(unknown);
    expect(statusAndBody(await remove(foreignToken, hidden.id))).toEqual(statusAndBody(await remove(foreignToken, `${businessId}-nao-existe`)));
    // Nobody's bookmark moved.
    expect(await listBookmarkedDashboardIds(testTable(), businessId, owner.id)).toEqual(new Set([hidden.id, kept.id]));
  });

  it('is removed by its owner alone, and then answers like any id out of reach', async () => {
    expect(statusAndBody(await remove(ownerToken, hidden.id))).toEqual({ status: 200, body: { success: true } });
    expect(await listBookmarkedDashboardIds(testTable(), businessId, owner.id)).toEqual(new Set([kept.id]));
    // The other user's favourite of the same dashboard stays, until they remove it themselves.
    expect(await listBookmarkedDashboardIds(testTable(), businessId, other.id)).toEqual(new Set([hidden.id]));
    // Gone: now the owner, too, gets what an unknown id gets.
    expect(statusAndBody(await remove(ownerToken, hidden.id))).toEqual(notFound);
    expect(statusAndBody(await remove(otherToken, hidden.id))).toEqual({ status: 200, body: { success: true } });
    expect(await listBookmarkedDashboardIds(testTable(), businessId, other.id)).toEqual(new Set());
  });

  it('cannot be made again: bookmarking what the caller cannot see is refused', async () => {
    expect(statusAndBody(await bookmark(ownerToken, hidden.id))).toEqual(notFound);
  });
});

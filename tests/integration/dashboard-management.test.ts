// The customer_admin's dashboard routes through the local gateway, with real uploads: edit, create,
// update and delete, every field rule, the picture's life, the same 404 for another business's id, the
// 403 for customers, and a delete that leaves no role, favourite or picture behind. The dashboards live
// in a business made for this file, so the demo business's lists stay as other tests expect them.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { buildPath } from '#shared/routes.ts';
import { listBookmarkedDashboardIds } from '#functions/data/bookmarks.ts';
import { putDashboard } from '#functions/data/dashboard-writes.ts';
import { callApi, loginAs, stackInfo, testTable } from '../support/stack.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { addDashboardToRole, keyOfPictureUrl, storedObjectExists, uploadPreview } from './fixtures/pictures.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const businessId = uniquePrefix('gestao');
const roleA = `${businessId}-a`;
const roleB = `${businessId}-b`;
// A dashboard kept in role A beside the ones deleted, to see that only the deleted one leaves it.
const kept = testDashboard(businessId, `${businessId}-kept`, 'Permanece');

const form = (overrides: Record<string, unknown> = {}) => ({
  dashboard: {
    name: 'Painel de Vendas',
    summary: 'Resumo',
    description: '<p>Texto</p>',
    iframe_url: 'relatorios.example.com/painel/1',
    ...overrides,
  },
});
const create = (token: string, body: unknown, headers?: Record<string, string>) =>
  callApi('POST', buildPath('createDashboard'), { token, body, headers });
const update = (token: string, id: string, body: unknown) => callApi('PATCH', buildPath('updateDashboard', { id }), { token, body });
const remove = (token: string, id: string) => callApi('DELETE', buildPath('deleteDashboard', { id }), { token });
const edit = (token: string, id: string) => callApi('GET', buildPath('editDashboard', { id }), { token });
const listNames = async (token: string, query: Record<string, string> = {}) =>
  ((await callApi('GET', buildPath('listDashboards'), { token, query })).body.dashboards as { name: string }[]).map((d) => d.name);
const statusAndBody = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });
const fieldErrors = (field: string, message: string) => ({ status: 422, body: { success: false, errors: { [field]: [message] } } });
const notFound = { status: 404, body: { error: MESSAGES.errors.dashboardNotFound } };
const { previewRequired, invalidIframeUrl, iframeUrlOwnOrigin, nameRequired } = MANAGEMENT_MESSAGES.dashboardForm;

let admin: string;
let customer: TestUser;
let customerToken: string;
let gestorDemo: string;
let gestorOutra: string;
let clienteDemo: string;

/** Creates a dashboard with a fresh upload; answers its id. */
async function createWithPicture(name: string): Promise<string> {
  const answer = await create(admin, form({ name, preview_key: await uploadPreview(admin) }));
  expect(answer.status).toBe(201);
  return answer.body.dashboard.id as string;
}

beforeAll(async () => {
  const table = testTable();
  await seedBusiness(table, businessId, {
    dashboards: [kept],
    roles: [testRole(businessId, roleA, 'Equipe A', [kept.id]), testRole(businessId, roleB, 'Equipe B', [])],
  });
  const [adminUser, customerUser] = await Promise.all([
    createTestUser({ businessId, access: 'customer_admin', firstName: 'Gil', lastName: 'Gestor' }),
    createTestUser({ businessId, access: 'customer', roleIds: [roleA], firstName: 'Fabi', lastName: 'Favorita' }),
  ]);
  customer = customerUser;
  [admin, customerToken, gestorDemo, gestorOutra, clienteDemo] = await Promise.all([
    loginAs(adminUser.email),
    loginAs(customer.email),
    loginAs('gestor@demo.local'),
    loginAs('gestor@outra.local'),
    loginAs('cliente@demo.local'),
  ]);
});

describe('saving a dashboard', () => {
  it('creates one with a real upload: 201, in the list at once, and the edit form shows it with its picture', async () => {
    // Prepare
    const pendingKey = await uploadPreview(admin);
    // Act
    const answer = await create(
      admin,
      form({ name: 'Receita Anual', description: '<p onclick="x()">Oi</p><script>alert(1)</script>', preview_key: pendingKey }),
    );
    // Assess
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, dashboard: { id: expect.stringMatching(/^[a-z0-9-]+$/) } });
    const { id } = answer.body.dashboard;
    expect(await listNames(admin, { name: 'receita anual' })).toEqual(['Receita Anual']);
    const shown = await edit(admin, id);
    expect(shown.status).toBe(200);
    expect(shown.body.dashboard).toEqual({
      id,
      name: 'Receita Anual',
      summary: 'Resumo',
      description: '<p>Oi</p>',
      iframe_url: 'https://relatorios.example.com/painel/1',
      preview_pic: expect.stringMatching(new RegExp(`^/uploads/${businessId}/previews/[0-9a-f]{32}\\.png$`)),
    });
    const picture = await fetch(new URL(shown.body.dashboard.preview_pic, stackInfo().baseUrl));
    expect(picture.status).toBe(200);
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('89504e47');
    // The upload moved out of pending/: nothing waits there any more.
    expect(await storedObjectExists(pendingKey)).toBe(false);
  });

  it('updates keeping the picture when no preview_key is sent, and the list shows the new name at once', async () => {
    const id = await createWithPicture('Antes');
    const before = (await edit(admin, id)).body.dashboard;
    expect(statusAndBody(await update(admin, id, form({ name: 'Depois', summary: '' })))).toEqual({ status: 200, body: { success: true } });
    expect((await edit(admin, id)).body.dashboard).toEqual({ ...before, name: 'Depois', summary: '' });
    expect(await listNames(admin, { name: 'depois' })).toEqual(['Depois']);
    expect(await listNames(admin, { name: 'antes' })).toEqual([]);
  });

  it('replaces the picture and deletes the old one', async () => {
    const id = await createWithPicture('Troca de Prévia');
    const oldKey = keyOfPictureUrl((await edit(admin, id)).body.dashboard.preview_pic);
    expect(await storedObjectExists(oldKey)).toBe(true);
    expect((await update(admin, id, form({ name: 'Troca de Prévia', preview_key: await uploadPreview(admin) }))).status).toBe(200);
    const newKey = keyOfPictureUrl((await edit(admin, id)).body.dashboard.preview_pic);
    expect(newKey).not.toBe(oldKey);
    expect(await storedObjectExists(newKey)).toBe(true);
    expect(await storedObjectExists(oldKey)).toBe(false);
  });
});

describe('field rules', () => {
  it.each<[string, Record<string, string>, string, string | undefined]>([
    ['an empty name', { name: '  ' }, 'name', nameRequired],
    ['a name too long', { name: 'n'.repeat(INPUT_LIMITS.dashboardName + 1) }, 'name', undefined],
    ['a summary too long', { summary: 's'.repeat(INPUT_LIMITS.dashboardSummary + 1) }, 'summary', undefined],
    ['a javascript: URL', { iframe_url: 'javascript:alert(1)' }, 'iframe_url', invalidIframeUrl],
    ['a data: URL', { iframe_url: 'data:text/html,<script>alert(1)</script>' }, 'iframe_url', invalidIframeUrl],
    ['a vbscript: URL', { iframe_url: 'vbscript:msgbox(1)' }, 'iframe_url', invalidIframeUrl],
    ['garbage for a URL', { iframe_url: 'isto não é um endereço' }, 'iframe_url', invalidIframeUrl],
  ])('refuses %s with a 422 on that field, and the upload stays usable', async (_case, overrides, field, message) => {
    const key = await uploadPreview(admin);
    const answer = await create(admin, form({ ...overrides, preview_key: key }));
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    if (message) expect(answer.body.errors[field]).toEqual([message]);
    else expect(answer.body.errors[field]).toEqual([expect.any(String)]);
    // Nothing was claimed: the same upload saves once the form is right.
    expect((await create(admin, form({ name: `Depois de ${field}`, preview_key: key }))).status).toBe(201);
  });

  it('refuses an iframe on the portal’s own origin, by the request’s origin and by the local host names', async () => {
    const portal = new URL(stackInfo().baseUrl);
    const key = await uploadPreview(admin);
    for (const iframe_url of [`${portal.origin}/dashboards`, `demo.localhost:${portal.port}/`, `https://localhost:${portal.port}/x`]) {
      const answer = await create(admin, form({ iframe_url, preview_key: key }), { origin: portal.origin });
      expect({ iframe_url, ...statusAndBody(answer) }).toEqual({ iframe_url, ...fieldErrors('iframe_url', iframeUrlOwnOrigin) });
    }
    expect(await storedObjectExists(key)).toBe(true);
  });

  it('refuses a create without a picture, and an update without one when the dashboard has none', async () => {
    expect(statusAndBody(await create(admin, form()))).toEqual(fieldErrors('preview_key', previewRequired));
    const bare = testDashboard(businessId, `${businessId}-bare`, 'Sem Prévia', { previewKey: null });
    await putDashboard(testTable(), bare);
    expect(statusAndBody(await update(admin, bare.id, form()))).toEqual(fieldErrors('preview_key', previewRequired));
    // Every field's problem in one answer.
    const portal = new URL(stackInfo().baseUrl);
    const both = await create(admin, form({ iframe_url: `https://localhost:${portal.port}/x` }), { origin: portal.origin });
    expect(both.body.errors).toEqual({ iframe_url: [iframeUrlOwnOrigin], preview_key: [previewRequired] });
  });

  it('refuses upload keys that are not a fit upload of the caller’s business', async () => {
    const otherBusinessKey = await uploadPreview(gestorOutra);
    const neverUploaded = `pending/${businessId}/dashboard_preview/${'0'.repeat(32)}.png`;
    const id = await createWithPicture('Chaves Ruins');
    const before = (await edit(admin, id)).body.dashboard;
    for (const key of [otherBusinessKey, neverUploaded, `${businessId}/previews/x.png`, '../../etc/passwd']) {
      expect({ key, ...statusAndBody(await create(admin, form({ preview_key: key }))) }).toEqual({
        key,
        ...fieldErrors('preview_key', MANAGEMENT_MESSAGES.uploads.notUploaded),
      });
      expect((await update(admin, id, form({ preview_key: key }))).status).toBe(422);
    }
    expect((await edit(admin, id)).body.dashboard).toEqual(before);
    // The other business's upload is still there for its owner.
    expect(await storedObjectExists(otherBusinessKey)).toBe(true);
  });
});

describe('who may manage', () => {
  it('answers another business’s id exactly like an unknown one on every route, and changes nothing', async () => {
    const id = await createWithPicture('De Outra Empresa');
    const before = (await edit(admin, id)).body.dashboard;
    for (const [token, dashboardId] of [
      [gestorDemo, id],
      [gestorOutra, id],
      [admin, 'nao-existe'],
      [admin, 'dash-funil-comercial'],
      [admin, 'a#b'],
    ] as const) {
      const answers = [
        await edit(token, dashboardId),
        await update(token, dashboardId, form({ preview_key: undefined })),
        await remove(token, dashboardId),
      ].map(statusAndBody);
      expect({ dashboardId, answers }).toEqual({ dashboardId, answers: [notFound, notFound, notFound] });
    }
    expect((await edit(admin, id)).body.dashboard).toEqual(before);
  });

  it('forbids customers every route, whatever the id', async () => {
    const forbidden = { status: 403, body: { error: MESSAGES.errors.forbidden } };
    for (const token of [customerToken, clienteDemo]) {
      const answers = [
        await edit(token, kept.id),
        await create(token, form({ preview_key: 'x' })),
        await update(token, kept.id, form()),
        await remove(token, kept.id),
        await remove(token, 'nao-existe'),
      ].map(statusAndBody);
      expect(answers).toEqual(Array(5).fill(forbidden));
    }
    expect((await edit(admin, kept.id)).status).toBe(200);
  });
});

describe('deleting a dashboard', () => {
  it('takes it out of every role and every favourites list, deletes its picture, and keeps its views readable', async () => {
    // Prepare: in both roles, a customer's favourite, opened once, with a stored picture.
    const id = await createWithPicture('Painel Descartável');
    const table = testTable();
    await addDashboardToRole(table, businessId, roleA, id);
    await addDashboardToRole(table, businessId, roleB, id);
    const bookmarked = await callApi('POST', buildPath('createBookmark'), { token: customerToken, body: { bookmark: { dashboard_id: id } } });
    expect(bookmarked.status).toBe(200);
    await callApi('POST', buildPath('createBookmark'), { token: customerToken, body: { bookmark: { dashboard_id: kept.id } } });
    expect((await callApi('GET', buildPath('showDashboard', { id }), { token: customerToken })).status).toBe(200);
    expect(await listNames(customerToken, { bookmark: 'true' })).toEqual(['Painel Descartável', 'Permanece']);
    const pictureKey = keyOfPictureUrl((await edit(admin, id)).body.dashboard.preview_pic);

    // Act
    expect(statusAndBody(await remove(admin, id))).toEqual({ status: 200, body: { success: true } });

    // Assess: no role, no favourite, no picture, no dashboard; the other dashboard untouched.
    const role = async (roleId: string) =>
      (await table.db.send(new GetCommand({ TableName: table.tableName, Key: keys.role(businessId, roleId) }))).Item;
    expect((await role(roleA))?.dashboardIds).toEqual([kept.id]);
    expect((await role(roleB))?.dashboardIds).toEqual([]);
    expect([...(await listBookmarkedDashboardIds(table, businessId, customer.id))]).toEqual([kept.id]);
    expect(await listNames(customerToken, { bookmark: 'true' })).toEqual(['Permanece']);
    expect(await storedObjectExists(pictureKey)).toBe(false);
    expect(await listNames(admin, { name: 'descartavel' })).toEqual([]);
    expect(statusAndBody(await callApi('GET', buildPath('showDashboard', { id }), { token: admin }))).toEqual(notFound);
    expect(statusAndBody(await edit(admin, id))).toEqual(notFound);
    expect(statusAndBody(await remove(admin, id))).toEqual(notFound);
    // The customer's view history still names it.
    const history = await callApi('GET', buildPath('listViews'), { token: admin, query: { user_id: customer.id } });
    expect(history.status).toBe(200);
    expect(history.body.views.map((view: { dashboard_name: string }) => view.dashboard_name)).toContain('Painel Descartável');
  });
});

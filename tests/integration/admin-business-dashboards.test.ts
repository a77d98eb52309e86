// The platform admin's dashboards of a business through the local gateway: every route as the admin and
// refused to the tenants, the customer_admin's field rules, the list in name order with report names,
// the edit form with its report and the catalogue, the 404s of an unknown business or of another
// business's dashboard, and the customer_admin seeing what the admin made. The counts, the report
// races and the DynamoDB calls are in admin-business-dashboards-reports.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { buildPath } from '#shared/routes.ts';
import { searchText } from '#shared/search-text.ts';
import { callApi, loginAs, stackInfo, testTable } from '../support/stack.ts';
import { businessDashboards as api, form, newReport, storedDashboard } from './fixtures/business-dashboards.ts';
import { keyOfPictureUrl, storedObjectExists, uploadPreview } from './fixtures/pictures.ts';
import { seedBusiness, uniquePrefix } from './fixtures/viewer-business.ts';

const businessId = uniquePrefix('painel');
const statusAndBody = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });
const fieldErrors = (field: string, message: string) => ({ status: 422, body: { success: false, errors: { [field]: [message] } } });
const dashboardNotFound = { status: 404, body: { error: MESSAGES.errors.dashboardNotFound } };
const businessNotFound = { status: 404, body: { error: BUSINESS_MESSAGES.notFound } };
const { previewRequired, invalidIframeUrl, iframeUrlOwnOrigin, nameRequired } = MANAGEMENT_MESSAGES.dashboardForm;

let admin: string;
let gestor: string;
let cliente: string;

/** Creates a dashboard of `business` as the admin, with a fresh upload; answers its id. */
async function createWithPicture(name: string, overrides: Record<string, unknown> = {}, business = businessId): Promise<string> {
  const answer = await api.create(admin, business, form({ name, preview_key: await uploadPreview(admin, undefined, business), ...overrides }));
  expect(answer.status).toBe(201);
  return answer.body.dashboard.id as string;
}

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, { dashboards: [], roles: [] });
  [admin, gestor, cliente] = await Promise.all([loginAs('admin@portal.local'), loginAs('gestor@demo.local'), loginAs('cliente@demo.local')]);
});

describe('the admin manages a business’s dashboards', () => {
  it('creates with a real upload, shows it in the edit form, updates it and deletes it with its picture', async () => {
    // Prepare
    const pendingKey = await uploadPreview(admin, undefined, businessId);
    // Act
    const created = await api.create(
      admin,
      businessId,
      form({ name: 'Receita', description: '<p onclick="x()">Oi</p>', preview_key: pendingKey }),
    );
    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: true, dashboard: { id: expect.stringMatching(/^[a-z0-9-]+$/) } });
    const { id } = created.body.dashboard;
    expect(await storedObjectExists(pendingKey)).toBe(false);
    const shown = await api.edit(admin, businessId, id);
    expect(shown.status).toBe(200);
    expect(shown.body.business).toEqual({ id: businessId, name: `Empresa ${businessId}` });
    expect(shown.body.dashboard).toEqual({
      id,
      name: 'Receita',
      summary: 'Resumo',
      description: '<p>Oi</p>',
      iframe_url: 'https://relatorios.example.com/painel/1',
      preview_pic: expect.stringMatching(new RegExp(`^/uploads/${businessId}/previews/[0-9a-f]{32}\\.png$`)),
      report_id: null,
    });
    const pictureKey = keyOfPictureUrl(shown.body.dashboard.preview_pic);
    expect(await storedObjectExists(pictureKey)).toBe(true);

    expect(statusAndBody(await api.update(admin, businessId, id, form({ name: 'Receita Anual', summary: '' })))).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await api.edit(admin, businessId, id)).body.dashboard).toEqual({
      ...shown.body.dashboard,
      name: 'Receita Anual',
      summary: '',
      description: '<p>Texto</p>',
    });

    expect(statusAndBody(await api.remove(admin, businessId, id))).toEqual({ status: 200, body: { success: true } });
    expect(await storedDashboard(businessId, id)).toBeUndefined();
    expect(await storedObjectExists(pictureKey)).toBe(false);
    expect(statusAndBody(await api.edit(admin, businessId, id))).toEqual(dashboardNotFound);
    expect(statusAndBody(await api.remove(admin, businessId, id))).toEqual(dashboardNotFound);
  });

  it('lists the business’s dashboards in name order with their report’s name and picture', async () => {
    const reportName = uniquePrefix('Report Listado');
    const report = await newReport(reportName);
    const ids = {
      zeta: await createWithPicture('Zeta'),
      eter: await createWithPicture('Éter', { report_id: report, summary: '' }),
      alfa: await createWithPicture('alfa'),
    };
    const answer = await api.list(admin, businessId);
    expect(answer.status).toBe(200);
    expect(answer.body.business).toEqual({ id: businessId, name: `Empresa ${businessId}` });
    const listed = answer.body.dashboards as Array<{
      id: string;
      name: string;
      summary: string;
      preview_pic: string;
      report_name: string | null;
    }>;
    const ours = listed.filter((item) => Object.values(ids).includes(item.id));
    expect(ours.map((item) => [item.name, item.summary, item.report_name])).toEqual([
      ['alfa', 'Resumo', null],
      ['Éter', '', reportName],
      ['Zeta', 'Resumo', null],
    ]);
    for (const item of ours) expect(item.preview_pic).toMatch(new RegExp(`^/uploads/${businessId}/previews/`));
    // The whole list is in the index's order (`<search name>#<id>`: accents and case aside), not just ours.
    const listKeys = listed.map((item) => `${searchText(item.name)}#${item.id}`);
    expect(listKeys).toEqual([...listKeys].sort());
    for (const id of Object.values(ids)) expect((await api.remove(admin, businessId, id)).status).toBe(200);
  });

  it('offers the catalogue in name order on the new and edit forms, and the edit form names the report', async () => {
    const [second, first] = [await newReport(uniquePrefix('zz Segundo')), await newReport(uniquePrefix('aa Primeiro'))];
    const fresh = await api.newForm(admin, businessId);
    expect(fresh.status).toBe(200);
    expect(fresh.body.business).toEqual({ id: businessId, name: `Empresa ${businessId}` });
    const offered = fresh.body.reports as Array<{ id: string; name: string; summary: string; description: string }>;
    // The index's order: `<search name>#<id>` as strings ("relatorio corrida…" before "relatorio#…").
    const listKeys = offered.map((option) => `${searchText(option.name)}#${option.id}`);
    expect(listKeys).toEqual([...listKeys].sort());
    expect(offered.find((option) => option.id === first)).toEqual({
      id: first,
      name: expect.stringMatching(/^aa Primeiro/),
      summary: expect.stringMatching(/^Resumo de aa Primeiro/),
      description: expect.stringMatching(/^<p>Sobre aa Primeiro/),
    });
    expect(offered.findIndex((option) => option.id === first)).toBeLessThan(offered.findIndex((option) => option.id === second));

    const id = await createWithPicture('Com Report', { report_id: second });
    const shown = await api.edit(admin, businessId, id);
    expect(shown.body.dashboard.report_id).toBe(second);
    expect(shown.body.reports).toEqual(offered);
    expect((await api.remove(admin, businessId, id)).status).toBe(200);
  });
});

describe('field rules, as the customer_admin’s', () => {
  it.each<[string, Record<string, string>, string, string]>([
    ['an empty name', { name: '  ' }, 'name', nameRequired],
    ['a javascript: URL', { iframe_url: 'javascript:alert(1)' }, 'iframe_url', invalidIframeUrl],
    ['garbage for a URL', { iframe_url: 'isto não é um endereço' }, 'iframe_url', invalidIframeUrl],
  ])('refuses %s with a 422 on that field, and the upload stays usable', async (_case, overrides, field, message) => {
    const key = await uploadPreview(admin, undefined, businessId);
    expect(statusAndBody(await api.create(admin, businessId, form({ ...overrides, preview_key: key })))).toEqual(fieldErrors(field, message));
    expect(await storedObjectExists(key)).toBe(true);
  });

  it('refuses a dashboard without a picture, an iframe on the portal’s own origin, and another business’s upload', async () => {
    expect(statusAndBody(await api.create(admin, businessId, form()))).toEqual(fieldErrors('preview_key', previewRequired));
    const portal = new URL(stackInfo().baseUrl);
    const both = await api.create(admin, businessId, form({ iframe_url: `${portal.origin}/dashboards` }), { origin: portal.origin });
    expect(both.body.errors).toEqual({ iframe_url: [iframeUrlOwnOrigin], preview_key: [previewRequired] });
    const demoUpload = await uploadPreview(admin, undefined, 'biz-demo');
    expect(statusAndBody(await api.create(admin, businessId, form({ preview_key: demoUpload })))).toEqual(
      fieldErrors('preview_key', MANAGEMENT_MESSAGES.uploads.notUploaded),
    );
    expect(await storedObjectExists(demoUpload)).toBe(true);
  });
});

describe('who may manage, and what is not found', () => {
  it('forbids the customer_admin and the customer every route, whatever the ids', async () => {
    const forbidden = { status: 403, body: { error: MESSAGES.errors.forbidden } };
    for (const token of [gestor, cliente]) {
      const answers = [
        await api.list(token, 'biz-demo'),
        await api.newForm(token, 'biz-demo'),
        await api.edit(token, 'biz-demo', 'dash-funil-comercial'),
        await api.create(token, 'biz-demo', form({ preview_key: 'x' })),
        await api.update(token, 'biz-demo', 'dash-funil-comercial', form()),
        await api.remove(token, 'biz-demo', 'dash-funil-comercial'),
      ].map(statusAndBody);
      expect(answers).toEqual(Array(6).fill(forbidden));
    }
    expect((await storedDashboard('biz-demo', 'dash-funil-comercial'))?.name).toBeDefined();
  });

  it('answers an unknown business 404 on the list, the new form and a create', async () => {
    const unknown = `nenhuma-${crypto.randomUUID()}`;
    const key = await uploadPreview(admin, undefined, businessId);
    expect(
      [await api.list(admin, unknown), await api.newForm(admin, unknown), await api.create(admin, unknown, form({ preview_key: key }))].map(
        statusAndBody,
      ),
    ).toEqual([businessNotFound, businessNotFound, businessNotFound]);
  });

  it('answers an unknown business, an unknown dashboard and another business’s dashboard alike, and changes nothing', async () => {
    const before = await storedDashboard('biz-demo', 'dash-funil-comercial');
    const own = await createWithPicture('Da Empresa de Teste');
    for (const [business, id] of [
      [businessId, 'dash-funil-comercial'],
      [`nenhuma-${crypto.randomUUID()}`, own],
      ['biz-demo', own],
      [businessId, 'nao-existe'],
      [businessId, 'a#b'],
    ] as const) {
      const answers = [
        await api.edit(admin, business, id),
        await api.update(admin, business, id, form({ name: 'Trocado' })),
        await api.remove(admin, business, id),
      ].map(statusAndBody);
      expect({ business, id, answers }).toEqual({ business, id, answers: [dashboardNotFound, dashboardNotFound, dashboardNotFound] });
    }
    expect(await storedDashboard('biz-demo', 'dash-funil-comercial')).toEqual(before);
    expect((await storedDashboard(businessId, own))?.name).toBe('Da Empresa de Teste');
    expect((await api.remove(admin, businessId, own)).status).toBe(200);
  });

  it('makes a dashboard of biz-demo that its customer_admin sees in their own list at once', async () => {
    const name = uniquePrefix('Feito pelo Admin');
    const id = await createWithPicture(name, {}, 'biz-demo');
    try {
      const listed = await callApi('GET', buildPath('listDashboards'), { token: gestor, query: { name } });
      expect(listed.status).toBe(200);
      expect(listed.body.dashboards.map((dashboard: { id: string; name: string }) => [dashboard.id, dashboard.name])).toEqual([[id, name]]);
      expect((await callApi('GET', buildPath('editDashboard', { id }), { token: gestor })).body.dashboard.name).toBe(name);
    } finally {
      expect((await api.remove(admin, 'biz-demo', id)).status).toBe(200);
    }
  });
});

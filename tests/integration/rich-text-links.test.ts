// Descriptions with links, through the local stack (which runs the functions' deployment bundles): a
// dashboard saved by its customer_admin and by the admin, and a report of the catalogue, are saved and
// stored with their safe links and without their unsafe ones. A save refused after the picture was
// uploaded leaves the upload for the next save (a save that fails after its claim: deployed-assembly.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { buildPath } from '#shared/routes.ts';
import { callApi, loginAs, stackInfo } from '../support/stack.ts';
import { uploadPreview } from './fixtures/pictures.ts';

const BUSINESS = 'biz-demo';
const LINKED =
  '<p>Veja o <a href="https://bi.example.com">relatório</a>, <a href="mailto:bi@example.com">escreva</a>, ' +
  '<a href="javascript:alert(1)">clique</a> e <a href="JaVaScRiPt:alert(2)" onclick="x()">aqui</a>.</p>';

/** The stored description keeps the https and mailto links (opened apart) and the words of the others, never a script. */
function expectSanitised(description: string) {
  const opened = 'rel="noopener noreferrer" target="_blank"';
  expect(description).toBe(
    `<p>Veja o <a href="https://bi.example.com" ${opened}>relatório</a>, <a href="mailto:bi@example.com" ${opened}>escreva</a>, ` +
      `<a ${opened}>clique</a> e <a ${opened}>aqui</a>.</p>`,
  );
  expect(description.toLowerCase()).not.toContain('javascript');
  expect(description).not.toContain('onclick');
}

const dashboardForm = (overrides: Record<string, unknown>) => ({
  dashboard: { name: 'Painel com Links', summary: 'Resumo', description: LINKED, iframe_url: 'https://bi.example.com/p/1', ...overrides },
});

let admin: string;
let gestor: string;
beforeAll(async () => {
  [admin, gestor] = await Promise.all([loginAs('admin@portal.local'), loginAs('gestor@demo.local')]);
});

/** The two forms that save a dashboard: the customer_admin's and the admin's (for any business). */
const forms = {
  own: {
    token: () => gestor,
    upload: () => uploadPreview(gestor),
    create: (body: unknown) => callApi('POST', buildPath('createDashboard'), { token: gestor, body }),
    edit: (id: string) => callApi('GET', buildPath('editDashboard', { id }), { token: gestor }),
    remove: (id: string) => callApi('DELETE', buildPath('deleteDashboard', { id }), { token: gestor }),
  },
  admin: {
    token: () => admin,
    upload: () => uploadPreview(admin, undefined, BUSINESS),
    create: (body: unknown) => callApi('POST', buildPath('createBusinessDashboard', { business_id: BUSINESS }), { token: admin, body }),
    edit: (id: string) => callApi('GET', buildPath('editBusinessDashboard', { business_id: BUSINESS, id }), { token: admin }),
    remove: (id: string) => callApi('DELETE', buildPath('deleteBusinessDashboard', { business_id: BUSINESS, id }), { token: admin }),
  },
};

describe.each(Object.entries(forms))('a dashboard whose description holds links (%s form)', (_, form) => {
  it('is saved (201) and stored sanitised; a refused save first leaves its picture for this one', async () => {
    const previewKey = await form.upload();
    // Refused after the upload: the iframe names the portal itself (PORTAL_ORIGINS, declared on this function).
    const refused = await form.create(dashboardForm({ preview_key: previewKey, iframe_url: `${stackInfo().baseUrl}/dashboards` }));
    expect([refused.status, refused.body.errors]).toEqual([422, { iframe_url: [MANAGEMENT_MESSAGES.dashboardForm.iframeUrlOwnOrigin] }]);

    const created = await form.create(dashboardForm({ preview_key: previewKey }));

    expect(created.status).toBe(201);
    const stored = (await form.edit(created.body.dashboard.id)).body.dashboard;
    expectSanitised(stored.description);
    expect(stored.preview_pic).toMatch(/^\/uploads\/biz-demo\/previews\//);
    expect((await form.remove(created.body.dashboard.id)).status).toBe(200);
  });
});

describe('a report whose description holds links', () => {
  it('is saved (201) and stored sanitised', async () => {
    const body = { report: { name: `Relatório com Links ${Date.now()}`, summary: 'Resumo', description: LINKED } };

    const created = await callApi('POST', buildPath('createReport'), { token: admin, body });

    expect(created.status).toBe(201);
    const id = created.body.report.id as string;
    expectSanitised((await callApi('GET', buildPath('editReport', { id }), { token: admin })).body.report.description);
    expect((await callApi('DELETE', buildPath('deleteReport', { id }), { token: admin })).status).toBe(200);
  });
});

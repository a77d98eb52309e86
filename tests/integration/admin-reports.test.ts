// The platform admin's report catalogue through the local gateway: every route as the admin and refused
// to the tenants, validation and the sanitised description, the list (name order, dashboard counts), a
// report named by a dashboard that cannot be deleted until the dashboard goes, also when a dashboard
// starts naming it at the same moment as the delete. Then the DynamoDB calls of each route, counted in-process.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { ReportListItem } from '#shared/platform-api-types.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import type { RouteId } from '#shared/routes.ts';
import { searchText } from '#shared/search-text.ts';
import { buildHandler } from '#functions/admin-reports/handler.ts';
import { deleteDashboardOfBusiness, failedOnNewReport, putDashboard } from '#functions/data/dashboard-writes.ts';
import type { DashboardRecord, ReportRecord } from '#functions/data/records.ts';
import type { EventOptions } from '../support/events.ts';
import { recordRace } from '../support/race-figures.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { callApi, loginAs, testTable, userIdOf, useStackEnvironment } from '../support/stack.ts';
import { seedBusiness, testDashboard, uniquePrefix } from './fixtures/viewer-business.ts';

const REPORTS = '/api/v1/admin/reports';
const businessId = uniquePrefix('relatorios');
const form = (report: Record<string, unknown> = {}) => ({
  report: { name: 'Relatório', summary: 'Resumo', description: '<p>Texto</p>', ...report },
});

let admin: string;
let gestor: string;
let cliente: string;

beforeAll(async () => {
  // The dashboards that name reports live in a business made for this file.
  await seedBusiness(testTable(), businessId, { dashboards: [], roles: [] });
  [admin, gestor, cliente] = await Promise.all([loginAs('admin@portal.local'), loginAs('gestor@demo.local'), loginAs('cliente@demo.local')]);
});

/** Creates a report through the API as the admin; returns its id. */
async function newReport(name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const answer = await callApi('POST', REPORTS, { token: admin, body: form({ name, ...fields }) });
  expect(answer.status).toBe(201);
  return answer.body.report.id as string;
}

async function storedReport(id: string): Promise<ReportRecord | undefined> {
  const { db, tableName } = testTable();
  return (await db.send(new GetCommand({ TableName: tableName, Key: keys.report(id), ConsistentRead: true }))).Item as ReportRecord | undefined;
}

async function storedDashboard(id: string): Promise<DashboardRecord | undefined> {
  const { db, tableName } = testTable();
  const key = keys.dashboard(businessId, id);
  return (await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item as DashboardRecord | undefined;
}

/** A new dashboard naming the report, through the one dashboard write path (which counts it on the report). */
async function tie(reportId: string): Promise<string> {
  const id = uniquePrefix('painel');
  await putDashboard(testTable(), testDashboard(businessId, id, `Painel ${id}`, { reportId }), { condition: 'new' });
  return id;
}

/** Deletes that dashboard, read as naming the report (which takes it off the report's count). */
const untie = (dashboardId: string, reportId: string) =>
  deleteDashboardOfBusiness(testTable(), businessId, dashboardId, { readReportId: reportId });

const listed = async () => (await callApi('GET', REPORTS, { token: admin })).body.reports as ReportListItem[];

describe('reports as the platform admin', () => {
  it('creates, shows, lists, updates and deletes a report', async () => {
    const name = uniquePrefix('Relatório Ciclo');
    const create = await callApi('POST', REPORTS, { token: admin, body: form({ name: `  ${name} `, summary: ' Resumo curto ' }) });
    expect([create.status, create.body.success]).toEqual([201, true]);
    const id = create.body.report.id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedReport(id)).toMatchObject({ name, summary: 'Resumo curto', description: '<p>Texto</p>', dashboardCount: 0 });

    const edit = await callApi('GET', `${REPORTS}/${id}/edit`, { token: admin });
    expect([edit.status, edit.body]).toEqual([
      200,
      { report: { id, name, summary: 'Resumo curto', description: '<p>Texto</p>' }, can_delete: true },
    ]);

    const renamed = `${name} Novo`;
    const updated = await callApi('PATCH', `${REPORTS}/${id}`, { token: admin, body: form({ name: renamed, summary: '', description: '' }) });
    expect([updated.status, updated.body]).toEqual([200, { success: true }]);
    expect((await listed()).find((report) => report.id === id)).toEqual({ id, name: renamed, dashboard_count: 0 });
    expect((await callApi('GET', `${REPORTS}/${id}/edit`, { token: admin })).body.report).toEqual({
      id,
      name: renamed,
      summary: '',
      description: '',
    });

    const deleted = await callApi('DELETE', `${REPORTS}/${id}`, { token: admin });
    expect([deleted.status, deleted.body]).toEqual([200, { success: true }]);
    expect(await storedReport(id)).toBeUndefined();
    expect((await listed()).map((report) => report.id)).not.toContain(id);
  });

  it('lists every report in name order with its dashboard count', async () => {
    const prefix = uniquePrefix('Lista');
    const [b, a, c] = [await newReport(`${prefix} Bravo`), await newReport(`${prefix} alfa`), await newReport(`${prefix} Ção`)];
    const dashboards = [await tie(b), await tie(b)];

    const answer = await callApi('GET', REPORTS, { token: admin });
    expect(answer.status).toBe(200);
    const reports = answer.body.reports as ReportListItem[];
    expect(reports.filter((report) => report.name.startsWith(prefix))).toEqual([
      { id: a, name: `${prefix} alfa`, dashboard_count: 0 },
      { id: b, name: `${prefix} Bravo`, dashboard_count: 2 },
      { id: c, name: `${prefix} Ção`, dashboard_count: 0 },
    ]);
    expect(reports.find((report) => report.id === 'report-vendas')?.name).toBe('Painel de Vendas');
    const listKeys = reports.map((report) => `${searchText(report.name)}#${report.id}`);
    expect(listKeys).toEqual([...listKeys].sort());
    for (const dashboard of dashboards) await untie(dashboard, b);
  });

  it('answers 404 for an unknown report on every route that names one', async () => {
    const unknown = `nenhum-${crypto.randomUUID()}`;
    const answers = await Promise.all([
      callApi('GET', `${REPORTS}/${unknown}/edit`, { token: admin }),
      callApi('PATCH', `${REPORTS}/${unknown}`, { token: admin, body: form({ name: 'Fantasma' }) }),
      callApi('DELETE', `${REPORTS}/${unknown}`, { token: admin }),
    ]);
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([404, { error: REPORT_MESSAGES.notFound }]);
    expect(await storedReport(unknown)).toBeUndefined();
  });

  it('validates the name, keyed by field, on create and update', async () => {
    const empty = await callApi('POST', REPORTS, { token: admin, body: form({ name: '   ' }) });
    expect([empty.status, empty.body]).toEqual([422, { success: false, errors: { name: [REPORT_MESSAGES.nameRequired] } }]);
    const missing = await callApi('POST', REPORTS, { token: admin, body: { report: { summary: 'Sem nome' } } });
    expect([missing.status, missing.body.errors]).toEqual([422, { name: [REPORT_MESSAGES.nameRequired] }]);
    const max = INPUT_LIMITS.reportName;
    const long = await callApi('POST', REPORTS, { token: admin, body: form({ name: 'x'.repeat(max + 1) }) });
    expect([long.status, long.body.errors]).toEqual([422, { name: [REPORT_MESSAGES.nameTooLong(max)] }]);

    const id = await newReport('y'.repeat(max));
    const bad = await callApi('PATCH', `${REPORTS}/${id}`, { token: admin, body: form({ name: '' }) });
    expect([bad.status, bad.body]).toEqual([422, { success: false, errors: { name: [REPORT_MESSAGES.nameRequired] } }]);
    expect((await storedReport(id))?.name).toBe('y'.repeat(max));
  });

  it('sanitises the description on create and update: scripts and handlers go, the allowed tags stay', async () => {
    const dirty = '<p onclick="alert(1)">Olá <strong>mundo</strong></p><script>alert(2)</script><ul><li>Item</li></ul>';
    const clean = '<p>Olá <strong>mundo</strong></p><ul><li>Item</li></ul>';
    const id = await newReport(uniquePrefix('Relatório Limpo'), { description: dirty });
    expect((await storedReport(id))?.description).toBe(clean);
    expect((await callApi('GET', `${REPORTS}/${id}/edit`, { token: admin })).body.report.description).toBe(clean);

    const link = '<h2 style="color:red">Título</h2><a href="https://exemplo.com" onmouseover="x()">ver</a><img src=x onerror="alert(3)">';
    expect((await callApi('PATCH', `${REPORTS}/${id}`, { token: admin, body: form({ description: link }) })).status).toBe(200);
    expect((await storedReport(id))?.description).toBe(
      '<h2>Título</h2><a href="https://exemplo.com" rel="noopener noreferrer" target="_blank">ver</a>',
    );
  });

  it('refuses (409) to delete a report a dashboard names, until that dashboard is deleted', async () => {
    const id = await newReport(uniquePrefix('Relatório Usado'));
    const dashboard = await tie(id);
    const edit = await callApi('GET', `${REPORTS}/${id}/edit`, { token: admin });
    expect(edit.body.can_delete).toBe(false);
    expect((await listed()).find((report) => report.id === id)?.dashboard_count).toBe(1);

    const refused = await callApi('DELETE', `${REPORTS}/${id}`, { token: admin });
    expect([refused.status, refused.body]).toEqual([409, { error: REPORT_MESSAGES.inUse }]);
    // An update keeps the count the dashboard writes hold.
    expect((await callApi('PATCH', `${REPORTS}/${id}`, { token: admin, body: form({ name: 'Ainda usado' }) })).status).toBe(200);
    expect(await storedReport(id)).toMatchObject({ name: 'Ainda usado', dashboardCount: 1 });

    await untie(dashboard, id);
    expect((await listed()).find((report) => report.id === id)?.dashboard_count).toBe(0);
    expect((await callApi('GET', `${REPORTS}/${id}/edit`, { token: admin })).body.can_delete).toBe(true);
    const deleted = await callApi('DELETE', `${REPORTS}/${id}`, { token: admin });
    expect([deleted.status, deleted.body]).toEqual([200, { success: true }]);
    expect(await storedReport(id)).toBeUndefined();
  });

  it('leaves nothing dangling when a dashboard starts naming a report while it is deleted', async () => {
    let violations = 0;
    for (let round = 0; round < 6; round++) {
      const reportId = await newReport(uniquePrefix('Relatório Corrida'));
      const dashboardId = uniquePrefix('corrida');
      const dashboard = testDashboard(businessId, dashboardId, 'Corredor', { reportId });
      const [deleted, tied] = await Promise.allSettled([
        callApi('DELETE', `${REPORTS}/${reportId}`, { token: admin }),
        putDashboard(testTable(), dashboard, { condition: 'new' }),
      ]);
      if (deleted.status === 'rejected') throw deleted.reason;
      // Both succeeded: a dashboard names a deleted report.
      if (deleted.value.status === 200 && tied.status === 'fulfilled') violations++;
      recordRace({ invariant: 'report in use', requests: 2 * (round + 1), violations });
      const [report, stored] = [await storedReport(reportId), await storedDashboard(dashboardId)];
      if (deleted.value.status === 200) {
        // The delete won: the report is gone and the dashboard failed its condition on the report.
        expect(tied.status).toBe('rejected');
        expect(failedOnNewReport((tied as PromiseRejectedResult).reason, { readReportId: null, reportId })).toBe(true);
        expect([report, stored]).toEqual([undefined, undefined]);
      } else {
        // The dashboard won: the delete is refused and the report counts the dashboard that names it.
        expect([deleted.value.status, deleted.value.body]).toEqual([409, { error: REPORT_MESSAGES.inUse }]);
        expect(tied.status).toBe('fulfilled');
        expect(stored?.reportId).toBe(reportId);
        expect(report?.dashboardCount).toBe(1);
        await untie(dashboardId, reportId);
      }
    }
  });
});

describe('reports refused to the tenants', () => {
  it('answers 403 on every route to a customer_admin and a customer, and changes nothing', async () => {
    const name = uniquePrefix('Relatório Protegido');
    const id = await newReport(name);
    for (const token of [gestor, cliente]) {
      const answers = await Promise.all([
        callApi('GET', REPORTS, { token }),
        callApi('GET', `${REPORTS}/${id}/edit`, { token }),
        callApi('POST', REPORTS, { token, body: form({ name: 'Intruso' }) }),
        callApi('PATCH', `${REPORTS}/${id}`, { token, body: form({ name: 'Intruso' }) }),
        callApi('DELETE', `${REPORTS}/${id}`, { token }),
      ]);
      for (const answer of answers) expect([answer.status, answer.body]).toEqual([403, { error: MESSAGES.errors.forbidden }]);
    }
    expect(await storedReport(id)).toMatchObject({ name, summary: 'Resumo' });
    expect((await listed()).filter((report) => report.name === 'Intruso')).toEqual([]);
  });
});

describe('DynamoDB calls of each route', () => {
  let adminId: string;

  beforeAll(async () => {
    useStackEnvironment();
    adminId = await userIdOf('admin@portal.local');
  });

  async function invoke(routeId: RouteId, options: EventOptions) {
    const answer = await invokeRecorded((table) => buildHandler({ table: () => table }), routeId, { sub: adminId, ...options });
    return { ...answer, reads: answer.reads.sort() };
  }

  it('answers each route in one call besides the caller profile (a read first for the trail’s before on update and delete)', async () => {
    const profile = 'QueryCommand:GSI1';
    const list = await invoke('listReports', {});
    expect([list.status, list.reads]).toEqual([200, [profile, 'QueryCommand:GSI1']]);

    const created = await invoke('createReport', { body: form({ name: uniquePrefix('Relatório Contado') }) });
    expect([created.status, created.reads]).toEqual([201, [profile, 'TransactWriteItemsCommand']]);
    const id = created.body.report.id as string;

    expect((await invoke('editReport', { params: { id } })).reads).toEqual(['GetItemCommand', profile]);
    const updated = await invoke('updateReport', { params: { id }, body: form({ name: 'Contado' }) });
    expect([updated.status, updated.reads]).toEqual([200, ['GetItemCommand', profile, 'TransactWriteItemsCommand']]);

    const dashboard = await tie(id);
    const refused = await invoke('deleteReport', { params: { id } });
    expect([refused.status, refused.reads]).toEqual([409, ['GetItemCommand', 'GetItemCommand', profile, 'TransactWriteItemsCommand']]);
    const gone = await invoke('deleteReport', { params: { id: `nenhum-${crypto.randomUUID()}` } });
    expect([gone.status, gone.reads]).toEqual([404, ['GetItemCommand', profile]]);

    await untie(dashboard, id);
    const deleted = await invoke('deleteReport', { params: { id } });
    expect([deleted.status, deleted.reads]).toEqual([200, ['GetItemCommand', profile, 'TransactWriteItemsCommand']]);
  });
});

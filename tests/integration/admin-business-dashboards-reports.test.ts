// A business dashboard's report: the counts kept on the report and on the business in the dashboard
// write's own transaction, an unknown report refused with nothing written, and the races with a report
// deleted (or a dashboard re-tied) while a save is under way: through the gateway many times at once,
// and step by step in-process, with the other write slipped in just before the save's transaction.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_DASHBOARD_MESSAGES } from '#shared/platform-messages.ts';
import type { RouteId } from '#shared/routes.ts';
import { buildHandler } from '#functions/admin-business-dashboards/handler.ts';
import { buildHandler as buildDashboards } from '#functions/dashboards/handler.ts';
import { putDashboard } from '#functions/data/dashboard-writes.ts';
import { deleteUnusedReport } from '#functions/data/reports.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { EventOptions } from '../support/events.ts';
import { recordRace } from '../support/race-figures.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { loginAs, stackInfo, testTable, userIdOf } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import {
  businessDashboards as api,
  businessCount,
  form,
  newReport,
  reportCount,
  storedDashboard,
  storedPreviews,
} from './fixtures/business-dashboards.ts';
import { stackFiles, storedObjectExists, uploadPreview } from './fixtures/pictures.ts';
import { seedBusiness, uniquePrefix } from './fixtures/viewer-business.ts';

const businessId = uniquePrefix('reports');
const unknownReport = { status: 422, body: { success: false, errors: { report_id: [BUSINESS_DASHBOARD_MESSAGES.unknownReport] } } };
const statusAndBody = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });

let admin: string;
let adminId: string;

const upload = () => uploadPreview(admin, undefined, businessId);

/** Creates a dashboard of the test business through the gateway; answers its id. */
async function createNaming(reportId: string | null, name = 'Contado'): Promise<string> {
  const answer = await api.create(admin, businessId, form({ name, preview_key: await upload(), report_id: reportId }));
  expect(answer.status).toBe(201);
  return answer.body.dashboard.id as string;
}

/** The stack's table, with `meanwhile` run once just before the first transaction a handler sends. */
function tableWithMeanwhile(meanwhile: () => Promise<unknown>): TableContext {
  const base = testTable();
  let pending: (() => Promise<unknown>) | undefined = meanwhile;
  const send = async (command: unknown) => {
    if (command instanceof TransactWriteCommand && pending) {
      const run = pending;
      pending = undefined;
      await run();
    }
    return base.db.send(command as Parameters<typeof base.db.send>[0]);
  };
  return { tableName: base.tableName, db: { send } as unknown as TableContext['db'] };
}

/** Runs a route in-process as the admin, on `table`. */
const invoke = (routeId: RouteId, options: EventOptions, table: TableContext) =>
  invokeRecorded((on) => buildHandler({ table: () => on, files: stackFiles }), routeId, { sub: adminId, ...options }, table);

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, { dashboards: [], roles: [] });
  [admin, adminId] = await Promise.all([loginAs('admin@portal.local'), userIdOf('admin@portal.local')]);
});

describe('the counts', () => {
  it('moves the report’s and the business’s counts with every create, change of report and delete', async () => {
    expect(await businessCount(businessId)).toBe(0);
    const [a, b] = [await newReport(uniquePrefix('Report A')), await newReport(uniquePrefix('Report B'))];
    const counts = async () => [await reportCount(a), await reportCount(b), await businessCount(businessId)];
    expect(await counts()).toEqual([0, 0, 0]);

    const id = await createNaming(a);
    expect(await counts()).toEqual([1, 0, 1]);
    expect(await deleteUnusedReport(testTable(), a)).toBe(false);

    expect((await api.update(admin, businessId, id, form({ report_id: b }))).status).toBe(200);
    expect(await counts()).toEqual([0, 1, 1]);
    // Saved again with the same report: nothing moves.
    expect((await api.update(admin, businessId, id, form({ name: 'Renomeado', report_id: b }))).status).toBe(200);
    expect(await counts()).toEqual([0, 1, 1]);
    expect((await api.update(admin, businessId, id, form({ report_id: null }))).status).toBe(200);
    expect(await counts()).toEqual([0, 0, 1]);
    expect((await storedDashboard(businessId, id))?.reportId).toBeNull();

    expect((await api.update(admin, businessId, id, form({ report_id: a }))).status).toBe(200);
    expect(await counts()).toEqual([1, 0, 1]);
    expect((await api.remove(admin, businessId, id)).status).toBe(200);
    expect(await counts()).toEqual([0, 0, 0]);
    expect(await deleteUnusedReport(testTable(), a)).toBe(true);
  });
});

describe('an unknown report', () => {
  it('is refused on a create before the picture is claimed, with nothing written', async () => {
    const key = await upload();
    const before = { count: await businessCount(businessId), dashboards: (await api.list(admin, businessId)).body.dashboards };
    const answer = await api.create(admin, businessId, form({ preview_key: key, report_id: `report-${crypto.randomUUID()}` }));
    expect(statusAndBody(answer)).toEqual(unknownReport);
    expect({ count: await businessCount(businessId), dashboards: (await api.list(admin, businessId)).body.dashboards }).toEqual(before);
    expect(await storedObjectExists(key)).toBe(true);
    // With the other fields' problems, in one answer.
    const portal = new URL(stackInfo().baseUrl).origin;
    const both = await api.create(admin, businessId, form({ iframe_url: `${portal}/x`, report_id: 'report-nenhum' }), { origin: portal });
    expect(Object.keys(both.body.errors).sort()).toEqual(['iframe_url', 'preview_key', 'report_id']);
  });

  it('is refused on an update, leaving the dashboard as it was', async () => {
    const report = await newReport(uniquePrefix('Report Mantido'));
    const id = await createNaming(report);
    const before = await storedDashboard(businessId, id);
    expect(statusAndBody(await api.update(admin, businessId, id, form({ name: 'Outro', report_id: 'report-nenhum' })))).toEqual(unknownReport);
    expect(await storedDashboard(businessId, id)).toEqual(before);
    expect(await reportCount(report)).toBe(1);
    expect((await api.remove(admin, businessId, id)).status).toBe(200);
  });
});

describe('a report deleted while a dashboard is tied to it', () => {
  it('never leaves a count that disagrees with the dashboards, over the gateway, many times at once', async () => {
    const id = await createNaming(null, 'Disputado');
    let violations = 0;
    for (let round = 0; round < 8; round++) {
      const report = await newReport(uniquePrefix('Report Disputado'));
      const pause = (round % 4) * 15;
      const [patched, deleted] = await Promise.all([
        api.update(admin, businessId, id, form({ name: 'Disputado', report_id: report })),
        new Promise((resolve) => setTimeout(resolve, pause)).then(() => deleteUnusedReport(testTable(), report)),
      ]);
      const [count, dashboard] = [await reportCount(report), await storedDashboard(businessId, id)];
      // The dashboard names a deleted report, or the report's count disagrees with the dashboard naming it.
      if (deleted ? dashboard?.reportId === report : count !== (dashboard?.reportId === report ? 1 : 0)) violations++;
      recordRace({ invariant: 'report in use', requests: 2 * (round + 1), violations });
      if (deleted) {
        expect({ round, patched: statusAndBody(patched), count, named: dashboard?.reportId }).toEqual({
          round,
          patched: unknownReport,
          count: undefined,
          named: null,
        });
      } else {
        expect({ round, patched: patched.status, count, named: dashboard?.reportId }).toEqual({ round, patched: 200, count: 1, named: report });
        expect((await api.update(admin, businessId, id, form({ name: 'Disputado', report_id: null }))).status).toBe(200);
        expect(await reportCount(report)).toBe(0);
      }
    }
    expect(await businessCount(businessId)).toBe(1);
    expect((await api.remove(admin, businessId, id)).status).toBe(200);
  });

  it('refuses an update whose report is deleted between its read and its write, and deletes the picture it claimed', async () => {
    const id = await createNaming(null, 'Entre Leitura e Escrita');
    const report = await newReport(uniquePrefix('Report Efêmero'));
    const [before, pictures] = [await storedDashboard(businessId, id), await storedPreviews(businessId)];
    const answer = await invoke(
      'updateBusinessDashboard',
      { params: { business_id: businessId, id }, body: form({ name: 'Mudado', preview_key: await upload(), report_id: report }) },
      tableWithMeanwhile(() => deleteUnusedReport(testTable(), report)),
    );
    expect({ status: answer.status, body: answer.body }).toEqual(unknownReport);
    expect(await reportCount(report)).toBeUndefined();
    expect(await storedDashboard(businessId, id)).toEqual(before);
    expect(await storedPreviews(businessId)).toEqual(pictures);
    expect((await api.remove(admin, businessId, id)).status).toBe(200);
  });

  it('refuses a create whose report is deleted between its read and its write: no dashboard, no count, no stored picture, the upload kept', async () => {
    const report = await newReport(uniquePrefix('Report Efêmero'));
    const [count, pictures, key] = [await businessCount(businessId), await storedPreviews(businessId), await upload()];
    const answer = await invoke(
      'createBusinessDashboard',
      { params: { business_id: businessId }, body: form({ name: 'Nunca Criado', preview_key: key, report_id: report }) },
      tableWithMeanwhile(() => deleteUnusedReport(testTable(), report)),
    );
    expect({ status: answer.status, body: answer.body }).toEqual(unknownReport);
    expect(await businessCount(businessId)).toBe(count);
    expect((await api.list(admin, businessId)).body.dashboards.map((d: { name: string }) => d.name)).not.toContain('Nunca Criado');
    // Claimed (copied out of pending/), the copy deleted when the write failed; the upload stays for the next save.
    expect(await storedObjectExists(key)).toBe(true);
    expect(await storedPreviews(businessId)).toEqual(pictures);
  });

  it('answers 409 when another save re-tied the dashboard between the admin’s read and write, moving no count twice', async () => {
    const id = await createNaming(null, 'Re-ligado');
    const [chosen, other] = [await newReport(uniquePrefix('Report Escolhido')), await newReport(uniquePrefix('Report Outro'))];
    const answer = await invoke(
      'updateBusinessDashboard',
      { params: { business_id: businessId, id }, body: form({ name: 'Re-ligado', report_id: chosen }) },
      tableWithMeanwhile(async () => {
        const current = (await storedDashboard(businessId, id))!;
        await putDashboard(testTable(), { ...current, reportId: other }, { condition: 'existing', readReportId: null });
      }),
    );
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 409, body: { error: BUSINESS_DASHBOARD_MESSAGES.changedMeanwhile } });
    expect([await reportCount(chosen), await reportCount(other), (await storedDashboard(businessId, id))?.reportId]).toEqual([0, 1, other]);
    expect((await api.remove(admin, businessId, id)).status).toBe(200);
    expect(await reportCount(other)).toBe(0);
  });

  it('lets the customer_admin’s save, which keeps whatever report it names, go through over a report moved meanwhile', async () => {
    const id = await createNaming(null, 'Do Gestor');
    const report = await newReport(uniquePrefix('Report do Admin'));
    const gestor = await createTestUser({ businessId, access: 'customer_admin' });
    const answer = await invokeRecorded(
      (on) => buildDashboards({ table: () => on, files: stackFiles }),
      'updateDashboard',
      { sub: gestor.id, params: { id }, body: form({ name: 'Salvo pelo Gestor' }) },
      tableWithMeanwhile(() => api.update(admin, businessId, id, form({ name: 'Do Gestor', report_id: report }))),
    );
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { success: true } });
    const stored = await storedDashboard(businessId, id);
    expect([stored?.name, stored?.reportId, await reportCount(report)]).toEqual(['Salvo pelo Gestor', report, 1]);
    expect((await api.remove(admin, businessId, id)).status).toBe(200);
    expect(await reportCount(report)).toBe(0);
  });
});

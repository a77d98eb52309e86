// How many DynamoDB calls each route of the admin's business dashboards makes, counted in-process by
// an SDK middleware (the budgets of functions/admin-business-dashboards/manage.ts), the
// caller's profile Query (GSI1) included:
//   list 3 with no dashboard, 5 when one names a report; new 3; edit 4; create 3, 4 with a report;
//   update 3, 4 with a report; delete 5; a refused form writes nothing; never a Scan.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '#shared/routes.ts';
import { buildHandler } from '#functions/admin-business-dashboards/handler.ts';
import type { EventOptions } from '../support/events.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { loginAs, testTable, userIdOf } from '../support/stack.ts';
import { form, newReport } from './fixtures/business-dashboards.ts';
import { stackFiles, uploadPreview } from './fixtures/pictures.ts';
import { seedBusiness, uniquePrefix } from './fixtures/viewer-business.ts';

const businessId = uniquePrefix('contas');
const profile = 'QueryCommand:GSI1';
const writes = (commands: string[]) => commands.filter((name) => /Put|Update|Delete|Write/.test(name));

let admin: string;
let adminId: string;

/** Runs a route in-process as the admin on a recording table; its DynamoDB calls sorted. */
async function invoke(routeId: RouteId, options: EventOptions) {
  const answer = await invokeRecorded((table) => buildHandler({ table: () => table, files: stackFiles }), routeId, { sub: adminId, ...options });
  return { ...answer, reads: answer.reads.sort() };
}

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, { dashboards: [], roles: [] });
  [admin, adminId] = await Promise.all([loginAs('admin@portal.local'), userIdOf('admin@portal.local')]);
});

describe('DynamoDB calls of the admin’s business dashboards', () => {
  it('lists in 3 calls, then 5 once a dashboard names a report; the forms in 3 and 4', async () => {
    const business_id = businessId;
    const empty = await invoke('listBusinessDashboards', { params: { business_id } });
    expect([empty.status, empty.reads]).toEqual([200, ['GetItemCommand', 'QueryCommand:Directory', profile]]);

    const fresh = await invoke('newBusinessDashboard', { params: { business_id } });
    expect([fresh.status, fresh.reads]).toEqual([200, ['GetItemCommand', profile, 'QueryCommand:GSI1']]);

    const report = await newReport(uniquePrefix('Report Contado'));
    const preview_key = await uploadPreview(admin, undefined, businessId);
    const created = await invoke('createBusinessDashboard', { params: { business_id }, body: form({ preview_key, report_id: report }) });
    expect([created.status, created.reads]).toEqual([201, ['GetItemCommand', 'GetItemCommand', profile, 'TransactWriteItemsCommand']]);
    const id = created.body.dashboard.id as string;

    const listed = await invoke('listBusinessDashboards', { params: { business_id } });
    expect(listed.body.dashboards.map((item: { report_name: string }) => item.report_name)).toEqual([expect.stringMatching(/^Report Contado/)]);
    expect(listed.reads).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:Directory', profile]);

    const edited = await invoke('editBusinessDashboard', { params: { business_id, id } });
    expect([edited.status, edited.reads]).toEqual([200, ['GetItemCommand', 'GetItemCommand', profile, 'QueryCommand:GSI1']]);
  });

  it('creates in 3 without a report, updates in 4 and deletes in 5', async () => {
    const business_id = businessId;
    const preview_key = await uploadPreview(admin, undefined, businessId);
    const created = await invoke('createBusinessDashboard', { params: { business_id }, body: form({ preview_key }) });
    expect([created.status, created.reads]).toEqual([201, ['GetItemCommand', profile, 'TransactWriteItemsCommand']]);
    const id = created.body.dashboard.id as string;

    const report = await newReport(uniquePrefix('Report Contado'));
    for (const [body, reads] of [
      [form({ report_id: report }), ['GetItemCommand', 'GetItemCommand', profile, 'TransactWriteItemsCommand']],
      [
        form({ report_id: null, preview_key: await uploadPreview(admin, undefined, businessId) }),
        // The report it leaves is read for its name (the activity trail's "from").
        ['GetItemCommand', 'GetItemCommand', profile, 'TransactWriteItemsCommand'],
      ],
    ] as const) {
      const updated = await invoke('updateBusinessDashboard', { params: { business_id, id }, body });
      expect([updated.status, updated.reads]).toEqual([200, reads]);
    }

    const deleted = await invoke('deleteBusinessDashboard', { params: { business_id, id } });
    expect([deleted.status, deleted.reads]).toEqual([
      200,
      ['GetItemCommand', 'QueryCommand', profile, 'QueryCommand:GSI2', 'TransactWriteItemsCommand'],
    ]);
  });

  it('refuses a bad form, an unknown report and unknown ids without writing anything', async () => {
    const business_id = businessId;
    const noPicture = await invoke('createBusinessDashboard', { params: { business_id }, body: form() });
    expect([noPicture.status, noPicture.reads]).toEqual([422, ['GetItemCommand', profile]]);
    const preview_key = await uploadPreview(admin, undefined, businessId);
    const unknownReport = await invoke('createBusinessDashboard', {
      params: { business_id },
      body: form({ preview_key, report_id: 'report-nenhum' }),
    });
    expect([unknownReport.status, unknownReport.reads]).toEqual([422, ['GetItemCommand', 'GetItemCommand', profile]]);
    const unknownBusiness = await invoke('createBusinessDashboard', { params: { business_id: 'nenhuma' }, body: form({ preview_key }) });
    expect([unknownBusiness.status, unknownBusiness.reads]).toEqual([404, ['GetItemCommand', profile]]);
    for (const routeId of ['editBusinessDashboard', 'updateBusinessDashboard', 'deleteBusinessDashboard'] as const) {
      const body = routeId === 'updateBusinessDashboard' ? form() : undefined;
      const unknown = await invoke(routeId, { params: { business_id, id: 'nao-existe' }, body });
      expect([routeId, unknown.status, writes(unknown.commands)]).toEqual([routeId, 404, []]);
    }
  });
});

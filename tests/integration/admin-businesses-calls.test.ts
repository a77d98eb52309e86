// The DynamoDB calls of each businesses route, counted in-process (the handler built on a recording
// table, reaching the stack's emulators as the gateway's handlers do): the budgets the implementation
// files' header comments promise.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '#shared/routes.ts';
import { BUSINESS_MESSAGES as M } from '#shared/platform-messages.ts';
import { buildHandler } from '#functions/admin-businesses/handler.ts';
import type { EventOptions } from '../support/events.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { loginAs, testTable, userIdOf, useStackEnvironment } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { businessForm, createTheme, useFileTheme } from './fixtures/new-business.ts';
import { seedBusiness, testRole, uniquePrefix } from './fixtures/viewer-business.ts';
import { stackFiles } from './fixtures/pictures.ts';

const PROFILE = 'QueryCommand:GSI1';
let adminId: string;
let otherThemeId: string;

beforeAll(async () => {
  useStackEnvironment();
  adminId = await userIdOf('admin@portal.local');
  const admin = await loginAs('admin@portal.local');
  await useFileTheme(admin);
  otherThemeId = await createTheme(admin, uniquePrefix('Tema Contado'));
});

async function invoke(routeId: RouteId, options: EventOptions) {
  const answer = await invokeRecorded((table) => buildHandler({ table: () => table, files: stackFiles }), routeId, { sub: adminId, ...options });
  return { ...answer, reads: answer.reads.sort() };
}

describe('DynamoDB calls of each businesses route', () => {
  it('lists in one Query plus one usage Query per business, and answers the create form from one and the edit form from two', async () => {
    const list = await invoke('listBusinesses', {});
    // Each business's last 30 days of usage: one Query of its USAGE# range, day items and who shards (2 + one per business).
    const usageQueries = Array.from({ length: list.body.businesses.length }, () => 'QueryCommand');
    expect(list.body.businesses.length).toBeGreaterThan(1);
    expect([list.status, list.reads]).toEqual([200, [...usageQueries, PROFILE, 'QueryCommand:GSI1']]);
    const created = await invoke('newBusiness', {});
    expect([created.status, created.reads]).toEqual([200, [PROFILE, 'QueryCommand:GSI1']]);
    const edit = await invoke('editBusiness', { params: { business_id: 'biz-demo' } });
    expect([edit.status, edit.reads]).toEqual([200, ['GetItemCommand', PROFILE, 'QueryCommand:GSI1']]);
  });

  it('creates with three reads and one transaction; refuses from the reads alone; updates with one read (two when the theme changes)', async () => {
    const form = businessForm();
    const created = await invoke('createBusiness', { body: { business: form } });
    expect([created.status, created.reads]).toEqual([
      201,
      ['GetItemCommand', 'GetItemCommand', 'GetItemCommand', PROFILE, 'TransactWriteItemsCommand'],
    ]);

    const refused = await invoke('createBusiness', { body: { business: businessForm({ subdomain: form.subdomain }) } });
    expect([refused.status, refused.body.errors, refused.reads]).toEqual([
      422,
      { subdomain: [M.subdomainTaken] },
      ['GetItemCommand', 'GetItemCommand', 'GetItemCommand', PROFILE],
    ]);

    const id = created.body.business.id as string;
    const updated = await invoke('updateBusiness', {
      params: { business_id: id },
      body: { business: { ...form, name: `${form.name} Novo`, subdomain: `${form.subdomain}-novo`, theme_id: otherThemeId } },
    });
    // A new theme: its name and the old one's, for the trail (one BatchGet).
    expect([updated.status, updated.reads]).toEqual([200, ['BatchGetItemCommand', 'GetItemCommand', PROFILE, 'TransactWriteItemsCommand']]);
    const same = await invoke('updateBusiness', {
      params: { business_id: id },
      body: { business: { ...form, name: `${form.name} Outro`, subdomain: `${form.subdomain}-novo`, theme_id: otherThemeId } },
    });
    expect([same.status, same.reads]).toEqual([200, ['GetItemCommand', PROFILE, 'TransactWriteItemsCommand']]);
  });

  it('lists a page of a business’s users with a GetItem, a Directory Query and one BatchGet', async () => {
    const users = await invoke('listBusinessUsers', { params: { business_id: 'biz-demo' } });
    expect([users.status, users.reads]).toEqual([200, ['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:Directory', PROFILE]]);
    const empty = await invoke('listBusinessUsers', { params: { business_id: 'biz-demo' }, query: { page: '99' } });
    expect([empty.status, empty.body.users, empty.reads]).toEqual([200, [], ['GetItemCommand', 'QueryCommand:Directory', PROFILE]]);
  });

  it('lists the deactivated people, reactivates one and sends an invitation again with the customer_admin’s calls', async () => {
    const businessId = uniquePrefix('painel-chamadas');
    await seedBusiness(testTable(), businessId, { dashboards: [], roles: [testRole(businessId, 'role-p', 'Papel', [])] });
    const [gone, invited] = await Promise.all([
      createTestUser({ businessId, access: 'customer', roleIds: ['role-p'], disabled: true }),
      createTestUser({ businessId, access: 'customer', invited: true }),
    ]);
    const params = (id: string) => ({ params: { business_id: businessId, id } });

    const listed = await invoke('listBusinessUsers', { params: { business_id: businessId }, query: { status: 'inactive' } });
    expect([listed.status, listed.body.users.length, listed.reads]).toEqual([
      200,
      1,
      ['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand:Directory', PROFILE],
    ]);
    const reactivated = await invoke('reactivateBusinessUser', params(gone.id));
    expect([reactivated.status, reactivated.reads]).toEqual([
      200,
      ['BatchGetItemCommand', 'GetItemCommand', PROFILE, 'TransactWriteItemsCommand'],
    ]);
    const sent = await invoke('resendBusinessUserInvitation', params(invited.id));
    expect([sent.status, sent.reads]).toEqual([
      200,
      ['GetItemCommand', 'GetItemCommand', PROFILE, 'TransactWriteItemsCommand', 'UpdateItemCommand'],
    ]);
    const unknown = await invoke('reactivateBusinessUser', params('ninguem'));
    expect([unknown.status, unknown.reads]).toEqual([404, ['GetItemCommand', PROFILE]]);
  });
});

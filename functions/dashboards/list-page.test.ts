import { describe, expect, it } from 'vitest';
import type { TenantCaller } from '../lib/caller.ts';
import { fakeTable } from '../data/fake-table.ts';
import { HttpError } from '../lib/http-error.ts';
import { loadDashboardPage } from './list-page.ts';

const caller = (access: TenantCaller['access'], roleIds: string[]): TenantCaller =>
  ({ userId: 'u', access, businessId: 'b', roleIds, profile: {} }) as unknown as TenantCaller;
const role = (id: string, dashboardIds: string[]) => ({ type: 'role', id, businessId: 'b', name: id, icon: 'x', dashboardIds });
const card = (id: string, name: string) => ({ id, name, summary: '', previewKey: null });

describe('loadDashboardPage', () => {
  it('reads a customer’s few dashboards by id, without the directory', async () => {
    // Prepare: roles BatchGet, bookmarks Query, then the candidates' BatchGet.
    const table = fakeTable([
      { Responses: { 'portal-test': [role('r1', ['d1', 'd2', 'd3'])] } },
      { Items: [{ dashboardId: 'd2' }] },
      { Responses: { 'portal-test': [card('d1', 'Zeta'), card('d3', 'Alfa'), card('d2', 'Beta')] } },
    ]);
    // Act
    const page = await loadDashboardPage(table, caller('customer', ['r1']), { page: 1, pageSize: 2, favouritesOnly: false });
    // Assess
    expect(table.sent.map((c) => c.name)).toEqual(['BatchGetCommand', 'QueryCommand', 'BatchGetCommand']);
    expect(page.dashboards.map((d) => d.id)).toEqual(['d3', 'd2']);
    expect(page.totalCount).toBe(3);
    expect([...page.bookmarked]).toEqual(['d2']);
  });

  it('reads the whole directory, then only the page, for a customer_admin without filters', async () => {
    const table = fakeTable([
      { Items: [] },
      { Items: [{ DirSK: 'alfa#d3', name: 'Alfa' }, { DirSK: 'beta#d2', name: 'Beta' }, { DirSK: 'zeta#d1', name: 'Zeta' }] },
      { Responses: { 'portal-test': [card('d1', 'Zeta')] } },
    ]);
    const page = await loadDashboardPage(table, caller('customer_admin', []), { page: 2, pageSize: 2, favouritesOnly: false });
    expect(table.sent.map((c) => c.name)).toEqual(['QueryCommand', 'QueryCommand', 'BatchGetCommand']);
    expect(table.sent[1].input.IndexName).toBe('Directory');
    expect(page.dashboards.map((d) => d.id)).toEqual(['d1']);
    expect(page.totalCount).toBe(3);
  });

  it('reads a customer_admin’s favourites by id', async () => {
    const table = fakeTable([{ Items: [{ dashboardId: 'd1' }] }, { Responses: { 'portal-test': [card('d1', 'Zeta')] } }]);
    const page = await loadDashboardPage(table, caller('customer_admin', []), { page: 1, pageSize: 12, favouritesOnly: true });
    expect(table.sent.map((c) => c.name)).toEqual(['QueryCommand', 'BatchGetCommand']);
    expect(page.dashboards.map((d) => d.id)).toEqual(['d1']);
  });

  it('refuses a role filter outside the caller’s roles before reading anything', async () => {
    const table = fakeTable();
    await expect(loadDashboardPage(table, caller('customer', ['r1']), { page: 1, pageSize: 12, roleId: 'r9', favouritesOnly: false })).rejects.toThrow(HttpError);
    expect(table.sent).toEqual([]);
  });
});

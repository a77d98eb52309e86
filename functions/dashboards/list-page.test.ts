import { describe, expect, it } from 'vitest';
import type { TenantCaller } from '#functions/domain/caller.ts';
import { fakeTable } from '#functions/data/fake-table.ts';
import { HttpError } from '#functions/lib/http-error.ts';
import { DirectoryCache } from './directory-cache.ts';
import { loadDashboardPage } from './list-page.ts';

const caller = (access: TenantCaller['access'], roleIds: string[]): TenantCaller =>
  ({ userId: 'u', access, businessId: 'b', roleIds, profile: {} }) as unknown as TenantCaller;
const role = (id: string, dashboardIds: string[]) => ({
  type: 'role',
  id,
  businessId: 'b',
  name: id,
  icon: 'x',
  dashboardIds,
  members: { u: 'Uma Pessoa' },
  version: 1,
});
const card = (id: string, name: string) => ({ type: 'dashboard', id, name, summary: '', previewKey: null });
const bookmark = (dashboardId: string) => ({ type: 'bookmark', dashboardId });
const batch = (...items: object[]) => ({ Responses: { 'portal-test': items } });
const directoryAnswer = {
  Items: [
    { DirSK: 'alfa#d3', name: 'Alfa' },
    { DirSK: 'beta#d2', name: 'Beta' },
    { DirSK: 'zeta#d1', name: 'Zeta' },
  ],
};
const version = (n: number, changedAt = 0) => ({ Item: { version: n, changedAt } });
const names = (table: ReturnType<typeof fakeTable>) => table.sent.map((c) => `${c.name}${c.input.IndexName ? `:${c.input.IndexName}` : ''}`);
/** The sort keys a BatchGet asked for. */
const asked = (table: ReturnType<typeof fakeTable>, index: number) =>
  (table.sent[index].input.RequestItems as Record<string, { Keys: { SK: string }[] }>)['portal-test'].Keys.map((k) => k.SK);
const adminList = { page: 1, pageSize: 12, favouritesOnly: false };

describe('loadDashboardPage', () => {
  it('reads a customer’s few dashboards and their bookmarks by id, without the directory or its version, when no copy is held', async () => {
    // Prepare: roles BatchGet, then one BatchGet of the candidates' cards and bookmarks.
    const table = fakeTable([
      batch(role('r1', ['d1', 'd2', 'd3'])),
      batch(card('d1', 'Zeta'), card('d3', 'Alfa'), card('d2', 'Beta'), bookmark('d2')),
    ]);
    // Act
    const page = await loadDashboardPage(table, new DirectoryCache(), caller('customer', ['r1']), {
      page: 1,
      pageSize: 2,
      favouritesOnly: false,
    });
    // Assess
    expect(names(table)).toEqual(['BatchGetCommand', 'BatchGetCommand']);
    expect(asked(table, 1)).toEqual(['DASHBOARD#d1', 'BOOKMARK#u#d1', 'DASHBOARD#d2', 'BOOKMARK#u#d2', 'DASHBOARD#d3', 'BOOKMARK#u#d3']);
    expect(page.dashboards.map((d) => d.id)).toEqual(['d3', 'd2']);
    expect(page.dashboards[0]).toEqual({ id: 'd3', name: 'Alfa', summary: '', previewKey: null });
    expect(page.totalCount).toBe(3);
    expect([...page.bookmarked]).toEqual(['d2']);
  });

  it('on a cold instance reads the directory in parallel with its version, then only the page, for a customer_admin', async () => {
    const table = fakeTable([directoryAnswer, version(4), batch(card('d1', 'Zeta'), bookmark('d1'))]);
    const page = await loadDashboardPage(table, new DirectoryCache(), caller('customer_admin', []), {
      page: 2,
      pageSize: 2,
      favouritesOnly: false,
    });
    expect(names(table)).toEqual(['QueryCommand:Directory', 'GetCommand', 'BatchGetCommand']);
    expect(table.sent[1].input).toMatchObject({ Key: { PK: 'BIZ#b', SK: 'DIRECTORY_VERSION' }, ConsistentRead: true });
    expect(asked(table, 2)).toEqual(['DASHBOARD#d1', 'BOOKMARK#u#d1']);
    expect(page.dashboards.map((d) => d.id)).toEqual(['d1']);
    expect([...page.bookmarked]).toEqual(['d1']);
    expect(page.totalCount).toBe(3);
  });

  it('answers the next request from the cached directory while the version is unchanged', async () => {
    const directories = new DirectoryCache();
    await loadDashboardPage(fakeTable([directoryAnswer, version(4), {}]), directories, caller('customer_admin', []), {
      page: 1,
      pageSize: 2,
      favouritesOnly: false,
    });
    const second = fakeTable([version(4), batch(card('d3', 'Alfa'), card('d2', 'Beta'))]);
    const page = await loadDashboardPage(second, directories, caller('customer_admin', []), { page: 1, pageSize: 2, favouritesOnly: false });
    expect(names(second)).toEqual(['GetCommand', 'BatchGetCommand']);
    expect(page.dashboards.map((d) => d.id)).toEqual(['d3', 'd2']);
    expect(page.totalCount).toBe(3);
  });

  it('reads the directory again when the version changed', async () => {
    const directories = new DirectoryCache();
    await loadDashboardPage(fakeTable([directoryAnswer, version(4), {}]), directories, caller('customer_admin', []), adminList);
    // d2 was renamed "Zulu" (now last) and version 5 written.
    const renamed = {
      Items: [
        { DirSK: 'alfa#d3', name: 'Alfa' },
        { DirSK: 'zeta#d1', name: 'Zeta' },
        { DirSK: 'zulu#d2', name: 'Zulu' },
      ],
    };
    const table = fakeTable([version(5), renamed, {}]);
    await loadDashboardPage(table, directories, caller('customer_admin', []), adminList);
    expect(names(table)).toEqual(['GetCommand', 'QueryCommand:Directory', 'BatchGetCommand']);
    expect(asked(table, 2).filter((sk) => sk.startsWith('DASHBOARD#'))).toEqual(['DASHBOARD#d3', 'DASHBOARD#d1', 'DASHBOARD#d2']);
  });

  it('lets a customer use a held copy of the directory (version read in parallel), filtered by their roles', async () => {
    const directories = new DirectoryCache();
    await loadDashboardPage(fakeTable([directoryAnswer, version(4), {}]), directories, caller('customer_admin', []), adminList);
    const table = fakeTable([batch(role('r1', ['d1', 'd2'])), version(4), {}]);
    const page = await loadDashboardPage(table, directories, caller('customer', ['r1']), adminList);
    expect(names(table)).toEqual(['BatchGetCommand', 'GetCommand', 'BatchGetCommand']);
    expect(asked(table, 2).filter((sk) => sk.startsWith('DASHBOARD#'))).toEqual(['DASHBOARD#d2', 'DASHBOARD#d1']);
    expect(page.totalCount).toBe(2);
  });

  it('falls back to reading a customer’s few dashboards by id when the held copy is out of date', async () => {
    const directories = new DirectoryCache();
    await loadDashboardPage(fakeTable([directoryAnswer, version(4), {}]), directories, caller('customer_admin', []), adminList);
    const table = fakeTable([batch(role('r1', ['d1'])), version(5), batch(card('d1', 'Zeta'))]);
    const page = await loadDashboardPage(table, directories, caller('customer', ['r1']), adminList);
    expect(names(table)).toEqual(['BatchGetCommand', 'GetCommand', 'BatchGetCommand']);
    expect(page.dashboards.map((d) => d.id)).toEqual(['d1']);
    expect(directories.holds('b')).toBe(false);
  });

  it('reads the directory (and keeps it) rather than more than three pages of a customer’s cards by id', async () => {
    const many = Array.from({ length: 37 }, (_, i) => `d${i}`);
    const directories = new DirectoryCache();
    const table = fakeTable([batch(role('r1', many)), directoryAnswer, version(2), {}]);
    const page = await loadDashboardPage(table, directories, caller('customer', ['r1']), adminList);
    expect(names(table)).toEqual(['BatchGetCommand', 'QueryCommand:Directory', 'GetCommand', 'BatchGetCommand']);
    expect(page.totalCount).toBe(3);
    expect(directories.holds('b')).toBe(true);
  });

  it('reads a customer_admin’s favourites with one Query, then their cards by id', async () => {
    const table = fakeTable([{ Items: [{ dashboardId: 'd1' }] }, batch(card('d1', 'Zeta'))]);
    const page = await loadDashboardPage(table, new DirectoryCache(), caller('customer_admin', []), {
      page: 1,
      pageSize: 12,
      favouritesOnly: true,
    });
    expect(names(table)).toEqual(['QueryCommand', 'BatchGetCommand']);
    expect(asked(table, 1)).toEqual(['DASHBOARD#d1']);
    expect(page.dashboards.map((d) => d.id)).toEqual(['d1']);
    expect([...page.bookmarked]).toEqual(['d1']);
  });

  it('refuses a role filter outside the caller’s roles before reading anything', async () => {
    const table = fakeTable();
    const request = { page: 1, pageSize: 12, roleId: 'r9', favouritesOnly: false };
    await expect(loadDashboardPage(table, new DirectoryCache(), caller('customer', ['r1']), request)).rejects.toThrow(HttpError);
    expect(table.sent).toEqual([]);
  });
});

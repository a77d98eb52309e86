import { describe, expect, it } from 'vitest';
import { fakeTable } from '#functions/data/fake-table.ts';
import type { TenantCaller } from './caller.ts';
import { requireVisibleDashboardWithBookmark } from './dashboard-scope.ts';
import { HttpError } from '#functions/lib/http-error.ts';

const caller = (access: TenantCaller['access'], roleIds: string[]): TenantCaller =>
  ({ userId: 'u', access, businessId: 'b', roleIds, profile: {} }) as unknown as TenantCaller;
const dashboard = { type: 'dashboard', id: 'd1', name: 'Painel' };
const role = (id: string, dashboardIds: string[], members: Record<string, string> = { u: 'Uma Pessoa' }) => ({
  type: 'role',
  id,
  dashboardIds,
  members,
});
const batch = (...items: object[]) => ({ Responses: { 'portal-test': items } });

describe('requireVisibleDashboardWithBookmark', () => {
  it('reads the dashboard, the caller’s bookmark and roles in one BatchGet', async () => {
    const table = fakeTable([batch(dashboard, role('r1', ['d1']), { type: 'bookmark', dashboardId: 'd1' })]);
    const answer = await requireVisibleDashboardWithBookmark(table, caller('customer', ['r1', 'r2', 'r1']), 'd1');
    expect(answer).toEqual({ dashboard, bookmarked: true });
    expect(table.sent.map((c) => c.name)).toEqual(['BatchGetCommand']);
    const keys = (table.sent[0].input.RequestItems as Record<string, { Keys: { SK: string }[] }>)['portal-test'].Keys.map((k) => k.SK);
    expect(keys).toEqual(['DASHBOARD#d1', 'BOOKMARK#u#d1', 'ROLE#r1', 'ROLE#r2']);
  });

  it('answers not bookmarked when the bookmark is absent, and lets a customer_admin see any dashboard', async () => {
    const table = fakeTable([batch(dashboard)]);
    expect(await requireVisibleDashboardWithBookmark(table, caller('customer_admin', []), 'd1')).toEqual({ dashboard, bookmarked: false });
  });

  it.each([
    ['out of the customer’s roles', [dashboard, role('r1', ['d9'])]],
    ['unknown', [role('r1', ['d1'])]],
    ['of a role that no longer lists the customer (its roleIds lag a role save)', [dashboard, role('r1', ['d1'], {})]],
  ])('gives the same 404 for a dashboard %s', async (_case, items) => {
    const table = fakeTable([batch(...items)]);
    await expect(requireVisibleDashboardWithBookmark(table, caller('customer', ['r1']), 'd1')).rejects.toThrow(HttpError);
  });
});

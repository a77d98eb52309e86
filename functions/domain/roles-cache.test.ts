import { describe, expect, it } from 'vitest';
import { fakeTable } from '#functions/data/fake-table.ts';
import { RolesCache } from './roles-cache.ts';

const rolesAnswer = (name: string) => ({ Items: [{ type: 'role', id: 'r1', name, dashboardIds: [], members: {} }] });

describe('RolesCache', () => {
  it('reads the roles once per version (strongly consistent), and again when the version moves', async () => {
    const cache = new RolesCache();
    const table = fakeTable([rolesAnswer('Vendas'), rolesAnswer('Vendas 2')]);

    expect((await cache.roles(table, 'b', 3))[0].name).toBe('Vendas');
    expect((await cache.roles(table, 'b', 3))[0].name).toBe('Vendas');
    expect(table.sent).toHaveLength(1);
    expect(table.sent[0].input).toMatchObject({ ConsistentRead: true, ExpressionAttributeValues: { ':pk': 'BIZ#b', ':prefix': 'ROLE#' } });

    expect((await cache.roles(table, 'b', 4))[0].name).toBe('Vendas 2');
    expect(table.sent).toHaveLength(2);
  });

  it('reads again after its maximum age whatever the version, and keeps the most recently used businesses', async () => {
    let now = 0;
    const cache = new RolesCache({ maxAgeMs: 1000, maxBusinesses: 2, now: () => now });
    const table = fakeTable(Array.from({ length: 6 }, () => rolesAnswer('R')));

    await cache.roles(table, 'a', 1);
    now = 1500;
    await cache.roles(table, 'a', 1);
    expect(table.sent).toHaveLength(2);

    await cache.roles(table, 'b', 1);
    await cache.roles(table, 'a', 1); // a is now the most recent
    await cache.roles(table, 'c', 1); // drops b
    expect(table.sent).toHaveLength(4);
    await cache.roles(table, 'a', 1);
    expect(table.sent).toHaveLength(4);
    await cache.roles(table, 'b', 1);
    expect(table.sent).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { fakeTable } from '#functions/data/fake-table.ts';
import { DirectoryCache } from './directory-cache.ts';

const directory = (...names: string[]) => ({ Items: names.map((name, i) => ({ DirSK: `${name.toLowerCase()}#d${i}`, name })) });
const version = (n: number, changedAt = 0) => ({ Item: { version: n, changedAt } });
const sent = (table: ReturnType<typeof fakeTable>) =>
  table.sent.map((c) => (c.input.IndexName ? 'directory' : c.name === 'GetCommand' ? 'version' : c.name));

describe('DirectoryCache', () => {
  it('keeps a copy per version and reads the index again when the version moves', async () => {
    const cache = new DirectoryCache();
    const cold = fakeTable([directory('A', 'B'), version(1)]);
    expect((await cache.lookup(cold, 'biz', true)).entries?.map((e) => e.name)).toEqual(['A', 'B']);
    expect(sent(cold)).toEqual(['directory', 'version']);

    const warm = fakeTable([version(1)]);
    expect((await cache.lookup(warm, 'biz', true)).entries?.map((e) => e.name)).toEqual(['A', 'B']);
    expect(sent(warm)).toEqual(['version']);

    const moved = fakeTable([version(2), directory('A', 'B', 'C')]);
    expect((await cache.lookup(moved, 'biz', true)).entries?.map((e) => e.name)).toEqual(['A', 'B', 'C']);
    expect(sent(moved)).toEqual(['version', 'directory']);
  });

  it('keeps the searchable name of each entry from the index sort key', async () => {
    const cache = new DirectoryCache();
    const table = fakeTable([{ Items: [{ DirSK: 'relatorio #1#d9', name: 'Relatório #1' }] }, version(1)]);
    expect((await cache.lookup(table, 'biz', true)).entries).toEqual([{ id: 'd9', name: 'Relatório #1', searchName: 'relatorio #1' }]);
  });

  it('answers nothing on a miss without readOnMiss', async () => {
    const cache = new DirectoryCache();
    const table = fakeTable([version(1)]);
    expect(await cache.lookup(table, 'biz', false)).toEqual({ version: { version: 1, changedAt: 0 } });
    expect(sent(table)).toEqual(['version']);
  });

  it('does not keep a read that began within the settle time of the version’s write (the index may lag)', async () => {
    let now = 100_000;
    const cache = new DirectoryCache({ settleMs: 5_000, now: () => now });
    const early = fakeTable([directory('A'), version(7, 97_000)]);
    expect((await cache.lookup(early, 'biz', true)).entries?.map((e) => e.name)).toEqual(['A']);
    expect(cache.holds('biz')).toBe(false);
    now = 102_000;
    await cache.lookup(fakeTable([directory('A', 'B'), version(7, 97_000)]), 'biz', true);
    expect(cache.holds('biz')).toBe(true);
  });

  it('reads a copy again once it is older than maxAgeMs, whatever the version says', async () => {
    let now = 1_000_000;
    const cache = new DirectoryCache({ maxAgeMs: 60_000, now: () => now });
    await cache.lookup(fakeTable([directory('A'), version(1)]), 'biz', true);
    now += 60_000;
    const table = fakeTable([version(1), directory('A', 'B')]);
    expect((await cache.lookup(table, 'biz', true)).entries).toHaveLength(2);
    expect(sent(table)).toEqual(['version', 'directory']);
  });

  it('holds at most maxBusinesses directories, dropping the least recently used', async () => {
    const cache = new DirectoryCache({ maxBusinesses: 2 });
    await cache.lookup(fakeTable([directory('A'), version(1)]), 'one', true);
    await cache.lookup(fakeTable([directory('B'), version(1)]), 'two', true);
    await cache.lookup(fakeTable([version(1)]), 'one', true);
    await cache.lookup(fakeTable([directory('C'), version(1)]), 'three', true);
    expect(cache.businesses()).toEqual(['one', 'three']);
  });
});

import { describe, expect, it } from 'vitest';
import type { UsageDayItem } from '#functions/data/usage.ts';
import { averageViewSeconds, rankByViews, summarizeUsage, totalsOf, unopened } from './usage-summary.ts';

// Day items (views, seconds) and who shards (active users, views per user and dashboard), as stored.
const items: UsageDayItem[] = [
  { date: '2026-03-02', views: 3, seconds: 100.4 },
  { date: '2026-03-02', activeUsers: new Set(['ana']), uv_ana: 2, dv_d1: 3 },
  { date: '2026-03-02', activeUsers: new Set(['bia']), uv_bia: 1 },
  { date: '2026-03-04', views: 1, seconds: 50 },
  { date: '2026-03-04', activeUsers: new Set(['ana']), uv_ana: 1, dv_d_2: 1 },
  // Outside the period: ignored.
  { date: '2026-02-01', views: 9, seconds: 9 },
  { date: '2026-02-01', activeUsers: new Set(['caio']), uv_caio: 9 },
];
const days = ['2026-03-02', '2026-03-03', '2026-03-04'];

describe('summarizeUsage', () => {
  it('sums the period’s days, fills the missing ones with zeros and keeps per-user and per-dashboard views', () => {
    const summary = summarizeUsage(days, items);
    expect(summary.daily).toEqual([
      { date: '2026-03-02', views: 3, seconds: 100 },
      { date: '2026-03-03', views: 0, seconds: 0 },
      { date: '2026-03-04', views: 1, seconds: 50 },
    ]);
    expect(summary.totals).toEqual({ views: 4, seconds: 150.4 });
    expect([...summary.activeUsers].sort()).toEqual(['ana', 'bia']);
    expect(summary.viewsByUser).toEqual(
      new Map([
        ['ana', 3],
        ['bia', 1],
      ]),
    );
    // An id holding `_` keeps it: only the two-letter prefix and its `_` are cut.
    expect(summary.viewsByDashboard).toEqual(
      new Map([
        ['d1', 3],
        ['d_2', 1],
      ]),
    );
  });
});

describe('rankByViews', () => {
  const people = [
    { id: 'ana', name: 'Ana' },
    { id: 'bia', name: 'Bia' },
    { id: 'caio', name: 'Caio' },
    { id: 'davi', name: 'Davi' },
  ];
  const views = new Map([
    ['ana', 2],
    ['bia', 3],
    ['caio', 2],
  ]);

  it('ranks the most viewed first (ties in name order) and the least viewed with zeros first', () => {
    const { most, least } = rankByViews(people, views, 10);
    expect(most.map((row) => row.id)).toEqual(['bia', 'ana', 'caio']);
    expect(least.map((row) => row.id)).toEqual(['davi', 'ana', 'caio', 'bia']);
    expect(least[0]).toEqual({ id: 'davi', name: 'Davi', views: 0 });
  });

  it('keeps at most `size` rows', () => {
    const { most, least } = rankByViews(people, views, 2);
    expect([most.length, least.length]).toEqual([2, 2]);
  });
});

describe('unopened, averageViewSeconds and totalsOf', () => {
  it('lists the dashboards without views in name order, counting them all', () => {
    const dashboards = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ];
    expect(unopened(dashboards, new Map([['b', 1]]), 1)).toEqual({ count: 2, names: ['A'] });
  });

  it('averages seconds per view, 0 without views', () => {
    expect(averageViewSeconds({ views: 4, seconds: 150.4 })).toBe(38);
    expect(averageViewSeconds({ views: 0, seconds: 12 })).toBe(0);
  });

  it('totals any days, counting each active user once', () => {
    expect(totalsOf(items)).toEqual({ views: 13, seconds: 159, activeUsers: 3 });
  });
});

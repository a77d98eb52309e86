// A period's usage, summed in memory from its usage items (functions/data/usage.ts), and the rankings the
// insights show. Pure: the reads happen in functions/insights.
import type { UsageDay, UsageRow } from '#shared/insights-api-types.ts';
import type { UsageDayItem } from '#functions/data/usage.ts';

export interface Figures {
  views: number;
  seconds: number;
}

export interface UsageSummary {
  /** Every day asked for, oldest first, zeros for days without an item. Seconds rounded per day. */
  daily: UsageDay[];
  /** Exact sums (seconds not rounded). */
  totals: Figures;
  /** Users who opened something in the period (including users deactivated since). */
  activeUsers: Set<string>;
  /** Views per user and per dashboard (the who shards keep no seconds per entity). */
  viewsByUser: Map<string, number>;
  viewsByDashboard: Map<string, number>;
}

// Per-entity attribute prefixes of the who shards (usageAttribute in functions/data/usage.ts).
const PER_ENTITY = /^(uv|dv)_(.+)$/;

/** Sums the usage items (day items and who shards) of `days`; items of other days are ignored. */
export function summarizeUsage(days: string[], items: UsageDayItem[]): UsageSummary {
  const byDay = new Map(days.map((date) => [date, { views: 0, seconds: 0 }]));
  const summary: UsageSummary = {
    daily: [],
    totals: { views: 0, seconds: 0 },
    activeUsers: new Set(),
    viewsByUser: new Map(),
    viewsByDashboard: new Map(),
  };
  for (const item of items) {
    const day = byDay.get(item.date);
    if (!day) continue;
    day.views += item.views ?? 0;
    day.seconds += item.seconds ?? 0;
    for (const userId of item.activeUsers ?? []) summary.activeUsers.add(userId);
    for (const [attribute, value] of Object.entries(item)) {
      const match = PER_ENTITY.exec(attribute);
      if (!match || typeof value !== 'number') continue;
      const [, kind, id] = match;
      const views = kind === 'uv' ? summary.viewsByUser : summary.viewsByDashboard;
      views.set(id, (views.get(id) ?? 0) + value);
    }
  }
  for (const [date, figures] of byDay) {
    summary.totals.views += figures.views;
    summary.totals.seconds += figures.seconds;
    summary.daily.push({ date, views: figures.views, seconds: Math.round(figures.seconds) });
  }
  return summary;
}

/** Something ranked: its id and name, in the order of its list (name order). */
export interface Named {
  id: string;
  name: string;
}

/**
 * Rows of `entities` (given in name order, which breaks ties) with their views: `most` the ones with
 * views, most views first; `least` all of them, fewest views first.
 */
export function rankByViews(entities: Named[], views: Map<string, number>, size: number): { most: UsageRow[]; least: UsageRow[] } {
  const rows = entities.map(({ id, name }, order) => ({ row: { id, name, views: views.get(id) ?? 0 }, order }));
  const most = rows.filter(({ row }) => row.views > 0).sort((a, b) => b.row.views - a.row.views || a.order - b.order);
  const least = [...rows].sort((a, b) => a.row.views - b.row.views || a.order - b.order);
  return { most: most.slice(0, size).map(({ row }) => row), least: least.slice(0, size).map(({ row }) => row) };
}

/** Dashboards (in name order) nobody opened in the period: how many, and the first `listed` names. */
export function unopened(dashboards: Named[], views: Map<string, number>, listed: number): { count: number; names: string[] } {
  const names = dashboards.filter((dashboard) => !views.get(dashboard.id)).map((dashboard) => dashboard.name);
  return { count: names.length, names: names.slice(0, listed) };
}

/** Seconds watched per view started, rounded (0 without views). */
export const averageViewSeconds = ({ views, seconds }: Figures): number => (views > 0 ? Math.round(seconds / views) : 0);

/** The totals of some usage items, whatever their days: views, seconds (rounded) and distinct active users. */
export function totalsOf(items: UsageDayItem[]): Figures & { activeUsers: number } {
  const activeUsers = new Set<string>();
  let [views, seconds] = [0, 0];
  for (const item of items) {
    views += item.views ?? 0;
    seconds += item.seconds ?? 0;
    for (const userId of item.activeUsers ?? []) activeUsers.add(userId);
  }
  return { views, seconds: Math.round(seconds), activeUsers: activeUsers.size };
}

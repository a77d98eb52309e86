// A few weeks of believable use for the demo: the demo's customer and its customer_admin open some of
// their dashboards on the weekdays of the last DEMO_USAGE_DAYS days, for a few minutes each, through the
// portal's own view writes given past instants (startView, touchView, endViewOfUser), so the history
// and the usage counters agree exactly as they do for real visits. One view in eight is left open, as a
// tab closed without its end would be. The same choices on every run (a seeded generator).
import { calendarDay, periodDays, shiftDay } from '#functions/lib/usage-calendar.ts';
import { readUsageDays } from '#functions/data/usage.ts';
import { endViewOfUser, startView, touchView } from '#functions/data/views.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';

export const DEMO_USAGE_DAYS = 21;

export interface DemoViewer {
  businessId: string;
  userId: string;
  userName: string;
  /** The dashboards this person opens, the first ones more often. */
  dashboards: { id: string; name: string }[];
}

function generator(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

interface Visit {
  viewer: DemoViewer;
  dashboard: { id: string; name: string };
  start: Date;
  seconds: number;
  ended: boolean;
}

/** One person's weekdays: 1–2 views a day, each 3–25 minutes. */
function visitsOf(viewer: DemoViewer, days: string[], seed: number): Visit[] {
  const next = generator(seed);
  const visits: Visit[] = [];
  for (const day of days) {
    if ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) continue;
    for (let k = 1 + Math.floor(next() * 2); k > 0; k--) {
      visits.push({
        viewer,
        dashboard: viewer.dashboards[Math.floor(next() ** 2 * viewer.dashboards.length)],
        // Between 09:00 and 17:00 in São Paulo (UTC−3).
        start: new Date(Date.parse(`${day}T12:00:00Z`) + Math.floor(next() * 8 * 3600) * 1000),
        seconds: 180 + Math.floor(next() * 1320),
        ended: next() >= 0.125,
      });
    }
  }
  return visits;
}

/** Consecutive visits grouped while no two of a group share a person or a dashboard. */
function groupsWithoutSharedCounters(visits: Visit[]): Visit[][] {
  const groups: Visit[][] = [];
  let taken = new Set<string>();
  for (const visit of visits) {
    const counters = [`u:${visit.viewer.userId}`, `d:${visit.dashboard.id}`];
    if (groups.length === 0 || counters.some((counter) => taken.has(counter))) {
      groups.push([]);
      taken = new Set();
    }
    groups[groups.length - 1].push(visit);
    counters.forEach((counter) => taken.add(counter));
  }
  return groups;
}

/** A visit's ping half-way and, unless the tab was abandoned, its end. */
async function finish(table: TableContext, { viewer, start, seconds, ended }: Visit, viewId: string) {
  const at = (fraction: number) => new Date(start.getTime() + Math.round(seconds * fraction) * 1000);
  await touchView(table, viewer.businessId, viewer.userId, viewId, at(0.5));
  if (ended) await endViewOfUser(table, viewer.businessId, viewer.userId, viewId, at(1));
}

/**
 * Writes the demo's past use, unless its business already has usage counters in that window (a re-seed
 * over existing data keeps the views it has instead of adding a second set). Returns whether it wrote.
 */
export async function seedDemoUsage(table: TableContext, viewers: DemoViewer[], now: Date = new Date()): Promise<boolean> {
  const today = calendarDay(now);
  const existing = await readUsageDays(table, viewers[0].businessId, shiftDay(today, -DEMO_USAGE_DAYS), shiftDay(today, -1), ['views']);
  if (existing.length > 0) return false;
  // The days before today: today's figures are left to the person trying the demo.
  const days = periodDays(DEMO_USAGE_DAYS + 1, now).slice(0, -1);
  const visits = viewers.flatMap((viewer, i) => visitsOf(viewer, days, 7 + i)).sort((a, b) => a.start.getTime() - b.start.getTime());
  // Views are started in time order, so each history is numbered as it happened; visits that share
  // neither a person nor a dashboard take no common counter and start together. Each view's ping
  // half-way and its end (all but the abandoned ones) run alongside the later starts.
  const finishing: Promise<unknown>[] = [];
  for (const group of groupsWithoutSharedCounters(visits)) {
    const views = await Promise.all(
      group.map(({ viewer: { businessId, userId, userName }, dashboard, start }) =>
        startView(table, { businessId, userId, userName, dashboardId: dashboard.id, dashboardName: dashboard.name }, start),
      ),
    );
    finishing.push(...group.map((visit, i) => finish(table, visit, views[i].id)));
  }
  await Promise.all(finishing);
  return true;
}

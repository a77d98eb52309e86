// What one ping (a heartbeat or the end) of an open view counts, and which open views a new one pushes
// out. Pure arithmetic in epoch milliseconds (whole numbers: sums stay exact); the writes that hold it
// against races are in views.ts and open-views.ts.
//   - A ping counts the time since the view's previous ping, at most PING_CAP_MS: a tab that slept or
//     lost the network for an hour adds one heartbeat and its grace, not the hour.
//   - A user's time on one dashboard counts once: a ping adds only what lies after `untilMs`, the instant
//     up to which that user's views of that dashboard were already counted. What a ping counts goes both
//     to the business's day and to the view's own duration, so a user's history adds up to their hours.
import { VIEW_LIMITS, VIEWS } from '#shared/constants.ts';

/** The most one ping counts: the heartbeat interval and its grace. */
export const PING_CAP_MS = (VIEWS.heartbeatSeconds + VIEW_LIMITS.pingGraceSeconds) * 1000;

export interface Ping {
  /** The ping's instant: never before the view's previous one (two instances' clocks may differ a little). */
  atMs: number;
  /** What it counts: the time since the view's previous ping, capped, less what another view of the same dashboard counted. */
  countedMs: number;
  /** The user's counted-until on that dashboard after this ping. */
  untilMs: number;
}

/** A ping at `nowMs` of a view last pinged at `lastMs`, the user's time on its dashboard counted until `untilMs` (none yet: undefined). */
export function countPing({ lastMs, nowMs, untilMs }: { lastMs: number; nowMs: number; untilMs?: number }): Ping {
  const atMs = Math.max(nowMs, lastMs);
  const from = Math.max(lastMs, atMs - PING_CAP_MS);
  const countedFrom = Math.max(from, untilMs ?? from);
  return { atMs, countedMs: Math.max(0, atMs - countedFrom), untilMs: Math.max(untilMs ?? atMs, atMs) };
}

/**
 * The open views a new one pushes out so that at most `keep` stay besides it: those pinged longest ago
 * (an abandoned tab, whose pings stopped, before any live one), oldest first.
 */
export function pushedOut<T extends { lastMs: number; viewId: string }>(open: readonly T[], keep: number): T[] {
  const oldestFirst = [...open].sort((a, b) => a.lastMs - b.lastMs || (a.viewId < b.viewId ? -1 : 1));
  return oldestFirst.slice(0, Math.max(0, open.length - keep));
}

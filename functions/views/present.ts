// Stored views turned into history rows.
//
// A view's duration is the time its pings counted (each at most VIEWS.heartbeatSeconds +
// VIEW_LIMITS.pingGraceSeconds, less what the user's other open views of the same dashboard counted:
// functions/data/watch-time.ts): the time it could really have been watched, as the hours count it.
// While it is open, its last ping and counted time are on its user's counter (functions/data/open-views.ts).
// Never-ended views: the page pings every VIEWS.heartbeatSeconds and ends its view with a keepalive
// request on unload, but a crash, a closed laptop or a lost network leaves a view open for ever. So a
// view whose last ping is older than VIEWS.staleAfterSeconds is shown as ended at its last ping, with
// the time it counted. Nothing is written for it; a later end or heartbeat from its owner still applies.
import type { ViewRecord } from '#shared/api-types.ts';
import { VIEWS } from '#shared/constants.ts';
import type { OpenView } from '#functions/data/open-views.ts';
import type { ViewRecordItem } from '#functions/data/records.ts';

const seconds = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/**
 * When a view ended and how long it lasted, counting a stale open view as ended at its last ping.
 * `open`: its state on its user's counter while it is open (absent for a view opened before the
 * counters held it: its item's own last ping is used).
 */
export function effectiveEnd(view: ViewRecordItem, now: Date, open?: OpenView): { finishedAt: string | null; durationSeconds: number | null } {
  if (view.finishedAt) {
    return {
      finishedAt: view.finishedAt,
      durationSeconds: view.durationSeconds != null ? Math.round(view.durationSeconds) : seconds(view.startedAt, view.finishedAt),
    };
  }
  const staleSince = now.getTime() - VIEWS.staleAfterSeconds * 1000;
  if (open) {
    if (open.lastMs >= staleSince) return { finishedAt: null, durationSeconds: null };
    return { finishedAt: new Date(open.lastMs).toISOString(), durationSeconds: Math.round(open.watchedMs / 1000) };
  }
  if (Date.parse(view.lastSeenAt) < staleSince)
    return { finishedAt: view.lastSeenAt, durationSeconds: seconds(view.startedAt, view.lastSeenAt) };
  return { finishedAt: null, durationSeconds: null };
}

/** A row of the history table. */
export function toViewRecord(view: ViewRecordItem, now: Date, open?: OpenView): ViewRecord {
  const end = effectiveEnd(view, now, open);
  return {
    id: view.id,
    user_name: view.userName,
    dashboard_name: view.dashboardName,
    started_at: view.startedAt,
    finished_at: end.finishedAt,
    duration_interval: end.durationSeconds,
  };
}

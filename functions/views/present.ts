// Stored views turned into history rows.
//
// Never-ended views: the page pings every VIEWS.heartbeatSeconds and ends its view with a keepalive
// request on unload, but a crash, a closed laptop or a lost network leaves a view open for ever. So a
// view whose lastSeenAt is older than VIEWS.staleAfterSeconds is shown as ended at its last ping:
// finished_at = lastSeenAt, duration = lastSeenAt − startedAt. Nothing is written for it; the record
// stays as it is and a later end or heartbeat from its owner still applies.
import type { ViewRecord } from '#shared/api-types.ts';
import { VIEWS } from '#shared/constants.ts';
import type { ViewRecordItem } from '#functions/data/records.ts';

const seconds = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/** When a view ended and how long it lasted, counting a stale open view as ended at its last ping. */
export function effectiveEnd(view: ViewRecordItem, now: Date): { finishedAt: string | null; durationSeconds: number | null } {
  if (view.finishedAt) {
    return {
      finishedAt: view.finishedAt,
      durationSeconds: view.durationSeconds != null ? Math.round(view.durationSeconds) : seconds(view.startedAt, view.finishedAt),
    };
  }
  const staleSince = now.getTime() - VIEWS.staleAfterSeconds * 1000;
  if (Date.parse(view.lastSeenAt) < staleSince)
    return { finishedAt: view.lastSeenAt, durationSeconds: seconds(view.startedAt, view.lastSeenAt) };
  return { finishedAt: null, durationSeconds: null };
}

/** A row of the history table. */
export function toViewRecord(view: ViewRecordItem, now: Date): ViewRecord {
  const end = effectiveEnd(view, now);
  return {
    id: view.id,
    user_name: view.userName,
    dashboard_name: view.dashboardName,
    started_at: view.startedAt,
    finished_at: end.finishedAt,
    duration_interval: end.durationSeconds,
  };
}

import { MESSAGES } from '#shared/messages.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A view's length as people say it: "45 s", "1 min 05 s", "2 h 03 min 05 s"; an open view (no
 * duration yet) reads `MESSAGES.views.open`. The one place durations are written.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return MESSAGES.views.open;
  const { hours: h, minutes: min, seconds: s } = MESSAGES.views.durationUnits;
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours} ${h} ${pad(minutes)} ${min} ${pad(rest)} ${s}`;
  if (minutes > 0) return `${minutes} ${min} ${pad(rest)} ${s}`;
  return `${rest} ${s}`;
}

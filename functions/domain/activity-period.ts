// The trail's period filter: calendar days (`YYYY-MM-DD`, inclusive) in the portal's time zone
// (INSIGHTS.timeZone), turned into the instants entries are sorted by (UTC ISO).
import { INSIGHTS } from '#shared/usage-constants.ts';
import { shiftDay } from '#functions/lib/usage-calendar.ts';

/** How far `timeZone` is ahead of UTC at `instant`, in ms (negative west of Greenwich). */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a day starts in the zone. */
export function startOfDay(day: string, timeZone: string = INSIGHTS.timeZone): number {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  return midnightUtc - zoneOffset(midnightUtc - zoneOffset(midnightUtc, timeZone), timeZone);
}

/** The instants (ISO, inclusive) of `from`..`to` days; an open end reaches the first or last entry. */
export function periodInstants(
  from: string | undefined,
  to: string | undefined,
  timeZone: string = INSIGHTS.timeZone,
): { fromInstant: string; toInstant: string } {
  return {
    fromInstant: from ? new Date(startOfDay(from, timeZone)).toISOString() : '0000',
    toInstant: to ? new Date(startOfDay(shiftDay(to, 1), timeZone) - 1).toISOString() : '9999',
  };
}

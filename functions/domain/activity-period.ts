// The trail's period filter: calendar days (`YYYY-MM-DD`, inclusive) in the portal's time zone
// (INSIGHTS.timeZone), kept to the days the trail keeps (the stage's retention back from today), and
// turned into the instants entries are sorted by (UTC ISO). Only days the trail can hold reach a Query:
// a year past 9999 would be `+010000-…`, which sorts before every entry and made DynamoDB refuse the range.
import { INSIGHTS } from '#shared/usage-constants.ts';
import { calendarDay, shiftDay } from '#functions/lib/usage-calendar.ts';

/** Days, inclusive, as `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

/** Instants (ISO), inclusive. */
export interface PeriodInstants {
  fromInstant: string;
  toInstant: string;
}

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

/** The days a trail keeps at `now`: from `retentionDays` before today to today (entries older are expired). */
export function keptDays(now: Date, retentionDays: number): Period {
  const today = calendarDay(now);
  return { from: shiftDay(today, -retentionDays), to: today };
}

/**
 * The asked days within the kept ones: an open end, or an end beyond them, is moved to theirs.
 * Undefined when none of the asked days is kept (a period wholly in the future, or wholly expired).
 */
export function keptPeriod(asked: Partial<Period>, kept: Period): Period | undefined {
  const from = asked.from && asked.from > kept.from ? asked.from : kept.from;
  const to = asked.to && asked.to < kept.to ? asked.to : kept.to;
  return from <= to ? { from, to } : undefined;
}

/** The instants (ISO, inclusive) of a period's days. */
export function periodInstants({ from, to }: Period, timeZone: string = INSIGHTS.timeZone): PeriodInstants {
  return {
    fromInstant: new Date(startOfDay(from, timeZone)).toISOString(),
    toInstant: new Date(startOfDay(shiftDay(to, 1), timeZone) - 1).toISOString(),
  };
}

/**
 * Where a page starts: a cursor's position (`<at>#<id>`) inside the period; undefined, the period's
 * newest entry, for a position after it (or none); null, no page at all, for one before it. DynamoDB
 * refuses a start key outside the Query's range.
 */
export function startWithin(position: string | undefined, { fromInstant, toInstant }: PeriodInstants): string | undefined | null {
  // The Query's own bounds: entries sort as `<at>#<id>`, up to `<toInstant>~`.
  if (position === undefined || position > `${toInstant}~`) return undefined;
  return position < fromInstant ? null : position;
}

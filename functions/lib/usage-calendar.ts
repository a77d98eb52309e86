// Calendar days of the usage counters: a day is a date in the portal's time zone (INSIGHTS.timeZone),
// written `YYYY-MM-DD`, so a view at 23:30 in São Paulo counts on that day although it is already the
// next day in UTC. Pure functions of the instant they are given (tests pass fixed ones).
import { INSIGHTS } from '#shared/usage-constants.ts';

// en-CA formats dates as YYYY-MM-DD.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INSIGHTS.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of an instant in the portal's time zone. */
export const calendarDay = (instant: Date): string => dayFormat.format(instant);

const DAY_MS = 86_400_000;

/** The day `offset` days after `day` (negative: before); plain date arithmetic, no time zone involved. */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` days of a period ending on the day of `now` (today), oldest first. */
export function periodDays(count: number, now: Date): string[] {
  const today = calendarDay(now);
  return Array.from({ length: count }, (_, i) => shiftDay(today, i - count + 1));
}

/** The first and last day of a month given as `YYYY-MM`. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const nextMonth = new Date(Date.parse(`${from}T00:00:00Z`));
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return { from, to: shiftDay(nextMonth.toISOString().slice(0, 10), -1) };
}

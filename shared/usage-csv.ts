// The usage exports as Brazilian spreadsheets open them: UTF-8 with a BOM (so Excel reads the accents),
// `;` between fields, a decimal comma, dates DD/MM/YYYY. The SPA builds them from the same answers the
// screens show, so a file and its screen never disagree; tests parse them back.
import type { InsightsResponse, PlatformUsageResponse, UsageRow } from './insights-api-types.ts';
import { INSIGHTS_MESSAGES as M } from './insights-messages.ts';

const BOM = '\uFEFF';
const SEPARATOR = ';';

/** `2026-11-23` → `23/11/2026`. */
export const brazilianDate = (isoDay: string): string => isoDay.split('-').reverse().join('/');

/** A decimal with a comma and `places` digits: 1.5 → `1,50`. */
export const decimalComma = (value: number, places = 2): string => value.toFixed(places).replace('.', ',');

/** Seconds as hours with two decimals (`5400` → `1,50`). */
export const hoursOf = (seconds: number): string => decimalComma(seconds / 3600);

/** Cents as reais with a decimal comma, no currency sign (`123456` → `1234,56`). */
const reaisOf = (cents: number): string => decimalComma(cents / 100);

/**
 * One field: quoted when it holds the separator, a quote or a line break; a text starting like a formula
 * (`=`, `+`, `-`, `@`) is prefixed with `'` so a spreadsheet shows it instead of running it.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (...fields: (string | number)[]) => fields.map(csvField).join(SEPARATOR);
const document = (lines: string[]) => `${BOM}${lines.join('\r\n')}\r\n`;

const ranking = (title: string, nameColumn: string, rows: UsageRow[]) => [
  '',
  line(title),
  line(nameColumn, M.columns.views),
  ...rows.map((row) => line(row.name, row.views)),
];

/** A business's insights for one period: totals, every day, the rankings and the unopened dashboards. */
export function insightsCsv(insights: InsightsResponse): string {
  const { business, period, totals } = insights;
  return document([
    line(M.csv.business, business.name),
    line(M.csv.period, M.csv.periodValue(brazilianDate(period.from), brazilianDate(period.to))),
    '',
    line(M.csv.totals),
    line(M.cards.views, M.cards.hours, M.cards.activeUsers, M.csv.seatsUsed, M.csv.userLimit, M.csv.averageOpenMinutes),
    line(
      totals.views,
      hoursOf(totals.seconds),
      totals.active_users,
      business.seats_used,
      business.user_limit,
      decimalComma(totals.average_view_seconds / 60),
    ),
    '',
    line(M.csv.dailySection),
    line(M.columns.date, M.columns.views, M.columns.hours),
    ...insights.daily.map((day) => line(brazilianDate(day.date), day.views, hoursOf(day.seconds))),
    ...ranking(M.topDashboards, M.columns.dashboard, insights.top_dashboards),
    '',
    line(M.unopenedDashboards),
    line(M.columns.dashboard),
    ...insights.unopened_dashboards.names.map((name) => line(name)),
    ...ranking(M.mostActive, M.columns.collaborator, insights.most_active_users),
    ...ranking(M.leastActive, M.columns.collaborator, insights.least_active_users),
  ]);
}

/** The platform's month: one row per business. */
export function platformUsageCsv(usage: PlatformUsageResponse): string {
  const C = M.platform.columns;
  return document([
    line(C.business, C.seats, C.seatsUsed, C.activeUsers, C.views, C.hours, C.ticket, C.ticketPerActiveUser),
    ...usage.businesses.map((row) =>
      line(
        row.name,
        row.user_limit,
        row.seats_used,
        row.active_users,
        row.views,
        hoursOf(row.seconds),
        reaisOf(row.pricing_cents),
        row.ticket_per_active_user_cents === null ? '' : reaisOf(row.ticket_per_active_user_cents),
      ),
    ),
  ]);
}

// One business's insights over the last `days` days, from its daily usage counters. DynamoDB calls
// (budget checked by tests/integration/usage-insights.test.ts), whatever the number of views:
//   usage Query (BIZ#<biz>, SK BETWEEN USAGE#<from> AND USAGE#<to>#WHO#9: each day's item and its ≤ 8 who
//   shards, ≤ 810 items for 90 days) ‖ dashboards Directory Query ‖ users Directory Query (keys only),
//   then one BatchGet of the business (name, seats) and the ranked users' names (≤ 2 × rankSize)
//   → 4 (+1 profile; +1 per further MB of usage items: 90 days at 1,000 users read ~1.5 MB, 2 pages)
import { INSIGHTS } from '#shared/usage-constants.ts';
import type { InsightsResponse } from '#shared/insights-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { getBusinessAndUserNames } from '#functions/data/businesses.ts';
import { listDashboardDirectory } from '#functions/data/dashboards.ts';
import { readUsageDays } from '#functions/data/usage.ts';
import { listUserEntries } from '#functions/data/user-list.ts';
import { averageViewSeconds, rankByViews, summarizeUsage, unopened } from '#functions/domain/usage-summary.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { notFound } from '#functions/lib/http-error.ts';
import { periodDays } from '#functions/lib/usage-calendar.ts';

/** The insights of a business over the `count` days ending today; 404 when there is no such business. */
export async function insightsOf(table: TableContext, businessId: string, count: number, now: Date = new Date()): Promise<InsightsResponse> {
  const days = periodDays(count, now);
  const [from, to] = [days[0], days[days.length - 1]];
  const [items, dashboards, userEntries] = await Promise.all([
    readUsageDays(table, businessId, from, to),
    listDashboardDirectory(table, businessId),
    listUserEntries(table, businessId),
  ]);
  const summary = summarizeUsage(days, items);
  const dashboardRanks = rankByViews(dashboards, summary.viewsByDashboard, INSIGHTS.rankSize);
  // Users in the list's (name) order; their display names are read only for the rows shown.
  const userRanks = rankByViews(
    userEntries.map((entry) => ({ id: entry.id, name: '' })),
    summary.viewsByUser,
    INSIGHTS.rankSize,
  );
  const shownUserIds = [...new Set([...userRanks.most, ...userRanks.least].map((row) => row.id))];
  const { business, userNames } = await getBusinessAndUserNames(table, businessId, shownUserIds);
  if (!business) throw notFound(BUSINESS_MESSAGES.notFound);
  const named = (rows: typeof userRanks.most) => rows.map((row) => ({ ...row, name: userNames.get(row.id) ?? '' }));

  return {
    business: { id: businessId, name: business.name, seats_used: business.activeUserCount, user_limit: business.userLimit },
    period: { days: count, from, to },
    totals: {
      views: summary.totals.views,
      seconds: Math.round(summary.totals.seconds),
      active_users: summary.activeUsers.size,
      average_view_seconds: averageViewSeconds(summary.totals),
    },
    daily: summary.daily,
    top_dashboards: dashboardRanks.most,
    unopened_dashboards: unopened(dashboards, summary.viewsByDashboard, INSIGHTS.unopenedListed),
    most_active_users: named(userRanks.most),
    least_active_users: named(userRanks.least),
  };
}

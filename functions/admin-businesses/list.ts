// GET /admin/businesses: every business in name order, with its counts and its last 30 days of use.
// DynamoDB calls besides the caller's profile Query (budgets checked by
// tests/integration/admin-businesses-calls.test.ts):
//   list → one Query of GSI1 `BUSINESSES`, the list's attributes only (one per page of 1 MB), then one
//          Query per business of its last INSIGHTS.recentDays usage items (day items for `views`, who
//          shards for `activeUsers`; only those sent back), USAGE_READ_CONCURRENCY at a time → 1 + one per
//          business (+1)
// The counts are the ones kept on the business item (activeUserCount, userLimit, dashboardCount) and on
// its daily usage counters: no user, dashboard or view is read.
import { moneyOf } from '#shared/brazilian-formats.ts';
import { INSIGHTS } from '#shared/usage-constants.ts';
import type { BusinessListItem } from '#shared/platform-api-types.ts';
import { listBusinesses as listBusinessRecords, type ListedBusiness } from '#functions/data/businesses.ts';
import { fullName } from '#functions/data/records.ts';
import { readUsageDaysOfBusinesses, type UsageDayItem } from '#functions/data/usage.ts';
import { totalsOf } from '#functions/domain/usage-summary.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { periodDays } from '#functions/lib/usage-calendar.ts';

/** A row of the list: the main contact's full name, seats taken of the limit, dashboards, Ticket mensal, recent use. */
function toListItem(business: ListedBusiness, recentDays: UsageDayItem[]): BusinessListItem {
  const recent = totalsOf(recentDays);
  return {
    id: business.id,
    name: business.name,
    main_contact_name: fullName({ firstName: business.mainContactFirstName ?? '', lastName: business.mainContactLastName ?? '' }),
    current_user_count: business.activeUserCount ?? 0,
    user_count: business.userLimit ?? 0,
    dashboard_count: business.dashboardCount ?? 0,
    pricing: moneyOf(business.pricingCents ?? 0),
    recent_usage: { active_users: recent.activeUsers, views: recent.views },
  };
}

/** Every business in name order (the index's order). */
export const listBusinesses: RouteImplementation<'listBusinesses'> = async ({ table }) => {
  const businesses = await listBusinessRecords(table);
  const days = periodDays(INSIGHTS.recentDays, new Date());
  const usage = await readUsageDaysOfBusinesses(
    table,
    businesses.map((business) => business.id),
    days[0],
    days[days.length - 1],
    ['views', 'activeUsers'],
  );
  return { body: { businesses: businesses.map((business) => toListItem(business, usage.get(business.id) ?? [])) } };
};

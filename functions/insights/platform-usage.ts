// The platform's month (admin): per business its seats, active users, views, hours and Ticket mensal
// per active user. DynamoDB calls: the business list Query (GSI1 BUSINESSES), then one Query of each
// business's month of usage items (day items for views and seconds, who shards for activeUsers; only
// those attributes are sent back), USAGE_READ_CONCURRENCY at a time
//   → 1 + one per business (+1 profile)
import type { PlatformUsageResponse, PlatformUsageRow } from '#shared/insights-api-types.ts';
import { listBusinesses } from '#functions/data/businesses.ts';
import { readUsageDaysOfBusinesses } from '#functions/data/usage.ts';
import { totalsOf } from '#functions/domain/usage-summary.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { monthRange } from '#functions/lib/usage-calendar.ts';

export async function platformUsageOf(table: TableContext, month: string): Promise<PlatformUsageResponse> {
  const { from, to } = monthRange(month);
  const businesses = await listBusinesses(table);
  const usage = await readUsageDaysOfBusinesses(
    table,
    businesses.map((business) => business.id),
    from,
    to,
    ['views', 'seconds', 'activeUsers'],
  );
  return {
    month,
    businesses: businesses.map((business): PlatformUsageRow => {
      const totals = totalsOf(usage.get(business.id) ?? []);
      const pricingCents = business.pricingCents ?? 0;
      return {
        business_id: business.id,
        name: business.name,
        user_limit: business.userLimit ?? 0,
        seats_used: business.activeUserCount ?? 0,
        active_users: totals.activeUsers,
        views: totals.views,
        seconds: totals.seconds,
        pricing_cents: pricingCents,
        ticket_per_active_user_cents: totals.activeUsers > 0 ? Math.round(pricingCents / totals.activeUsers) : null,
      };
    }),
  };
}

// Usage insights: a business's period and the platform's month per business. Days are calendar days
// in the portal's time zone (INSIGHTS.timeZone); durations are whole seconds.
import * as z from 'zod/mini';
import { calendarDay, count } from '../common-responses.ts';

/** One day of a business's usage: views started that day and seconds watched that day. */
export const usageDay = z.strictObject({ date: calendarDay, views: count, seconds: count });
export type UsageDay = z.output<typeof usageDay>;

/** A dashboard or a collaborator with its views over the period (rankings are by views). */
export const usageRow = z.strictObject({ id: z.string(), name: z.string(), views: count });
export type UsageRow = z.output<typeof usageRow>;

export const insightsResponse = z.strictObject({
  business: z.strictObject({
    id: z.string(),
    name: z.string(),
    /** Seats taken (active users of the business). */
    seats_used: count,
    /** The user limit (0: no limit). */
    user_limit: count,
  }),
  /** The period's days, oldest first: `from` is `days - 1` days before `to` (today). */
  period: z.strictObject({ days: count, from: calendarDay, to: calendarDay }),
  totals: z.strictObject({
    views: count,
    seconds: count,
    /** Collaborators who opened at least one dashboard in the period. */
    active_users: count,
    /** Seconds watched ÷ views started (0 without views). */
    average_view_seconds: count,
  }),
  /** Every day of the period, oldest first, zeros included. */
  daily: z.array(usageDay),
  /** Most viewed current dashboards, most views first (at most INSIGHTS.rankSize, only those with views). */
  top_dashboards: z.array(usageRow),
  /** Current dashboards nobody opened in the period, in name order (at most INSIGHTS.unopenedListed), and how many there are. */
  unopened_dashboards: z.strictObject({ count, names: z.array(z.string()) }),
  /** Active collaborators with the most views first (at most INSIGHTS.rankSize, only those with views). */
  most_active_users: z.array(usageRow),
  /** Active collaborators with the fewest views first, those with none included (at most INSIGHTS.rankSize). */
  least_active_users: z.array(usageRow),
});
export type InsightsResponse = z.output<typeof insightsResponse>;

/** A business's figures over the last 30 days, for the admin's business list. */
export const recentUsage = z.strictObject({ active_users: count, views: count });
export type RecentUsage = z.output<typeof recentUsage>;

/** One business's month, for the platform CSV. Money in cents. */
export const platformUsageRow = z.strictObject({
  business_id: z.string(),
  name: z.string(),
  /** The user limit (0: no limit). */
  user_limit: count,
  seats_used: count,
  active_users: count,
  views: count,
  seconds: count,
  /** Ticket mensal, in cents. */
  pricing_cents: count,
  /** Ticket mensal ÷ active users, in cents; null without active users. */
  ticket_per_active_user_cents: z.nullable(count),
});
export type PlatformUsageRow = z.output<typeof platformUsageRow>;

export const platformUsageResponse = z.strictObject({
  /** `YYYY-MM`. */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  businesses: z.array(platformUsageRow),
});
export type PlatformUsageResponse = z.output<typeof platformUsageResponse>;

export const insightsResponses = {
  businessInsights: insightsResponse,
  adminBusinessInsights: insightsResponse,
  platformUsage: platformUsageResponse,
};

// Response types of the usage insights and the activity trail. Dates of a period are calendar days in
// the portal's time zone (INSIGHTS.timeZone) as `YYYY-MM-DD`; durations are whole seconds.

/** One day of a business's usage: views started that day and seconds watched that day. */
export interface UsageDay {
  date: string;
  views: number;
  seconds: number;
}

/** A dashboard or a collaborator with its views over the period (rankings are by views; no seconds per entity are kept). */
export interface UsageRow {
  id: string;
  name: string;
  views: number;
}

export interface InsightsResponse {
  business: {
    id: string;
    name: string;
    /** Seats taken (active users of the business). */
    seats_used: number;
    /** The user limit (0: no limit). */
    user_limit: number;
  };
  /** The period's days, oldest first: `from` is `days - 1` days before `to` (today). */
  period: { days: number; from: string; to: string };
  totals: {
    views: number;
    seconds: number;
    /** Collaborators who opened at least one dashboard in the period. */
    active_users: number;
    /** Seconds watched ÷ views started (0 without views). */
    average_view_seconds: number;
  };
  /** Every day of the period, oldest first, zeros included. */
  daily: UsageDay[];
  /** Most viewed current dashboards, most views first (at most INSIGHTS.rankSize, only those with views). */
  top_dashboards: UsageRow[];
  /** Current dashboards nobody opened in the period, in name order (at most INSIGHTS.unopenedListed), and how many there are. */
  unopened_dashboards: { count: number; names: string[] };
  /** Active collaborators with the most views first (at most INSIGHTS.rankSize, only those with views). */
  most_active_users: UsageRow[];
  /** Active collaborators with the fewest views first, those with none included (at most INSIGHTS.rankSize). */
  least_active_users: UsageRow[];
}

/** A business's figures over the last 30 days, for the admin's business list. */
export interface RecentUsage {
  active_users: number;
  views: number;
}

/** One business's month, for the platform CSV. Money in cents. */
export interface PlatformUsageRow {
  business_id: string;
  name: string;
  /** The user limit (0: no limit). */
  user_limit: number;
  seats_used: number;
  active_users: number;
  views: number;
  seconds: number;
  /** Ticket mensal, in cents. */
  pricing_cents: number;
  /** Ticket mensal ÷ active users, in cents; null without active users. */
  ticket_per_active_user_cents: number | null;
}

export interface PlatformUsageResponse {
  /** `YYYY-MM`. */
  month: string;
  businesses: PlatformUsageRow[];
}

// ---- the activity trail ----

/** What an entry is about. `session`: a sign-in or a failed sign-in. */
export const ACTIVITY_ENTITY_KINDS = ['dashboard', 'role', 'user', 'theme', 'report', 'business', 'account', 'session'] as const;
export type ActivityEntityKind = (typeof ACTIVITY_ENTITY_KINDS)[number];

export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted', 'deactivated', 'signed_in', 'sign_in_failed'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** A field that changed, as shown (ids resolved to names where the write knew them); null: absent. */
export interface ActivityChange {
  field: string;
  from: string | null;
  to: string | null;
}

export interface ActivityEntry {
  id: string;
  /** ISO 8601 instant. */
  at: string;
  /** Who did it; null id for a failed sign-in (nobody signed in), the name then being the e-mail tried. */
  actor: { id: string | null; name: string };
  action: ActivityAction;
  entity: { kind: ActivityEntityKind; id: string | null; name: string };
  changes: ActivityChange[];
}

export interface ActivityListResponse {
  entries: ActivityEntry[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  next_cursor: string | null;
  /** Whose entries the person filter offers: the business's collaborators (or the platform's admins). */
  people: { id: string; name: string }[];
  /** The days the trail keeps (`YYYY-MM-DD`, inclusive: the stage's retention back to today): the period's bounds. */
  kept_days: { from: string; to: string };
}

// Constants of the usage insights and the activity trail, apart from shared/constants.ts: that module
// travels in the SPA's first script, and these are only needed by two lazy screens and their Lambdas.

export const INSIGHTS = {
  /** The periods a business's insights offer, in days ending today. */
  periods: [7, 30, 90],
  defaultPeriod: 30,
  /** The admin's business list shows each business's usage over this many days. */
  recentDays: 30,
  /** Days are calendar days here: a view at 23:30 in São Paulo counts on that day. */
  timeZone: 'America/Sao_Paulo',
  /** Rows of each ranking (most viewed dashboards, most and least active collaborators). */
  rankSize: 10,
  /** Names of unopened dashboards listed (their count is always whole). */
  unopenedListed: 50,
} as const;

export const ACTIVITY = {
  pageSize: 20,
  /** Retention where the stage sets none (the local stack). */
  defaultRetentionDays: 365,
} as const;

/** What an activity entry is about. `session`: a sign-in or a failed sign-in. */
export const ACTIVITY_ENTITY_KINDS = ['dashboard', 'role', 'user', 'theme', 'report', 'business', 'account', 'session'] as const;
export type ActivityEntityKind = (typeof ACTIVITY_ENTITY_KINDS)[number];

/** `reactivated`: a deactivated person brought back; `invitation_resent`: a new temporary password e-mailed. */
export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'deactivated',
  'reactivated',
  'invitation_resent',
  'signed_in',
  'sign_in_failed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

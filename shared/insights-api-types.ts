// Compatibility barrel: the response types of the usage insights and the activity trail, inferred from
// the response schemas in shared/contract/<resource>/responses.ts (types only: importing it bundles no
// zod), and the trail's kinds and actions (constants the SPA's filter reads; they live in usage-constants.ts).
export type {
  UsageDay,
  UsageRow,
  InsightsResponse,
  RecentUsage,
  PlatformUsageRow,
  PlatformUsageResponse,
} from './contract/insights/responses.ts';
export type { ActivityChange, ActivityEntry, ActivityListResponse } from './contract/activity/responses.ts';
export { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_KINDS, type ActivityAction, type ActivityEntityKind } from './usage-constants.ts';

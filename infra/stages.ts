// Per-stage settings in one typed map. The stage is chosen with `cdk synth|deploy -c stage=<name>`.
import { StandardThreatProtectionMode } from 'aws-cdk-lib/aws-cognito';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export interface StageSettings {
  /**
   * Region of the stack. Fixed here, not taken from CDK_DEFAULT_REGION: the CDK CLI sets that to
   * us-east-1 whenever the operator's profile names no region, which would deploy far from the users.
   */
  region: string;
  /** Table and user pool refuse deletion while this is on (a deliberate console step to turn off). */
  deletionProtection: boolean;
  /** CloudWatch retention of the Lambda and API access logs. */
  logRetention: RetentionDays;
  /** Days S3 and CloudFront access logs stay in the logs bucket. */
  accessLogDays: number;
  /** X-Ray active tracing on every portal Lambda. */
  tracing: boolean;
  /** Origins, besides the portal's CloudFront one, allowed to PUT presigned uploads from a browser. */
  extraUploadOrigins: readonly string[];
  /** Default-route throttling of the HTTP API stage (requests per second, burst). */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /**
   * Cognito threat protection (Plus feature plan): compromised-credential and risk checks on sign-in.
   * Audit-only logs the verdicts without blocking, which suits a stage where testers share devices.
   */
  threatProtection: StandardThreatProtectionMode;
  /** Days an activity trail entry is kept before the table's TTL deletes it. */
  activityRetentionDays: number;
  /**
   * Dashboards may frame plain http:// pages. Only a laptop may allow it (the demo reports of the local
   * stack are plain http); on a stage people use, such a frame is mixed content and readable traffic.
   */
  iframeHttpAllowed: boolean;
}

/** The dev stage's API throttle, which the laptop keeps too. */
const DEV_THROTTLE = { rateLimit: 20, burstLimit: 40 };

export const STAGES = {
  dev: {
    region: 'sa-east-1',
    deletionProtection: false,
    logRetention: RetentionDays.TWO_WEEKS,
    accessLogDays: 30,
    tracing: false,
    // The Vite dev server, when someone points it at the dev stack.
    extraUploadOrigins: ['http://localhost:5173'],
    apiThrottle: DEV_THROTTLE,
    threatProtection: StandardThreatProtectionMode.AUDIT_ONLY,
    activityRetentionDays: 90,
    iframeHttpAllowed: false,
  },
  prod: {
    region: 'sa-east-1',
    deletionProtection: true,
    logRetention: RetentionDays.SIX_MONTHS,
    accessLogDays: 365,
    tracing: true,
    extraUploadOrigins: [],
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    threatProtection: StandardThreatProtectionMode.FULL_FUNCTION,
    // Two years of who changed what.
    activityRetentionDays: 730,
    iframeHttpAllowed: false,
  },
  // What the local stack synthesises (`cdk synth -c stage=local`) and runs against the emulators; never deployed.
  local: {
    // The emulators' region.
    region: 'us-east-1',
    deletionProtection: false,
    logRetention: RetentionDays.ONE_DAY,
    accessLogDays: 1,
    tracing: false,
    extraUploadOrigins: [],
    apiThrottle: DEV_THROTTLE,
    threatProtection: StandardThreatProtectionMode.AUDIT_ONLY,
    activityRetentionDays: 365,
    // The seeded dashboards frame the demo reports the local gateway serves over plain http.
    iframeHttpAllowed: true,
  },
} as const satisfies Record<string, StageSettings>;

export type StageName = keyof typeof STAGES;

export const DEFAULT_STAGE: StageName = 'dev';

export const isStageName = (value: unknown): value is StageName => typeof value === 'string' && Object.hasOwn(STAGES, value);

/** Reads the `stage` context value; an unknown name is an error rather than a silent dev deploy. */
export function resolveStage(contextValue: unknown): { name: StageName; settings: StageSettings } {
  const name = contextValue ?? DEFAULT_STAGE;
  if (!isStageName(name)) {
    throw new Error(`Unknown stage "${String(name)}"; expected one of: ${Object.keys(STAGES).join(', ')}`);
  }
  return { name, settings: STAGES[name] };
}

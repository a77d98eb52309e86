// Per-stage settings in one typed map. The stage is chosen with `cdk synth|deploy -c stage=<name>`.
import { StandardThreatProtectionMode } from 'aws-cdk-lib/aws-cognito';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Where an operator's deploy is reached and whom it writes to. All optional; each can also be given for
 * one deploy as a CDK context value of the same name (`-c domainName=portal.example.com`).
 */
export interface OperatorSettings {
  /** The portal's own domain (`portal.example.com`): served with `*.domainName`, one subdomain per client. */
  domainName?: string;
  /** The Route 53 hosted zone of `domainName` (its id and name): DNS records and a DNS-validated certificate. */
  hostedZoneId?: string;
  hostedZoneName?: string;
  /** An ACM certificate in us-east-1 covering `domainName` and `*.domainName`, when you bring your own. */
  certificateArn?: string;
  /** The sender of the user pool's e-mails (`no-reply@portal.example.com`), through SES. */
  emailFrom?: string;
  /** The verified SES identity (domain or address) `emailFrom` belongs to. */
  sesIdentityArn?: string;
  /** Who receives the alarms (an SNS e-mail subscription, to confirm once). */
  alarmEmail?: string;
}

/** The operator settings by name, in the order the docs list them. */
export const OPERATOR_SETTING_NAMES = [
  'domainName',
  'hostedZoneId',
  'hostedZoneName',
  'certificateArn',
  'emailFrom',
  'sesIdentityArn',
  'alarmEmail',
] as const satisfies readonly (keyof OperatorSettings)[];

/**
 * When an alarm fires (docs/deploy.md says what to do then). Every alarm looks at 5-minute periods and
 * fires after `evaluationPeriods` of them in breach, so one odd minute pages nobody.
 */
export interface AlarmThresholds {
  evaluationPeriods: number;
  /** Errors of one function in 5 minutes (a handler that threw or timed out; not a 4xx answer). */
  functionErrors: number;
  /** Throttled invocations of one function in 5 minutes (account or reserved concurrency reached). */
  functionThrottles: number;
  /** Share of the HTTP API's answers that are 5xx, in percent. */
  api5xxPercent: number;
  /** p99 of the HTTP API's latency, in milliseconds. */
  apiLatencyP99Ms: number;
  /** DynamoDB requests throttled in 5 minutes (reads and writes). */
  dynamoThrottledRequests: number;
  /** DynamoDB system errors (HTTP 500 from the service) in 5 minutes. */
  dynamoSystemErrors: number;
  /** Share of CloudFront's answers that are 5xx, in percent. */
  cloudFront5xxPercent: number;
  /** Requests the WAF blocked in 5 minutes (the sign-in rate rule): a spike means someone is guessing. */
  wafBlockedRequests: number;
}

export interface StageSettings extends OperatorSettings {
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
  alarms: AlarmThresholds;
}

/** Thresholds for a stage with little traffic: any error is news. */
const QUIET_ALARMS: AlarmThresholds = {
  evaluationPeriods: 1,
  functionErrors: 1,
  functionThrottles: 1,
  api5xxPercent: 5,
  apiLatencyP99Ms: 5000,
  dynamoThrottledRequests: 1,
  dynamoSystemErrors: 1,
  cloudFront5xxPercent: 5,
  wafBlockedRequests: 100,
};

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
    alarms: QUIET_ALARMS,
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
    // Two periods in breach: a deploy's cold starts or one client's retry storm page nobody.
    alarms: {
      evaluationPeriods: 2,
      functionErrors: 5,
      functionThrottles: 1,
      api5xxPercent: 1,
      apiLatencyP99Ms: 3000,
      dynamoThrottledRequests: 5,
      dynamoSystemErrors: 1,
      cloudFront5xxPercent: 1,
      wafBlockedRequests: 300,
    },
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
    alarms: QUIET_ALARMS,
  },
} as const satisfies Record<string, StageSettings>;

export type StageName = keyof typeof STAGES;

export const DEFAULT_STAGE: StageName = 'dev';

export const isStageName = (value: unknown): value is StageName => typeof value === 'string' && Object.hasOwn(STAGES, value);

/**
 * Reads the `stage` context value (an unknown name is an error rather than a silent dev deploy) and lays
 * the operator settings given as context values over the stage's own; the result is checked whole.
 */
export function resolveStage(
  contextValue: unknown,
  readContext: (name: string) => unknown = () => undefined,
): { name: StageName; settings: StageSettings } {
  const name = contextValue ?? DEFAULT_STAGE;
  if (!isStageName(name)) {
    throw new Error(`Unknown stage "${String(name)}"; expected one of: ${Object.keys(STAGES).join(', ')}`);
  }
  const settings: StageSettings = { ...STAGES[name] };
  for (const setting of OPERATOR_SETTING_NAMES) {
    const value = readContext(setting);
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') throw new Error(`Context value ${setting} must be a string`);
    settings[setting] = value.trim();
  }
  checkOperatorSettings(settings);
  return { name, settings };
}

const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const fail = (message: string): never => {
  throw new Error(`Stage settings: ${message}`);
};

/** Settings that only make sense together, and values that cannot be right, fail the synth with the reason. */
export function checkOperatorSettings(settings: OperatorSettings): void {
  checkDomainSettings(settings);
  checkEmailSettings(settings);
}

/** The portal's own domain: its DNS zone or its certificate. */
function checkDomainSettings({ domainName, hostedZoneId, hostedZoneName, certificateArn }: OperatorSettings): void {
  if (domainName !== undefined) {
    if (!DOMAIN_NAME.test(domainName)) fail(`domainName "${domainName}" is not a lower-case domain name such as portal.example.com`);
    if (!certificateArn && !(hostedZoneId && hostedZoneName)) {
      fail('domainName needs hostedZoneId and hostedZoneName (a DNS-validated certificate) or certificateArn (your own)');
    }
  } else if (hostedZoneId || hostedZoneName || certificateArn) {
    fail('hostedZoneId, hostedZoneName and certificateArn are for domainName, which is not set');
  }
  if (Boolean(hostedZoneId) !== Boolean(hostedZoneName)) fail('hostedZoneId and hostedZoneName go together');
  if (domainName && hostedZoneName && domainName !== hostedZoneName && !domainName.endsWith(`.${hostedZoneName}`)) {
    fail(`domainName ${domainName} is not in the hosted zone ${hostedZoneName}`);
  }
  if (certificateArn && !/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    fail('certificateArn must be an ACM certificate in us-east-1 (CloudFront takes its certificates from there only)');
  }
}

/** The sender of Cognito's e-mails (SES) and the address alarms go to. */
function checkEmailSettings({ emailFrom, sesIdentityArn, alarmEmail }: OperatorSettings): void {
  if (Boolean(emailFrom) !== Boolean(sesIdentityArn)) fail('emailFrom and sesIdentityArn go together');
  if (emailFrom && !EMAIL.test(emailFrom)) fail(`emailFrom "${emailFrom}" is not an e-mail address`);
  if (sesIdentityArn && !/^arn:aws[\w-]*:ses:[a-z0-9-]+:\d{12}:identity\/.+$/.test(sesIdentityArn)) {
    fail('sesIdentityArn must be the ARN of an SES identity (arn:aws:ses:<region>:<account>:identity/<domain or address>)');
  }
  if (alarmEmail && !EMAIL.test(alarmEmail)) fail(`alarmEmail "${alarmEmail}" is not an e-mail address`);
}

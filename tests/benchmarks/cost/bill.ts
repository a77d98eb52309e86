// The cost benchmark's arithmetic, apart from the run so a test can hold it: what a sample of actions
// used, scaled to the month's count of each action, and the month priced line by line.

import { PRICES, type Price, type PriceName } from './prices-sa-east-1.ts';

/** What some requests of the portal used, in the units AWS bills. */
export interface Usage {
  /** Requests to the HTTP API (`/api/v1/*`). */
  apiRequests: number;
  /** CloudFront requests on the SPA's behaviour (index.html, config.json, the hashed assets). */
  spaRequests: number;
  /** CloudFront requests on `/uploads/*` (pictures). */
  uploadRequests: number;
  /** Bytes CloudFront sends to browsers (bodies and headers). */
  bytesOut: number;
  /** Bytes CloudFront forwards to the API (its requests, never cached). */
  bytesToOrigin: number;
  lambdaInvocations: number;
  /** Σ billed milliseconds × configured MB of every invocation. */
  lambdaMbMs: number;
  readUnits: number;
  writeUnits: number;
  /** S3 PUT, COPY, POST and LIST requests. */
  s3Tier1: number;
  /** S3 GET, HEAD and other requests (DELETE is free and not counted). */
  s3Tier2: number;
  /** Bytes ingested by CloudWatch Logs (functions' lines, Lambda's own lines, the API's access lines). */
  logBytes: number;
}

export const emptyUsage = (): Usage => ({
  apiRequests: 0,
  spaRequests: 0,
  uploadRequests: 0,
  bytesOut: 0,
  bytesToOrigin: 0,
  lambdaInvocations: 0,
  lambdaMbMs: 0,
  readUnits: 0,
  writeUnits: 0,
  s3Tier1: 0,
  s3Tier2: 0,
  logBytes: 0,
});

const combine = (a: Usage, b: Usage, f: (x: number, y: number) => number): Usage =>
  Object.fromEntries(Object.keys(a).map((key) => [key, f(a[key as keyof Usage], b[key as keyof Usage])])) as unknown as Usage;

export const addUsage = (a: Usage, b: Usage): Usage => combine(a, b, (x, y) => x + y);
export const subtractUsage = (a: Usage, b: Usage): Usage => combine(a, b, (x, y) => x - y);
export const scaleUsage = (usage: Usage, factor: number): Usage => combine(usage, usage, (x) => x * factor);

/** Lambda bills each invocation's duration rounded up to the millisecond, times its memory setting. */
export const billedMbMs = (durationMs: number, memoryMb: number): number => Math.max(1, Math.ceil(durationMs)) * memoryMb;

/** One action measured: what `count` of it used together. */
export interface ActionSample {
  usage: Usage;
  count: number;
}

/**
 * The month: each action's usage per occurrence (its sample's total over its count) times how often the
 * month has it, plus what no action measured (`extra`). An action the month has but no sample measured
 * is an error, not a silent zero.
 */
export function monthlyUsage(samples: Record<string, ActionSample>, perMonth: Record<string, number>, extra: Usage = emptyUsage()): Usage {
  let total = extra;
  for (const [action, count] of Object.entries(perMonth)) {
    const sample = samples[action];
    if (!sample || sample.count <= 0) throw new Error(`No sample of "${action}" to scale`);
    total = addUsage(total, scaleUsage(sample.usage, count / sample.count));
  }
  return total;
}

/** The bill's lines, by the price each is charged at. */
export type LineName = Exclude<PriceName, 'wafWebAcl' | 'wafRule' | 'cognitoPlusMau'>;

export interface LineItem {
  name: LineName;
  label: string;
  quantity: number;
  /** What `quantity` counts (requests, GB, GB-seconds). */
  unit: string;
  price: Price;
  usd: number;
}

const GB = 1024 ** 3;

/** Every CloudFront request, which the WAF web ACL of the distribution also inspects. */
export const cloudFrontRequests = (usage: Usage): number => usage.apiRequests + usage.spaRequests + usage.uploadRequests;

/** How the stage is run: the share of invocations X-Ray records (prod traces; 1 is every invocation, the most). */
export interface Settings {
  tracedShare: number;
}

const DEFAULT_SETTINGS: Settings = { tracedShare: 1 };

/** The quantity of each line, from a month's usage. */
function quantities(usage: Usage, { tracedShare }: Settings): Record<LineName, { label: string; quantity: number; unit: string }> {
  return {
    dynamodbRead: { label: 'DynamoDB reads', quantity: usage.readUnits, unit: 'RRU' },
    dynamodbWrite: { label: 'DynamoDB writes', quantity: usage.writeUnits, unit: 'WRU' },
    lambdaRequests: { label: 'Lambda invocations', quantity: usage.lambdaInvocations, unit: 'requests' },
    lambdaArmGbSecond: { label: 'Lambda duration (arm64)', quantity: usage.lambdaMbMs / 1024 / 1000, unit: 'GB-s' },
    httpApiRequests: { label: 'API Gateway HTTP API', quantity: usage.apiRequests, unit: 'requests' },
    s3Tier1: { label: 'S3 PUT/COPY/POST/LIST', quantity: usage.s3Tier1, unit: 'requests' },
    s3Tier2: { label: 'S3 GET/HEAD/other', quantity: usage.s3Tier2, unit: 'requests' },
    cloudFrontRequests: { label: 'CloudFront HTTPS requests', quantity: cloudFrontRequests(usage), unit: 'requests' },
    cloudFrontDataOut: { label: 'CloudFront data out', quantity: usage.bytesOut / GB, unit: 'GB' },
    cloudFrontToOrigin: { label: 'CloudFront data to origin', quantity: usage.bytesToOrigin / GB, unit: 'GB' },
    cloudFrontFunctions: { label: 'CloudFront Functions', quantity: usage.spaRequests + usage.uploadRequests, unit: 'invocations' },
    wafRequests: { label: 'WAF requests', quantity: cloudFrontRequests(usage), unit: 'requests' },
    logsIngestion: { label: 'CloudWatch Logs ingestion', quantity: usage.logBytes / GB, unit: 'GB' },
    xrayTraces: { label: 'X-Ray traces (prod)', quantity: usage.lambdaInvocations * tracedShare, unit: 'traces' },
  };
}

const priced = (price: Price, quantity: number) => (quantity / price.per) * price.usd;

/** The month's lines, most expensive first. */
export function lineItems(usage: Usage, settings: Settings = DEFAULT_SETTINGS): LineItem[] {
  return Object.entries(quantities(usage, settings))
    .map(([name, line]) => {
      const price = PRICES[name as LineName];
      return { name: name as LineName, ...line, price, usd: priced(price, line.quantity) };
    })
    .sort((a, b) => b.usd - a.usd);
}

export interface Bill {
  lines: LineItem[];
  /** Everything but Cognito. */
  total: number;
  cognito: { mau: number; usd: number };
  totalWithCognito: number;
  /** The web ACL and its rule: one for the whole platform, not per company. */
  platformFixed: number;
}

export function billOf(usage: Usage, mau: number, wafRules: number, settings: Settings = DEFAULT_SETTINGS): Bill {
  const lines = lineItems(usage, settings);
  const total = lines.reduce((sum, line) => sum + line.usd, 0);
  const cognito = { mau, usd: priced(PRICES.cognitoPlusMau, mau) };
  return {
    lines,
    total,
    cognito,
    totalWithCognito: total + cognito.usd,
    platformFixed: priced(PRICES.wafWebAcl, 1) + priced(PRICES.wafRule, wafRules),
  };
}

/** The lines that make up `share` (e.g. 0.8) of the total, most expensive first: what dominates. */
export function dominantLines(bill: Bill, share = 0.8): LineItem[] {
  const dominant: LineItem[] = [];
  let covered = 0;
  for (const line of bill.lines) {
    if (covered >= share * bill.total) break;
    dominant.push(line);
    covered += line.usd;
  }
  return dominant;
}

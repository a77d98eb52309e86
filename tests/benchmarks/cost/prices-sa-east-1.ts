// The list prices the cost benchmark bills at (US$, South America (São Paulo), sa-east-1; CloudFront's and
// WAF's are their South America / global ones), each with its unit, the page it comes from and the day it
// was read. No AWS pricing page could be opened from this machine: the figures were looked up through a
// search index of public pages. `confirmed: false` marks a figure that could not be read for sa-east-1
// (the regional tables of the AWS pages render by script): it is the best known list price, printed with
// ✗ in the table. Free tiers are left out on purpose: they belong to the AWS account, not to one company.

export interface Price {
  /** US$ for `per` units. */
  usd: number;
  per: number;
  /** What is counted (`read request unit`, `GB-second`…). */
  unit: string;
  source: string;
  /** The day the figure was read (or, unconfirmed, chosen). */
  readOn: string;
  confirmed: boolean;
  note?: string;
}

const READ_ON = '2026-11-26';

export const PRICES = {
  dynamodbRead: {
    usd: 0.1875,
    per: 1_000_000,
    unit: 'read request unit (on-demand, Standard)',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    readOn: READ_ON,
    confirmed: false,
    note: 'us-east-1 is US$ 0.125; São Paulo taken at 1.5× (its ratio before the Nov 2024 on-demand cut), not read',
  },
  dynamodbWrite: {
    usd: 0.9375,
    per: 1_000_000,
    unit: 'write request unit (on-demand, Standard)',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    readOn: READ_ON,
    confirmed: false,
    note: 'us-east-1 is US$ 0.625; São Paulo taken at 1.5×, not read',
  },
  lambdaRequests: {
    usd: 0.2,
    per: 1_000_000,
    unit: 'Lambda request',
    source: 'https://aws.amazon.com/lambda/pricing/',
    readOn: READ_ON,
    confirmed: false,
    note: 'the us-east-1 figure; sa-east-1 not read',
  },
  lambdaArmGbSecond: {
    usd: 0.0000133334,
    per: 1,
    unit: 'GB-second, arm64 (infra/constructs/portal-function.ts: ARM_64)',
    source: 'https://aws.amazon.com/lambda/pricing/',
    readOn: READ_ON,
    confirmed: false,
    note: 'the us-east-1 arm64 figure (x86: 0.0000166667); sa-east-1 not read',
  },
  httpApiRequests: {
    usd: 1.3,
    per: 1_000_000,
    unit: 'HTTP API request (first 300 million)',
    source: 'https://aws.amazon.com/api-gateway/pricing/',
    readOn: READ_ON,
    confirmed: false,
    note: 'us-east-1 is US$ 1.00 (AWS whitepaper on API Gateway private APIs, read); São Paulo guessed at 1.3× it, the ratio its REST API price is best remembered at',
  },
  s3Tier1: {
    usd: 0.007,
    per: 1000,
    unit: 'S3 Standard PUT, COPY, POST or LIST request',
    source: 'https://aws.amazon.com/s3/pricing/',
    readOn: READ_ON,
    confirmed: false,
    note: 'best known sa-east-1 figure (us-east-1: 0.005)',
  },
  s3Tier2: {
    usd: 0.00056,
    per: 1000,
    unit: 'S3 Standard GET, HEAD or other request (DELETE is free)',
    source: 'https://aws.amazon.com/s3/pricing/',
    readOn: READ_ON,
    confirmed: false,
    note: 'best known sa-east-1 figure (us-east-1: 0.0004)',
  },
  cloudFrontRequests: {
    usd: 0.022,
    per: 10_000,
    unit: 'CloudFront HTTPS request, South America',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    readOn: READ_ON,
    confirmed: false,
    note: 'best known figure; the requests table was not in the page text read',
  },
  cloudFrontDataOut: {
    usd: 0.11,
    per: 1,
    unit: 'GB out to the internet, South America (first 10 TB)',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    readOn: READ_ON,
    confirmed: true,
  },
  cloudFrontToOrigin: {
    usd: 0.125,
    per: 1,
    unit: 'GB to the origin (the API requests), South America',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    readOn: READ_ON,
    confirmed: false,
    note: 'best known "Regional Data Transfer Out to Origin" figure for South America, not read',
  },
  cloudFrontFunctions: {
    usd: 0.1,
    per: 1_000_000,
    unit: 'CloudFront Functions invocation',
    source: 'https://cur.vantage.sh/aws/amazoncloudfront/ (quoting the AWS price)',
    readOn: READ_ON,
    confirmed: true,
  },
  wafRequests: {
    usd: 0.6,
    per: 1_000_000,
    unit: 'WAF web request inspected',
    source: 'https://aws.amazon.com/blogs/networking-and-content-delivery/cost-effective-ways-for-securing-your-web-applications-using-aws-waf/',
    readOn: READ_ON,
    confirmed: true,
    note: 'the same in every region',
  },
  wafWebAcl: {
    usd: 5,
    per: 1,
    unit: 'web ACL-month (platform-wide)',
    source: 'https://aws.amazon.com/waf/pricing/ (via c3x.dev/blog/aws-waf-cost-explained)',
    readOn: READ_ON,
    confirmed: true,
  },
  wafRule: {
    usd: 1,
    per: 1,
    unit: 'rule-month (platform-wide)',
    source: 'https://aws.amazon.com/waf/pricing/ (via c3x.dev/blog/aws-waf-cost-explained)',
    readOn: READ_ON,
    confirmed: true,
  },
  logsIngestion: {
    usd: 0.9,
    per: 1,
    unit: 'GB ingested, CloudWatch Logs Standard',
    source: 'https://aws.amazon.com/cloudwatch/pricing/',
    readOn: READ_ON,
    confirmed: false,
    note: 'us-east-1 is US$ 0.50, ap-northeast-1 US$ 0.76 (read); São Paulo best known, not read',
  },
  xrayTraces: {
    usd: 5,
    per: 1_000_000,
    unit: 'X-Ray trace recorded (prod: tracing on)',
    source: 'https://aws.amazon.com/xray/pricing/',
    readOn: READ_ON,
    confirmed: true,
    note: 'the page’s worked example (US$ 0.000005 a trace); first 100,000 a month free per account',
  },
  cognitoPlusMau: {
    usd: 0.02,
    per: 1,
    unit: 'Cognito monthly active user, Plus feature plan (no free tier)',
    source: 'https://aws.amazon.com/cognito/pricing/',
    readOn: READ_ON,
    confirmed: true,
  },
} as const satisfies Record<string, Price>;

export type PriceName = keyof typeof PRICES;

// @vitest-environment node
// Each portal Lambda declares exactly the variables its code reads, on every stage: the local stack runs
// the synthesised bundles with nothing but what their templates declare (plus the SDK's own endpoint,
// region and credential variables). Each function's deployed bundle is read out of the cloud assembly;
// every PORTAL_* name in it must be declared, every declared one must be in it, and any other variable
// it reads must be one the Lambda runtime or the SDK provides.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/constants.ts';
import { RESOURCES, type Resource } from '#shared/routes.ts';
import { STAGES, type StageName } from '#infra/stages.ts';
import { synthPortal, type SynthesisedPortal } from './support/synth-portal.ts';
import { logicalId, resourcesOfType, type CfnResourceJson } from './support/template-queries.ts';

/** The user pool's CustomMessage trigger, beside the resources' functions. */
const CUSTOM_MESSAGES = 'cognito-messages';
type PortalFunctionName = Resource | typeof CUSTOM_MESSAGES;

/** What the HTTP handler of every API function reads: the table, the client a caller's token must be for, the auth routes' allowed origins. */
const HTTP_HANDLER = ['PORTAL_TABLE_NAME', 'PORTAL_USER_POOL_CLIENT_ID', 'PORTAL_ORIGINS'];

/** The dev stage's variables per function, spelled out: a name dropped or added anywhere fails that function's test. */
const DEV_VARIABLES: Record<PortalFunctionName, readonly string[]> = {
  auth: [...HTTP_HANDLER, 'PORTAL_USER_POOL_ID', 'PORTAL_AUTH_CHALLENGE_KEY', 'PORTAL_ACTIVITY_RETENTION_DAYS'],
  branding: [...HTTP_HANDLER, 'PORTAL_UPLOADS_BASE_URL'],
  'user-data': [...HTTP_HANDLER, 'PORTAL_UPLOADS_BASE_URL'],
  dashboards: [
    ...HTTP_HANDLER,
    'PORTAL_UPLOADS_BUCKET',
    'PORTAL_UPLOADS_BASE_URL',
    'PORTAL_IFRAME_HTTP_ALLOWED',
    'PORTAL_ACTIVITY_RETENTION_DAYS',
  ],
  bookmarks: HTTP_HANDLER,
  views: HTTP_HANDLER,
  uploads: [...HTTP_HANDLER, 'PORTAL_UPLOADS_BUCKET'],
  accounts: [...HTTP_HANDLER, 'PORTAL_ACTIVITY_RETENTION_DAYS'],
  roles: [...HTTP_HANDLER, 'PORTAL_ACTIVITY_RETENTION_DAYS'],
  users: [...HTTP_HANDLER, 'PORTAL_USER_POOL_ID', 'PORTAL_BUSINESS_URL', 'PORTAL_ACTIVITY_RETENTION_DAYS'],
  'admin-themes': [...HTTP_HANDLER, 'PORTAL_ACTIVITY_RETENTION_DAYS'],
  'admin-reports': [...HTTP_HANDLER, 'PORTAL_ACTIVITY_RETENTION_DAYS'],
  'admin-businesses': [
    ...HTTP_HANDLER,
    'PORTAL_UPLOADS_BUCKET',
    'PORTAL_UPLOADS_BASE_URL',
    'PORTAL_USER_POOL_ID',
    'PORTAL_BUSINESS_URL',
    'PORTAL_ACTIVITY_RETENTION_DAYS',
  ],
  'admin-business-dashboards': [
    ...HTTP_HANDLER,
    'PORTAL_UPLOADS_BUCKET',
    'PORTAL_UPLOADS_BASE_URL',
    'PORTAL_IFRAME_HTTP_ALLOWED',
    'PORTAL_ACTIVITY_RETENTION_DAYS',
  ],
  insights: HTTP_HANDLER,
  // Keeps the periods asked for to the days the trail keeps.
  activity: [...HTTP_HANDLER, 'PORTAL_ACTIVITY_RETENTION_DAYS'],
  // Reads nothing: the users Lambda hands it the business and the address.
  [CUSTOM_MESSAGES]: [],
};

/**
 * Variables besides the portal's that a bundle may read, as found in the bundles: each is set by the
 * Lambda runtime or is a setting of the AWS SDK bundled with the code.
 */
const PROVIDED_VARIABLES: readonly RegExp[] = [
  // The runtime's (AWS_REGION, AWS_LAMBDA_*, the role's credentials) and the SDK's own settings
  // (AWS_ENDPOINT_URL_*, AWS_EC2_METADATA_SERVICE_*, AWS_SDK_JS_*).
  /^AWS_[A-Z0-9_]+$/,
  // The SDK's search for ~/.aws/config (POSIX, then Windows).
  /^(HOME|USERPROFILE|HOMEPATH|HOMEDRIVE)$/,
];

const PORTAL_NAME = /\bPORTAL_[A-Z0-9_]+\b/g;

/** Every PORTAL_* name a bundle holds: the functions import one constant per variable, so these are the ones its code reads. */
const portalNamesIn = (bundle: string): string[] => [...new Set(bundle.match(PORTAL_NAME) ?? [])].sort();

/**
 * The variables a (minified) bundle names where it reads process.env: `process.env.X`, `process.env?.X`,
 * `process.env["X"]`, `"X" in process.env` and `{X: a, Y: b = …} = process.env`. A read through a
 * computed name (`process.env[name]`) names nothing here; the PORTAL_* names are found above instead.
 */
function processEnvReadsIn(bundle: string): string[] {
  const names = new Set<string>();
  for (const [, name] of bundle.matchAll(/process\.env\??\.([A-Za-z_$][\w$]*)/g)) names.add(name);
  for (const [, , name] of bundle.matchAll(/process\.env\??\.?\[\s*(["'`])([^"'`]+)\1\s*\]/g)) names.add(name);
  for (const [, , name] of bundle.matchAll(/(["'`])([^"'`]+)\1\s*in\s+process\.env\b/g)) names.add(name);
  for (const [, pattern] of bundle.matchAll(/\{((?:[^{}]|\$\{[^{}]*\})*)\}\s*=\s*process\.env\b/g)) {
    for (const [, name] of pattern.matchAll(/(?:^|,)\s*([A-Za-z_$][\w$]*)\s*(?=[:=,]|$)/g)) names.add(name);
  }
  return [...names].sort();
}

const isProvided = (name: string): boolean => PROVIDED_VARIABLES.some((pattern) => pattern.test(name));

/** One synthesis with bundling (~15 s) per stage, shared with the other infra files (synth-portal.ts). */
const synthOnce = (stage: StageName): SynthesisedPortal => synthPortal(stage, { bundleLambdas: true });

function portalLambdas(portal: SynthesisedPortal): Record<PortalFunctionName, LambdaFunction> {
  const customMessages = portal.stack.auth.customMessages;
  if (!customMessages) throw new Error('The portal stack has no CustomMessage trigger');
  const byResource = Object.fromEntries(RESOURCES.map((resource) => [resource, portal.stack.functions.byResource[resource].lambda]));
  return { ...(byResource as Record<Resource, LambdaFunction>), [CUSTOM_MESSAGES]: customMessages.lambda };
}

const FUNCTION_NAMES = Object.keys(DEV_VARIABLES) as PortalFunctionName[];
const lambdaJson = (portal: SynthesisedPortal, name: PortalFunctionName): CfnResourceJson =>
  portal.template.toJSON().Resources[logicalId(portalLambdas(portal)[name])];
const declaredVariables = (portal: SynthesisedPortal, name: PortalFunctionName): Record<string, unknown> =>
  lambdaJson(portal, name).Properties.Environment?.Variables ?? {};

/**
 * The deployed bundle. The CDK CLI records its folder as the resource's `aws:asset:path` metadata; the
 * tests' App writes no asset metadata, and the folder is the same `asset.<hash>` the code's S3 key names.
 */
function bundleOf(portal: SynthesisedPortal, name: PortalFunctionName): string {
  const resource = lambdaJson(portal, name) as CfnResourceJson & { Metadata?: Record<string, string> };
  const folder = resource.Metadata?.['aws:asset:path'] ?? `asset.${(resource.Properties.Code.S3Key as string).replace(/\.zip$/, '')}`;
  return readFileSync(join(portal.outdir, folder, 'index.mjs'), 'utf8');
}

describe('reading variables out of a bundle', () => {
  it('finds the PORTAL_* names wherever they are spelled', () => {
    expect(portalNamesIn('const a="PORTAL_TABLE_NAME";e[a];throw new Error(`${"PORTAL_ORIGINS"} is not set`);PORTAL_TABLE_NAME')).toEqual([
      'PORTAL_ORIGINS',
      'PORTAL_TABLE_NAME',
    ]);
  });

  it('finds the names of process.env reads in every spelling a minifier leaves', () => {
    const bundle = [
      'let a=process.env.AWS_REGION;',
      'process.env?.AWS_LAMBDA_NODEJS_NO_GLOBAL_AWSLAMBDA??"";',
      'process.env["DEBUG"];',
      '"AWS_LAMBDA_MAX_CONCURRENCY"in process.env;',
      'let{HOME:e,USERPROFILE:t,HOMEDRIVE:o=`C:${dR}`}=process.env;',
      'process.env[t];',
    ].join('');

    expect(processEnvReadsIn(bundle)).toEqual([
      'AWS_LAMBDA_MAX_CONCURRENCY',
      'AWS_LAMBDA_NODEJS_NO_GLOBAL_AWSLAMBDA',
      'AWS_REGION',
      'DEBUG',
      'HOME',
      'HOMEDRIVE',
      'USERPROFILE',
    ]);
  });

  it('allows the runtime’s and the SDK’s variables only', () => {
    expect(['AWS_REGION', 'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER', 'HOME'].every(isProvided)).toBe(true);
    expect(['DEBUG', 'NODE_ENV', 'PORTAL_TABLE_NAME', 'AWS', 'HOMEBREW'].some(isProvided)).toBe(false);
  });
});

describe('the dev stage declares exactly these variables per function', () => {
  let portal: SynthesisedPortal;
  beforeAll(() => {
    portal = synthOnce('dev');
  });

  it.each(FUNCTION_NAMES)('%s', (name) => {
    expect(Object.keys(declaredVariables(portal, name)).sort()).toEqual([...DEV_VARIABLES[name]].sort());
  });
});

describe.each<StageName>(['dev', 'prod', 'local'])('%s stage: each function declares what its bundle reads', (stage) => {
  let portal: SynthesisedPortal;
  beforeAll(() => {
    portal = synthOnce(stage);
  });

  it('checks every Lambda of the stack but CDK’s own providers', () => {
    const portalIds = new Set(FUNCTION_NAMES.map((name) => logicalId(portalLambdas(portal)[name])));
    const others = Object.keys(resourcesOfType(portal.template, 'AWS::Lambda::Function')).filter((id) => !portalIds.has(id));

    // CDK's own providers (BucketDeployment, custom resource providers, AwsCustomResource, log retention).
    expect(others.filter((id) => !/^(Custom[A-Z]|AWS[0-9a-f]{32}|LogRetention[0-9a-f]{32})/.test(id))).toEqual([]);
  });

  it.each(FUNCTION_NAMES)('%s: every PORTAL_* name in its bundle is declared, and every declared one is read', (name) => {
    const read = portalNamesIn(bundleOf(portal, name));
    const declared = Object.keys(declaredVariables(portal, name)).sort();

    expect(
      read.filter((variable) => !declared.includes(variable)),
      'read but not declared',
    ).toEqual([]);
    expect(
      declared.filter((variable) => !read.includes(variable)),
      'declared but never read',
    ).toEqual([]);
  });

  it.each(FUNCTION_NAMES)('%s reads no process.env variable but the portal’s, the runtime’s and the SDK’s', (name) => {
    const reads = processEnvReadsIn(bundleOf(portal, name));

    expect(reads.filter((variable) => !variable.startsWith('PORTAL_') && !isProvided(variable))).toEqual([]);
  });

  it('lets dashboards frame plain http only where the stage allows it', () => {
    for (const name of ['dashboards', 'admin-business-dashboards'] as const) {
      expect(declaredVariables(portal, name)[ENV.iframeHttpAllowed], name).toBe(String(STAGES[stage].iframeHttpAllowed));
    }
  });
});

// @vitest-environment node
// The HTTP API and its Lambdas, as synthesised for the dev stage: routes from the route table,
// the authorizer, one Lambda per resource with exactly the grants and environment it needs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/constants.ts';
import { RESOURCES, ROUTES, routeIds, routeKey, type Resource } from '#shared/routes.ts';
import { TABLE_DEFINITION } from '#shared/table-definition.ts';
import { RECORDS_ACTIVITY } from '#infra/constructs/portal-functions.ts';
import { FUNCTION_PERMISSIONS, type FunctionNeeds } from '#infra/function-permissions.ts';
import { LAMBDA_ESBUILD } from '#infra/lambda-bundling.ts';
import { STAGES } from '#infra/stages.ts';
import { bundleLambda } from '../benchmarks/bundle-lambda.ts';
import { synthPortal, type SynthesisedPortal } from './support/synth-portal.ts';
import {
  actionsOf,
  logicalId,
  onlyResourceOfType,
  resourcesOfType,
  statementsOfRole,
  type CfnResourceJson,
} from './support/template-queries.ts';
import { tempDir } from '#tests/support/temp-dir.ts';

const LOG_WRITE = ['logs:CreateLogStream', 'logs:PutLogEvents'];
/**
 * The objects (a copy is a GetObject plus a PutObject), and ListBucket so that a missing key reads as
 * 404 rather than 403: no bucket configuration, no ACLs.
 */
const BUCKET_ACTIONS = {
  read: ['s3:GetObject', 's3:ListBucket'],
  readWrite: ['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject'],
} as const;

let portal: SynthesisedPortal;
beforeAll(() => {
  portal = synthPortal('dev', { bundleLambdas: true });
});

/** Specifiers of the static and dynamic imports of an ES module bundle. */
function importedModules(bundle: string, kind: 'static' | 'dynamic'): string[] {
  const pattern =
    kind === 'static'
      ? /\bimport\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*from\s*["']([^"']+)["']/g
      : /\bimport\(\s*["']([^"']+)["']\s*\)/g;
  return [...new Set([...bundle.matchAll(pattern)].map((match) => match[1]))];
}

/** Widened to the interface, so a check for a need no resource has yet still type-checks. */
const needsOf = (resource: Resource): FunctionNeeds => FUNCTION_PERMISSIONS[resource];

const lambdaOf = (resource: Resource) => portal.stack.functions.byResource[resource].lambda;
const lambdaResource = (resource: Resource): CfnResourceJson => portal.template.toJSON().Resources[logicalId(lambdaOf(resource))];
/** The code's S3 key is `<asset hash>.zip`; the bundled folder is `asset.<asset hash>` in the assembly. */
const deployedBundlePath = (resource: Resource): string =>
  join(portal.outdir, `asset.${(lambdaResource(resource).Properties.Code.S3Key as string).replace(/\.zip$/, '')}`, 'index.mjs');

describe('HTTP API routes', () => {
  const routesByKey = () =>
    new Map(
      Object.values(resourcesOfType(portal.template, 'AWS::ApiGatewayV2::Route')).map((route) => [
        route.Properties.RouteKey as string,
        route.Properties,
      ]),
    );

  it.each(routeIds)('%s: method, path, authorizer and Lambda come from the route table', (id) => {
    const route = ROUTES[id];
    const cfnRoute = routesByKey().get(routeKey(route));

    expect(cfnRoute, `no route ${routeKey(route)}`).toBeDefined();
    if (route.audience === 'public') {
      expect(cfnRoute!.AuthorizationType).toBe('NONE');
      expect(cfnRoute!.AuthorizerId).toBeUndefined();
    } else {
      expect(cfnRoute!.AuthorizationType).toBe('JWT');
      const authorizerId = Object.keys(resourcesOfType(portal.template, 'AWS::ApiGatewayV2::Authorizer'))[0];
      expect(cfnRoute!.AuthorizerId).toEqual({ Ref: authorizerId });
    }
    const integrationId = (cfnRoute!.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
    const integration = portal.template.toJSON().Resources[integrationId.Ref] as CfnResourceJson;
    expect(integration.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [logicalId(lambdaOf(route.resource)), 'Arn'] });
    expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
  });

  it('has no route that the route table does not list', () => {
    const expected = routeIds.map((id) => routeKey(ROUTES[id])).sort();

    expect([...routesByKey().keys()].sort()).toEqual(expected);
  });

  it('verifies Cognito access tokens of the portal client', () => {
    const authorizer = onlyResourceOfType(portal.template, 'AWS::ApiGatewayV2::Authorizer').Properties;

    expect(authorizer.AuthorizerType).toBe('JWT');
    expect(authorizer.IdentitySource).toEqual(['$request.header.Authorization']);
    expect(authorizer.JwtConfiguration).toEqual({
      Issuer: { 'Fn::GetAtt': [logicalId(portal.stack.auth.userPool), 'ProviderURL'] },
      Audience: [{ Ref: logicalId(portal.stack.auth.client) }],
    });
  });

  it('logs every request as JSON and throttles the default stage as the stage settings say', () => {
    const stage = onlyResourceOfType(portal.template, 'AWS::ApiGatewayV2::Stage').Properties;

    expect(stage.StageName).toBe('$default');
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
    expect(JSON.parse(stage.AccessLogSettings.Format)).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    expect(stage.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: STAGES.dev.apiThrottle.rateLimit,
      ThrottlingBurstLimit: STAGES.dev.apiThrottle.burstLimit,
    });
  });
});

describe('portal Lambdas', () => {
  it.each(RESOURCES)('%s runs Node 22 on arm64 with its own log group', (resource) => {
    const fn = lambdaResource(resource).Properties;

    expect(fn.Runtime).toBe('nodejs22.x');
    expect(fn.Architectures).toEqual(['arm64']);
    expect(fn.Handler).toBe('index.handler');
    const logGroup = portal.template.toJSON().Resources[fn.LoggingConfig.LogGroup.Ref] as CfnResourceJson;
    expect(logGroup.Properties.RetentionInDays).toBe(STAGES.dev.logRetention);
  });

  it.each(RESOURCES)('%s is one minified ESM file with the AWS SDK inside and a require shim', (resource) => {
    const bundle = readFileSync(deployedBundlePath(resource), 'utf8');

    expect(bundle.startsWith(LAMBDA_ESBUILD.banner)).toBe(true);
    // Nothing left to load at run time but Node's own modules and, lazily, the credential providers
    // a Lambda never reaches (its credentials are in the environment): the SDK client is inside.
    expect(importedModules(bundle, 'static').filter((name) => !name.startsWith('node:'))).toEqual([]);
    const lazy = importedModules(bundle, 'dynamic').filter((name) => !name.startsWith('node:'));
    expect(lazy.filter((name) => !(LAMBDA_ESBUILD.external as readonly string[]).includes(name))).toEqual([]);
  });

  it.each(RESOURCES)('%s is byte for byte the bundle the benchmark measures (one set of esbuild options)', async (resource) => {
    const measured = await bundleLambda(resource, tempDir('portal-bundle-compare'));

    expect(readFileSync(deployedBundlePath(resource)).equals(readFileSync(measured.file))).toBe(true);
  });

  it.each(RESOURCES)('%s may call only the actions FUNCTION_PERMISSIONS gives it', (resource) => {
    const needs = needsOf(resource);
    const statements = statementsOfRole(portal.template, logicalId(lambdaOf(resource).role!));
    const actions = [...new Set(statements.flatMap(actionsOf))].sort();

    const expected = [
      ...LOG_WRITE,
      ...needs.table,
      ...(needs.uploadsBucket ? BUCKET_ACTIONS[needs.uploadsBucket] : []),
      ...(needs.userPool ?? []).map((action) => `cognito-idp:${action}`),
    ].sort();
    expect(actions).toEqual(expected);
    expect(actions.filter((action) => action.includes('*'))).toEqual([]);
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it.each(RESOURCES.filter((resource) => needsOf(resource).table.length > 0))(
    '%s has its table actions on the table and Query alone on the indexes, nothing else',
    (resource) => {
      const tableArn = { 'Fn::GetAtt': [logicalId(portal.stack.table), 'Arn'] };
      const indexArns = TABLE_DEFINITION.indexes.map((index) => ({ 'Fn::Join': ['', [tableArn, `/index/${index.name}`]] }));
      const dynamoStatements = statementsOfRole(portal.template, logicalId(lambdaOf(resource).role!)).filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('dynamodb:')),
      );
      const actionsOn = (arn: unknown) =>
        dynamoStatements
          .filter((statement) => [statement.Resource].flat().some((resource) => JSON.stringify(resource) === JSON.stringify(arn)))
          .flatMap(actionsOf)
          .sort();

      for (const statement of dynamoStatements) {
        expect(statement.Effect).toBe('Allow');
        expect(actionsOf(statement).every((action) => action.startsWith('dynamodb:'))).toBe(true);
        expect(
          [statement.Resource].flat().every((arn) => [tableArn, ...indexArns].some((known) => JSON.stringify(known) === JSON.stringify(arn))),
        ).toBe(true);
      }
      expect(actionsOn(tableArn)).toEqual([...needsOf(resource).table].sort());
      const queries = needsOf(resource).table.includes('dynamodb:Query');
      for (const indexArn of indexArns) expect(actionsOn(indexArn)).toEqual(queries ? ['dynamodb:Query'] : []);
    },
  );

  it('grants BatchWriteItem to no function, and the views function only reads (its views, its users’ counters) and updates', () => {
    for (const resource of RESOURCES) expect(needsOf(resource).table, resource).not.toContain('dynamodb:BatchWriteItem');
    expect([...needsOf('views').table].sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
    expect(needsOf('bookmarks').table).not.toContain('dynamodb:UpdateItem');
  });

  it.each(RESOURCES.filter((resource) => needsOf(resource).uploadsBucket))(
    '%s reaches the objects of the uploads bucket and lists that bucket, nothing else',
    (resource) => {
      const bucketArn = { 'Fn::GetAtt': [logicalId(portal.stack.uploads), 'Arn'] };
      const s3Statements = statementsOfRole(portal.template, logicalId(lambdaOf(resource).role!)).filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('s3:')),
      );

      expect(s3Statements.length).toBeGreaterThan(0);
      for (const statement of s3Statements) {
        expect(statement.Effect).toBe('Allow');
        const listing = actionsOf(statement).includes('s3:ListBucket');
        if (listing) expect(actionsOf(statement)).toEqual(['s3:ListBucket']);
        expect(statement.Resource).toEqual(listing ? bucketArn : { 'Fn::Join': ['', [bucketArn, '/*']] });
      }
      expect(lambdaResource(resource).Properties.Environment.Variables[ENV.uploadsBucket]).toEqual({ Ref: logicalId(portal.stack.uploads) });
    },
  );

  it('uploads presigns with a role that may put, read and delete pictures, and reads the table only', () => {
    expect(FUNCTION_PERMISSIONS.uploads).toEqual({ table: ['dynamodb:GetItem', 'dynamodb:Query'], uploadsBucket: 'readWrite' });
    expect(FUNCTION_PERMISSIONS.dashboards).toMatchObject({ uploadsBucket: 'readWrite' });
    const route = Object.values(resourcesOfType(portal.template, 'AWS::ApiGatewayV2::Route')).find(
      (candidate) => candidate.Properties.RouteKey === 'POST /api/v1/uploads',
    );
    expect(route?.Properties.AuthorizationType).toBe('JWT');
  });

  it.each(RESOURCES)('%s gets exactly the environment variables its permissions imply', (resource) => {
    const needs = needsOf(resource);
    const variables = lambdaResource(resource).Properties.Environment?.Variables ?? {};

    const expected = [
      ...(needs.table.length === 0 ? [] : [ENV.tableName]),
      ...(needs.uploadsBucket ? [ENV.uploadsBucket] : []),
      ...(needs.uploadsBaseUrl ? [ENV.uploadsBaseUrl] : []),
      ...(needs.userPool ? [ENV.userPoolId] : []),
      // The HTTP handler every function runs checks a caller's token's client id, and the auth routes' Origin.
      ENV.userPoolClientId,
      ENV.portalOrigins,
      ...(needs.businessUrl ? [ENV.businessUrl] : []),
      ...(needs.iframeUrls ? [ENV.iframeHttpAllowed] : []),
      // The HMAC key of the first-login challenge (a Secrets Manager dynamic reference).
      ...(resource === 'auth' ? [ENV.authChallengeKey] : []),
      // Writers of the activity trail stamp each entry's expiry from the stage's retention; its reader bounds periods by it.
      ...(RECORDS_ACTIVITY.has(resource) || resource === 'activity' ? [ENV.activityRetentionDays] : []),
    ].sort();
    expect(Object.keys(variables).sort()).toEqual(expected);
    if (needs.table.length > 0) expect(variables[ENV.tableName]).toEqual({ Ref: logicalId(portal.stack.table) });
    if (needs.uploadsBaseUrl) {
      // A path: the distribution serves /uploads/* on every host it answers, a business's subdomain too.
      expect(variables[ENV.uploadsBaseUrl]).toBe('/uploads');
    }
    if (needs.userPool) expect(variables[ENV.userPoolId]).toEqual({ Ref: logicalId(portal.stack.auth.userPool) });
    expect(variables[ENV.userPoolClientId]).toEqual({ Ref: logicalId(portal.stack.auth.client) });
    if (needs.iframeUrls) expect(variables[ENV.iframeHttpAllowed]).toBe('false');
    if (RECORDS_ACTIVITY.has(resource) || resource === 'activity') {
      expect(variables[ENV.activityRetentionDays]).toBe(String(STAGES.dev.activityRetentionDays));
    }
  });

  it('keeps activity entries until the table’s TTL attribute (expiresAt) says, as the writers stamp it', () => {
    const table = onlyResourceOfType(portal.template, 'AWS::DynamoDB::Table');
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    expect(STAGES.dev.activityRetentionDays).toBe(90);
  });
});

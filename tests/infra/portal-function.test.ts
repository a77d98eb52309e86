// @vitest-environment node
// The PortalFunction construct on its own: each `use*` call grants and sets its variable together, and
// what it grants passes cdk-nag. Uses a fixture handler, so it does not depend on functions/.
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/constants.ts';
import { TABLE_DEFINITION } from '#shared/table-definition.ts';
import { LogsBucket } from '#infra/constructs/logs-bucket.ts';
import { PortalAuth } from '#infra/constructs/portal-auth.ts';
import { PortalFunction } from '#infra/constructs/portal-function.ts';
import { PortalTable } from '#infra/constructs/portal-table.ts';
import { PrivateBucket } from '#infra/constructs/private-bucket.ts';
import { STAGES } from '#infra/stages.ts';
import { actionsOf, logicalId, statementsOfRole, type StatementJson } from './support/template-queries.ts';

const FIXTURE_HANDLER = join(import.meta.dirname, 'fixtures', 'noop-handler.ts');

let stack: Stack;
let template: Template;
let fullAccess: PortalFunction;
let tableAccess: PortalFunction;
let bucket: PrivateBucket;
let table: PortalTable;
let auth: PortalAuth;

beforeAll(() => {
  const app = new App();
  stack = new Stack(app, 'construct-test', { env: { region: 'sa-east-1' } });
  table = new PortalTable(stack, 'Table', { deletionProtection: false });
  bucket = new PrivateBucket(stack, 'Bucket', {
    accessLogs: new LogsBucket(stack, 'Logs', { expireAfterDays: 1 }),
    serverAccessLogsPrefix: 'bucket/',
  });
  auth = new PortalAuth(stack, 'Auth', { deletionProtection: false, threatProtection: STAGES.dev.threatProtection });

  fullAccess = new PortalFunction(stack, 'Full', { entry: FIXTURE_HANDLER, logRetention: RetentionDays.ONE_WEEK, tracing: true })
    .useTable(table, ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'])
    .useBucket(bucket, 'readWrite')
    .useUserPool(auth.userPool, ['AdminGetUser', 'AdminDisableUser'])
    .useUserPoolClient(auth.client)
    .useUploadsBaseUrl('https://portal.example/uploads')
    .useIframeRule(true);
  tableAccess = new PortalFunction(stack, 'ReadOnly', { entry: FIXTURE_HANDLER, logRetention: RetentionDays.ONE_WEEK, tracing: false })
    .useTable(table, ['dynamodb:GetItem'])
    .useUserPoolClient(auth.client)
    .usePortalOrigins('https://portal.example')
    .useIframeRule(false);
  template = Template.fromStack(stack);
});

const statementsOf = (fn: PortalFunction): StatementJson[] => statementsOfRole(template, logicalId(fn.lambda.role!));
const variablesOf = (fn: PortalFunction): Record<string, unknown> =>
  template.toJSON().Resources[logicalId(fn.lambda)].Properties.Environment.Variables;

describe('PortalFunction', () => {
  it('useBucket grants the objects of that bucket, lists that bucket only (a missing key reads 404), and names it', () => {
    const bucketArn = { 'Fn::GetAtt': [logicalId(bucket), 'Arn'] };
    const s3 = statementsOf(fullAccess).filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
    const onObjects = s3.filter((s) => !actionsOf(s).includes('s3:ListBucket'));
    const listing = s3.filter((s) => actionsOf(s).includes('s3:ListBucket'));

    expect(onObjects.flatMap(actionsOf).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(onObjects.map((s) => s.Resource)).toEqual([{ 'Fn::Join': ['', [bucketArn, '/*']] }]);
    expect(listing.map((s) => [actionsOf(s), s.Resource])).toEqual([[['s3:ListBucket'], bucketArn]]);
    expect(variablesOf(fullAccess)[ENV.uploadsBucket]).toEqual({ Ref: logicalId(bucket) });
  });

  it('useUserPool grants the named admin actions on that pool only, and sets the pool id they name', () => {
    const cognito = statementsOf(fullAccess).filter((s) => actionsOf(s).some((a) => a.startsWith('cognito-idp:')));

    expect(cognito.flatMap(actionsOf).sort()).toEqual(['cognito-idp:AdminDisableUser', 'cognito-idp:AdminGetUser']);
    expect(cognito.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(auth.userPool), 'Arn'] }]);
    expect(variablesOf(fullAccess)).toMatchObject({
      [ENV.userPoolId]: { Ref: logicalId(auth.userPool) },
      [ENV.userPoolClientId]: { Ref: logicalId(auth.client) },
      [ENV.uploadsBaseUrl]: 'https://portal.example/uploads',
    });
  });

  it('useUserPoolClient sets the client id alone: no pool id, nothing granted on Cognito', () => {
    expect(
      statementsOf(tableAccess)
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('cognito-idp:')),
    ).toEqual([]);
    expect(variablesOf(tableAccess)[ENV.userPoolClientId]).toEqual({ Ref: logicalId(auth.client) });
    expect(variablesOf(tableAccess)).not.toHaveProperty(ENV.userPoolId);
  });

  it('useIframeRule writes the stage’s rule as true or false; usePortalOrigins the origin', () => {
    expect(variablesOf(fullAccess)[ENV.iframeHttpAllowed]).toBe('true');
    expect(variablesOf(tableAccess)[ENV.iframeHttpAllowed]).toBe('false');
    expect(variablesOf(tableAccess)[ENV.portalOrigins]).toBe('https://portal.example');
  });

  it('useTable grants exactly the actions named on the table, and Query alone on its indexes', () => {
    const tableArn = { 'Fn::GetAtt': [logicalId(table), 'Arn'] };
    const dynamo = statementsOf(fullAccess).filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    const onTable = dynamo.filter((s) => JSON.stringify([s.Resource].flat()) === JSON.stringify([tableArn]));
    const onIndexes = dynamo.filter((s) => s !== onTable[0]);

    expect(onTable.flatMap(actionsOf).sort()).toEqual([
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(onIndexes.flatMap(actionsOf)).toEqual(['dynamodb:Query']);
    expect([onIndexes[0].Resource].flat()).toHaveLength(TABLE_DEFINITION.indexes.length);
    expect(variablesOf(fullAccess)[ENV.tableName]).toEqual({ Ref: logicalId(table) });
  });

  it('useTable without Query grants nothing on the indexes', () => {
    const dynamo = statementsOf(tableAccess).filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));

    expect(dynamo.flatMap(actionsOf)).toEqual(['dynamodb:GetItem']);
    expect(dynamo.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(table), 'Arn'] }]);
  });

  it('uses its own role: no AWS managed policy, log writes to its own log group only', () => {
    const role = template.toJSON().Resources[logicalId(tableAccess.lambda.role!)].Properties;
    const logs = statementsOf(tableAccess).find((s) => actionsOf(s).includes('logs:PutLogEvents'));
    const logGroupRef = template.toJSON().Resources[logicalId(tableAccess.lambda)].Properties.LoggingConfig.LogGroup.Ref;

    expect(role.ManagedPolicyArns).toBeUndefined();
    expect(logs?.Resource).toEqual({ 'Fn::GetAtt': [logGroupRef, 'Arn'] });
  });

  it('passes cdk-nag with its grants, tracing included', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(stack);
    const functionFindings = report.violations.filter((v) =>
      v.violatingResources.some((r) => /\/(Full|ReadOnly)\//.test(r.constructPath ?? '')),
    );

    expect(functionFindings.map((v) => v.ruleName)).toEqual([]);
  });
});

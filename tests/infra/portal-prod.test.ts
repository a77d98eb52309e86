// @vitest-environment node
// What the prod stage changes: deletion protection, enforced threat protection, tracing, longer
// retention, no extra upload origins; and it too passes cdk-nag.
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/constants.ts';
import { RESOURCES } from '#shared/routes.ts';
import { STAGES } from '#infra/stages.ts';
import { synthPortal, type SynthesisedPortal } from './support/synth-portal.ts';
import { logicalId, onlyResourceOfType, templateString } from './support/template-queries.ts';

let portal: SynthesisedPortal;
beforeAll(() => {
  portal = synthPortal('prod');
});

describe('prod stage', () => {
  it('is a stack of its own in São Paulo', () => {
    expect(portal.stack.stackName).toBe('portal-prod');
    expect(portal.stack.region).toBe('sa-east-1');
  });

  it('protects the table and the user pool from deletion', () => {
    expect(onlyResourceOfType(portal.template, 'AWS::DynamoDB::Table').Properties.DeletionProtectionEnabled).toBe(true);
    expect(onlyResourceOfType(portal.template, 'AWS::Cognito::UserPool').Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('enforces Cognito threat protection', () => {
    expect(onlyResourceOfType(portal.template, 'AWS::Cognito::UserPool').Properties.UserPoolAddOns).toEqual({
      AdvancedSecurityMode: 'ENFORCED',
    });
  });

  it('keeps the activity trail two years: the writers get the prod retention', () => {
    const lambda = portal.template.toJSON().Resources[logicalId(portal.stack.functions.byResource.roles.lambda)];
    expect(lambda.Properties.Environment.Variables[ENV.activityRetentionDays]).toBe('730');
  });

  it.each(RESOURCES)('%s is traced with X-Ray and keeps its logs for the prod retention', (resource) => {
    const lambda = portal.template.toJSON().Resources[logicalId(portal.stack.functions.byResource[resource].lambda)];
    const logGroup = portal.template.toJSON().Resources[lambda.Properties.LoggingConfig.LogGroup.Ref];

    expect(lambda.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    expect(logGroup.Properties.RetentionInDays).toBe(STAGES.prod.logRetention);
  });

  it('lets only the portal origin PUT uploads', () => {
    const uploads = portal.template.toJSON().Resources[logicalId(portal.stack.uploads)].Properties;

    expect(uploads.CorsConfiguration.CorsRules[0].AllowedOrigins.map(templateString)).toEqual([
      `https://\${${logicalId(portal.stack.cdn.distribution)}.DomainName}`,
    ]);
  });

  it('passes cdk-nag AwsSolutions (tracing adds a wildcard it must justify)', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(portal.stack);

    expect(report.violations.map((v) => `${v.severity} ${v.ruleName}`)).toEqual([]);
  });
});

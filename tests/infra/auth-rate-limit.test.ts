// @vitest-environment node
// The edge's brake on sign-in guessing: a WAF web ACL in us-east-1 (CloudFront's scope requires it)
// with a rate-based rule per client address on /api/v1/auth/*, attached to the portal's distribution
// through a cross-region reference; and the auth Lambda's challenge key, a generated secret.
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/constants.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { AUTH_REQUESTS_PER_WINDOW } from '#infra/constructs/auth-rate-limit.ts';
import type { PortalEdgeStack } from '#infra/edge-stack.ts';
import { synthPortal, type SynthesisedPortal } from './support/synth-portal.ts';
import { logicalId, onlyResourceOfType, templateString } from './support/template-queries.ts';

let portal: SynthesisedPortal;
let edge: PortalEdgeStack;
let edgeTemplate: Template;
beforeAll(() => {
  portal = synthPortal('dev');
  edge = portal.app.node.findChild('portal-dev-edge') as PortalEdgeStack;
  edgeTemplate = Template.fromStack(edge);
});

const webAcl = () => onlyResourceOfType(edgeTemplate, 'AWS::WAFv2::WebACL').Properties;

describe('the WAF web ACL of the distribution', () => {
  it('lives in its own us-east-1 stack with the CLOUDFRONT scope, letting everything else through', () => {
    expect(Stack.of(edge).region).toBe('us-east-1');
    expect(Stack.of(portal.stack).region).toBe('sa-east-1');
    expect(webAcl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('blocks an address that sends too many requests to /api/v1/auth/*, with a Portuguese 429', () => {
    const [rule, ...others] = webAcl().Rules as Record<string, any>[];
    expect(others).toEqual([]);
    expect(rule.Statement.RateBasedStatement).toEqual({
      Limit: AUTH_REQUESTS_PER_WINDOW,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        ByteMatchStatement: {
          FieldToMatch: { UriPath: {} },
          PositionalConstraint: 'STARTS_WITH',
          SearchString: '/api/v1/auth/',
          TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
        },
      },
    });
    const response = rule.Action.Block.CustomResponse;
    expect(response.ResponseCode).toBe(429);
    const body = webAcl().CustomResponseBodies[response.CustomResponseBodyKey];
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toEqual({ error: SERVICE_MESSAGES.tooManyAttempts(5) });
  });

  it("is the distribution's web ACL, read from us-east-1 by a cross-region reference", () => {
    const config = onlyResourceOfType(portal.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    const [readerId, exportName] = config.WebACLId['Fn::GetAtt'] as [string, string];
    expect(portal.template.toJSON().Resources[readerId].Type).toBe('Custom::CrossRegionExportReader');
    // The edge stack writes that export, into the portal's region, from the ACL's ARN.
    const writer = onlyResourceOfType(edgeTemplate, 'Custom::CrossRegionExportWriter').Properties.WriterProps;
    expect(writer.region).toBe('sa-east-1');
    expect(writer.exports[exportName]).toEqual({ 'Fn::GetAtt': [logicalId(edge.rateLimit.webAcl), 'Arn'] });
  });

  it('passes cdk-nag AwsSolutions in the edge stack', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(edge);
    expect(report.violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});

describe('the challenge key of the auth Lambda', () => {
  it('is a secret generated at deploy, handed to the auth Lambda alone through a dynamic reference', () => {
    const secret = onlyResourceOfType(portal.template, 'AWS::SecretsManager::Secret').Properties;
    expect(secret.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    const secretId = logicalId(portal.stack.auth.challengeKey);
    const withKey = Object.entries(portal.template.findResources('AWS::Lambda::Function')).filter(
      ([, fn]) => fn.Properties.Environment?.Variables?.[ENV.authChallengeKey] !== undefined,
    );
    expect(withKey.map(([id]) => id)).toEqual([logicalId(portal.stack.functions.byResource.auth.lambda)]);
    expect(templateString(withKey[0][1].Properties.Environment.Variables[ENV.authChallengeKey])).toBe(
      `{{resolve:secretsmanager:\${${secretId}}:SecretString:::}}`,
    );
  });
});

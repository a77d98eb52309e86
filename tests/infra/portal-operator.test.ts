// @vitest-environment node
// What an operator's settings add (infra/stages.ts, or `-c <name>=<value>` for one deploy): the portal's
// own domain with a subdomain per client, e-mail through SES, and alarms; and what the portal is without them.
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/constants.ts';
import { RESOURCES } from '#shared/routes.ts';
import type { PortalEdgeStack } from '#infra/edge-stack.ts';
import { resolveStage, STAGES } from '#infra/stages.ts';
import { synthPortal, type SynthesisedPortal } from './support/synth-portal.ts';
import { logicalId, onlyResourceOfType, resourcesOfType, templateString } from './support/template-queries.ts';

const DOMAIN = 'portal.example.com';
const SES_IDENTITY = 'arn:aws:ses:sa-east-1:111111111111:identity/portal.example.com';
const OPERATOR = {
  domainName: DOMAIN,
  hostedZoneId: 'Z0123456789ABC',
  hostedZoneName: DOMAIN,
  emailFrom: `no-reply@${DOMAIN}`,
  sesIdentityArn: SES_IDENTITY,
  alarmEmail: 'ops@example.com',
};

const stackNamed = (portal: SynthesisedPortal, name: string) => portal.app.node.findChild(name) as PortalEdgeStack;
const variablesOf = (portal: SynthesisedPortal, resource: (typeof RESOURCES)[number]) =>
  portal.template.toJSON().Resources[logicalId(portal.stack.functions.byResource[resource].lambda)].Properties.Environment.Variables;
const nagFindings = (portal: SynthesisedPortal, stackName: string) =>
  new AwsSolutionsChecks(undefined, { verbose: true })
    .validateScope(stackName === portal.stack.stackName ? portal.stack : stackNamed(portal, stackName))
    .violations.map((violation) => `${violation.ruleName} ${violation.violatingResources.map((r) => r.resourceLogicalId).join(',')}`);

describe('prod with its own domain, SES and alarms', () => {
  let portal: SynthesisedPortal;
  let edge: Template;
  let edgeAlarms: Template;
  beforeAll(() => {
    portal = synthPortal('prod', { context: OPERATOR });
    edge = Template.fromStack(stackNamed(portal, 'portal-prod-edge'));
    edgeAlarms = Template.fromStack(stackNamed(portal, 'portal-prod-edge-alarms'));
  });

  it('has CloudFront serve the domain and every subdomain with a DNS-validated us-east-1 certificate, TLS 1.2_2021', () => {
    const config = onlyResourceOfType(portal.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    expect(config.Aliases).toEqual([DOMAIN, `*.${DOMAIN}`]);
    expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    expect(stackNamed(portal, 'portal-prod-edge').region).toBe('us-east-1');
    edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: DOMAIN,
      SubjectAlternativeNames: [`*.${DOMAIN}`],
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: DOMAIN, HostedZoneId: OPERATOR.hostedZoneId }],
    });
  });

  it('points A and AAAA alias records of the domain and its wildcard at the distribution', () => {
    const records = Object.values(resourcesOfType(portal.template, 'AWS::Route53::RecordSet')).map((record) => record.Properties);
    const distribution = logicalId(portal.stack.cdn.distribution);
    expect(records.map((record) => `${record.Type} ${record.Name}`).sort()).toEqual(
      [`A *.${DOMAIN}.`, `A ${DOMAIN}.`, `AAAA *.${DOMAIN}.`, `AAAA ${DOMAIN}.`].sort(),
    );
    for (const record of records) {
      expect(record.HostedZoneId).toBe(OPERATOR.hostedZoneId);
      expect(record.AliasTarget.DNSName).toEqual({ 'Fn::GetAtt': [distribution, 'DomainName'] });
    }
  });

  it('accepts the apex and its subdomains as the portal: request guards, invitations, uploads CORS, config.json', () => {
    expect(variablesOf(portal, 'auth')[ENV.portalOrigins]).toBe(`https://${DOMAIN}`);
    expect(variablesOf(portal, 'users')[ENV.businessUrl]).toBe(`https://{subdomain}.${DOMAIN}`);
    expect(variablesOf(portal, 'admin-businesses')[ENV.businessUrl]).toBe(`https://{subdomain}.${DOMAIN}`);
    const uploads = portal.template.toJSON().Resources[logicalId(portal.stack.uploads)].Properties;
    expect(uploads.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([`https://${DOMAIN}`, `https://*.${DOMAIN}`]);
    expect(portal.stack.businessUrl).toBe(`https://{subdomain}.${DOMAIN}`);
    portal.template.hasOutput('PortalUrl', { Value: `https://${DOMAIN}` });
  });

  it('sends the pool’s e-mail through the SES identity, from the operator’s address, still with the Portuguese trigger', () => {
    const pool = onlyResourceOfType(portal.template, 'AWS::Cognito::UserPool').Properties;
    expect(pool.EmailConfiguration).toMatchObject({ EmailSendingAccount: 'DEVELOPER', SourceArn: SES_IDENTITY });
    expect(pool.EmailConfiguration.From).toContain(OPERATOR.emailFrom);
    expect(pool.LambdaConfig.CustomMessage).toBeDefined();
    expect(Annotations.fromStack(portal.stack).findWarning('*', Match.stringLikeRegexp('50 e-mails a day'))).toEqual([]);
  });

  it('alarms on each function’s errors and throttles, the API’s 5xx share and p99, DynamoDB’s throttles and system errors', () => {
    const alarms = Object.values(resourcesOfType(portal.template, 'AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
    const topic = logicalId(portal.stack.node.findChild('Monitoring').node.scope!.node.findChild('Alarms').node.findChild('Topic'));
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topic }]);
    const plain = alarms.filter((alarm) => alarm.MetricName);
    for (const fn of [
      ...RESOURCES.map((resource) => portal.stack.functions.byResource[resource].lambda),
      portal.stack.auth.customMessages!.lambda,
    ]) {
      for (const metric of ['Errors', 'Throttles']) {
        expect(plain.filter((alarm) => alarm.MetricName === metric && alarm.Dimensions[0].Value.Ref === logicalId(fn))).toHaveLength(1);
      }
    }
    expect(plain.find((alarm) => alarm.Namespace === 'AWS/ApiGateway' && alarm.MetricName === 'Latency')).toMatchObject({
      ExtendedStatistic: 'p99',
      Threshold: STAGES.prod.alarms.apiLatencyP99Ms,
      EvaluationPeriods: STAGES.prod.alarms.evaluationPeriods,
    });
    const expressions = alarms.filter((alarm) => alarm.Metrics).map((alarm) => JSON.stringify(alarm.Metrics));
    expect(expressions.filter((metrics) => metrics.includes('"5xx"'))).toHaveLength(1);
    expect(expressions.filter((metrics) => metrics.includes('ThrottledRequests'))).toHaveLength(1);
    expect(expressions.filter((metrics) => metrics.includes('SystemErrors'))).toHaveLength(1);
    portal.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: OPERATOR.alarmEmail });
    portal.template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    const dashboard = JSON.stringify(onlyResourceOfType(portal.template, 'AWS::CloudWatch::Dashboard').Properties.DashboardBody);
    // The body is JSON inside a JSON string: its quotes come escaped.
    for (const resource of [...RESOURCES, 'cognito-messages']) expect(dashboard).toContain(`\\"title\\":\\"${resource}\\"`);
  });

  it('alarms in us-east-1 on WAF blocks (edge stack) and CloudFront 5xx (after the distribution), to an encrypted topic there', () => {
    edge.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    edge.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: OPERATOR.alarmEmail });
    edge.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: Match.arrayWith([{ Name: 'WebACL', Value: 'portal-prod-edge' }]),
      Threshold: STAGES.prod.alarms.wafBlockedRequests,
    });
    edgeAlarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Threshold: STAGES.prod.alarms.cloudFront5xxPercent,
    });
    expect(stackNamed(portal, 'portal-prod-edge-alarms').region).toBe('us-east-1');
  });

  it.each(['portal-prod', 'portal-prod-edge', 'portal-prod-edge-alarms'])('%s passes cdk-nag AwsSolutions', (stackName) => {
    expect(nagFindings(portal, stackName)).toEqual([]);
  });
});

describe('a certificate the operator brings, with DNS kept elsewhere', () => {
  it('uses that certificate and writes no DNS record', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012';
    const portal = synthPortal('dev', { context: { domainName: DOMAIN, certificateArn } });
    const config = onlyResourceOfType(portal.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    expect(config.ViewerCertificate.AcmCertificateArn).toBe(certificateArn);
    expect(resourcesOfType(portal.template, 'AWS::Route53::RecordSet')).toEqual({});
    expect(resourcesOfType(Template.fromStack(stackNamed(portal, 'portal-dev-edge')), 'AWS::CertificateManager::Certificate')).toEqual({});
  });
});

describe('without operator settings', () => {
  let portal: SynthesisedPortal;
  beforeAll(() => {
    portal = synthPortal('prod');
  });

  it('serves the CloudFront host, each business named by ?empresa= there', () => {
    const config = onlyResourceOfType(portal.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    expect(config.Aliases).toBeUndefined();
    const distribution = logicalId(portal.stack.cdn.distribution);
    expect(templateString(variablesOf(portal, 'users')[ENV.businessUrl])).toBe(`https://\${${distribution}.DomainName}/?empresa={subdomain}`);
    expect(templateString(variablesOf(portal, 'auth')[ENV.portalOrigins])).toBe(`https://\${${distribution}.DomainName}`);
    expect(variablesOf(portal, 'dashboards')[ENV.businessUrl]).toBeUndefined();
  });

  it('keeps Cognito’s own sender and warns, naming its daily limit; no alarm, still a dashboard', () => {
    // No EmailConfiguration is Cognito's default sender.
    expect(onlyResourceOfType(portal.template, 'AWS::Cognito::UserPool').Properties.EmailConfiguration).toBeUndefined();
    expect(Annotations.fromStack(portal.stack).findWarning('*', Match.stringLikeRegexp('50 e-mails a day'))).toHaveLength(1);
    expect(resourcesOfType(portal.template, 'AWS::CloudWatch::Alarm')).toEqual({});
    expect(Object.keys(resourcesOfType(portal.template, 'AWS::CloudWatch::Dashboard'))).toHaveLength(1);
    expect(portal.app.node.tryFindChild('portal-prod-edge-alarms')).toBeUndefined();
  });
});

describe('operator settings that cannot be right fail the synth with the reason', () => {
  const settings = (context: Record<string, string>) => () => resolveStage('prod', (name) => context[name]);

  it.each([
    [{ domainName: DOMAIN }, /hostedZoneId and hostedZoneName .* or certificateArn/],
    [{ domainName: 'Portal Example', certificateArn: 'x' }, /is not a lower-case domain name/],
    [{ domainName: DOMAIN, hostedZoneId: 'Z1', hostedZoneName: 'other.example' }, /is not in the hosted zone other.example/],
    [{ domainName: DOMAIN, certificateArn: 'arn:aws:acm:sa-east-1:111111111111:certificate/abc' }, /in us-east-1/],
    [{ emailFrom: 'no-reply@portal.example.com' }, /emailFrom and sesIdentityArn go together/],
    [{ alarmEmail: 'ops' }, /alarmEmail "ops" is not an e-mail address/],
    [{ hostedZoneId: 'Z1', hostedZoneName: DOMAIN }, /for domainName, which is not set/],
  ])('%j', (context, reason) => {
    expect(settings(context)).toThrow(reason);
  });

  it('takes each context value over the stage’s own', () => {
    expect(resolveStage('dev', (name) => ({ alarmEmail: ' ops@example.com ' })[name]).settings.alarmEmail).toBe('ops@example.com');
    expect(resolveStage('dev').settings.alarmEmail).toBeUndefined();
  });
});

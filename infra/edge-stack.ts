// What CloudFront takes from us-east-1 only, in small stacks there. The edge stack, deployed before the
// portal's: the distribution's WAF web ACL, the certificate of the portal's own domain, the alarm topic
// of that region and the WAF alarm. The edge alarms stack, deployed after the portal's because it names
// the distribution: the CloudFront alarm (CloudFront and WAF publish their metrics in us-east-1 only).
import { Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, AlarmTopic } from './constructs/alarm-topic.ts';
import { AuthRateLimit, WEB_ACL_REGION } from './constructs/auth-rate-limit.ts';
import type { StageSettings } from './stages.ts';

export interface PortalEdgeStackProps extends StackProps {
  stage: StageSettings;
}

export class PortalEdgeStack extends Stack {
  readonly rateLimit: AuthRateLimit;
  /** Covers `domainName` and `*.domainName`; only with a domain. */
  readonly certificate?: ICertificate;
  /** Only with `alarmEmail`. */
  readonly alarmTopic?: AlarmTopic;

  constructor(scope: Construct, id: string, props: PortalEdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: WEB_ACL_REGION }, crossRegionReferences: true });
    const { stage } = props;
    this.rateLimit = new AuthRateLimit(this, 'AuthRateLimit', { metricName: id });
    if (stage.domainName) this.certificate = this.domainCertificate(stage);
    if (stage.alarmEmail) {
      this.alarmTopic = new AlarmTopic(this, 'Alarms', { email: stage.alarmEmail, displayName: `${id} alarms` });
      this.alarmTopic.alarm(this, 'WafBlockedRequestsAlarm', {
        metric: new Metric({
          namespace: 'AWS/WAFV2',
          metricName: 'BlockedRequests',
          dimensionsMap: { WebACL: this.rateLimit.metricName, Rule: 'ALL' },
          statistic: 'Sum',
          period: ALARM_PERIOD,
        }),
        threshold: stage.alarms.wafBlockedRequests,
        periods: stage.alarms.evaluationPeriods,
        description: 'The WAF blocked many sign-in requests: someone may be guessing passwords. See docs/deploy.md, "Alarms".',
      });
    }
  }

  /** The operator's certificate, or one ACM issues and validates through the hosted zone's DNS. */
  private domainCertificate(stage: StageSettings): ICertificate {
    const domainName = stage.domainName!;
    if (stage.certificateArn) return Certificate.fromCertificateArn(this, 'Certificate', stage.certificateArn);
    const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: stage.hostedZoneId!, zoneName: stage.hostedZoneName! });
    return new Certificate(this, 'Certificate', {
      domainName,
      subjectAlternativeNames: [`*.${domainName}`],
      validation: CertificateValidation.fromDns(zone),
    });
  }
}

export interface PortalEdgeAlarmsStackProps extends StackProps {
  stage: StageSettings;
  /** The portal's distribution (a cross-region reference from the portal's stack). */
  distributionId: string;
  alarmTopic: AlarmTopic;
}

export class PortalEdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: PortalEdgeAlarmsStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: WEB_ACL_REGION }, crossRegionReferences: true });
    props.alarmTopic.alarm(this, 'CloudFront5xxAlarm', {
      metric: new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        statistic: 'Average',
        period: ALARM_PERIOD,
      }),
      threshold: props.stage.alarms.cloudFront5xxPercent,
      periods: props.stage.alarms.evaluationPeriods,
      description: 'CloudFront answers many 5xx: the API, the web bucket or a deploy is failing. See docs/deploy.md, "Alarms".',
    });
  }
}

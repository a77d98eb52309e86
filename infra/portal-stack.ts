// The portal on AWS: CloudFront in front of the SPA bucket, the HTTP API and the uploads bucket;
// one Lambda per resource; one DynamoDB table; Cognito login.
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { queryAddressPattern, subdomainAddressPattern } from '#shared/business-address.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { AlarmTopic } from './constructs/alarm-topic.ts';
import { LogsBucket } from './constructs/logs-bucket.ts';
import { PortalApi } from './constructs/portal-api.ts';
import { PortalAuth } from './constructs/portal-auth.ts';
import { PortalCdn } from './constructs/portal-cdn.ts';
import { PortalDns } from './constructs/portal-dns.ts';
import { PortalFunctions } from './constructs/portal-functions.ts';
import { PortalMonitoring } from './constructs/portal-monitoring.ts';
import { PortalTable } from './constructs/portal-table.ts';
import { PrivateBucket } from './constructs/private-bucket.ts';
import { UploadsBucket, uploadsBucketName } from './constructs/uploads-bucket.ts';
import { WebDeployment } from './constructs/web-deployment.ts';
import type { StageName, StageSettings } from './stages.ts';
import type { WebAssetDir } from './web-asset-dir.ts';

export interface PortalStackProps extends StackProps {
  stageName: StageName;
  stage: StageSettings;
  /** The built SPA; tests pass a temporary directory. */
  web: WebAssetDir;
  /** The WAF web ACL of the distribution (its us-east-1 stack; a cross-region reference). */
  webAclArn: string;
  /** The certificate of `stage.domainName` (us-east-1, from the edge stack); required with a domain. */
  certificate?: ICertificate;
}

/** Cognito's own e-mail sender's daily limit, past which invitations and password resets are not sent. */
export const COGNITO_DAILY_EMAILS = 50;

export class PortalStack extends Stack {
  // The parts tests look at.
  readonly table: PortalTable;
  readonly auth: PortalAuth;
  readonly api: PortalApi;
  readonly cdn: PortalCdn;
  readonly uploads: UploadsBucket;
  readonly functions: PortalFunctions;
  readonly monitoring: PortalMonitoring;
  /** `https://<domainName>`, else `https://<id>.cloudfront.net`. */
  readonly portalOrigin: string;
  /** Where a business's own portal is (shared/business-address.ts). */
  readonly businessUrl: string;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    // Server access logs are allowed by a bucket policy, not the legacy log-delivery ACL. Set here rather
    // than in cdk.json so tests, which do not read cdk.json, build the same template.
    this.node.setContext('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy', true);
    const { stage } = props;

    const logs = new LogsBucket(this, 'AccessLogs', { expireAfterDays: stage.accessLogDays });
    this.table = new PortalTable(this, 'Table', { deletionProtection: stage.deletionProtection });
    this.auth = this.createAuth(props);
    const webBucket = new PrivateBucket(this, 'WebBucket', { accessLogs: logs, serverAccessLogsPrefix: 'web-bucket/' });
    const uploadsName = uploadsBucketName(props.stageName);

    this.api = new PortalApi(this, 'Api', {
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      throttle: stage.apiThrottle,
      logRetention: stage.logRetention,
    });
    this.cdn = new PortalCdn(this, 'Cdn', {
      webBucket,
      uploadsBucketName: uploadsName,
      apiOriginDomainName: this.api.originDomainName,
      logsBucket: logs,
      webAclArn: props.webAclArn,
      ...(stage.domainName && props.certificate
        ? { domain: { names: [stage.domainName, `*.${stage.domainName}`], certificate: props.certificate } }
        : {}),
    });
    if (stage.domainName && !props.certificate) throw new Error('A domainName needs its certificate from the edge stack');
    // With a domain, the portal is its apex and each business one label under it; the CloudFront host
    // then answers too but is no portal origin. Without, the CloudFront host is the portal.
    this.portalOrigin = stage.domainName ? `https://${stage.domainName}` : this.cdn.url;
    this.businessUrl = stage.domainName ? subdomainAddressPattern(stage.domainName) : queryAddressPattern(this.cdn.url);
    if (stage.domainName && stage.hostedZoneId && stage.hostedZoneName) {
      new PortalDns(this, 'Dns', {
        domainName: stage.domainName,
        hostedZoneId: stage.hostedZoneId,
        hostedZoneName: stage.hostedZoneName,
        distribution: this.cdn.distribution,
      });
    }
    const pageOrigins = stage.domainName ? [this.portalOrigin, `https://*.${stage.domainName}`] : [this.portalOrigin];
    this.uploads = new UploadsBucket(this, 'Uploads', {
      bucketName: uploadsName,
      accessLogs: logs,
      allowedOrigins: [...pageOrigins, ...stage.extraUploadOrigins],
    });
    this.cdn.allowUploadsRead(this.uploads);

    this.functions = new PortalFunctions(this, 'Functions', {
      stage,
      table: this.table,
      uploadsBucket: this.uploads,
      // Relative: the distribution serves /uploads/* beside the SPA on every host it answers (a business's
      // subdomain too), so a picture is always same-origin for the page's `img-src 'self'`.
      uploadsBaseUrl: '/uploads',
      portalUrl: this.portalOrigin,
      businessUrl: this.businessUrl,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
    });
    this.api.routeTo(this.functions.lambdas());
    this.auth.passChallengeKeyTo(this.functions.byResource.auth.lambda);

    this.deployWeb(props, webBucket);
    this.monitoring = this.createMonitoring(stage, id);
    this.addOutputs(webBucket, logs);
  }

  /** Cognito, with its own e-mail sender unless the stage names an SES identity (a warning in prod). */
  private createAuth({ stage, stageName }: PortalStackProps): PortalAuth {
    const auth = new PortalAuth(this, 'Auth', {
      deletionProtection: stage.deletionProtection,
      threatProtection: stage.threatProtection,
      invitationMessages: { logRetention: stage.logRetention, tracing: stage.tracing },
      ...(stage.emailFrom && stage.sesIdentityArn ? { sesEmail: { from: stage.emailFrom, identityArn: stage.sesIdentityArn } } : {}),
    });
    if (!stage.emailFrom && stageName === 'prod') {
      Annotations.of(auth).addWarningV2(
        'portal:cognitoEmail',
        `prod sends invitations and password codes through Cognito's own sender, limited to ${COGNITO_DAILY_EMAILS} e-mails a day: set emailFrom and sesIdentityArn (docs/deploy.md, "E-mail").`,
      );
    }
    return auth;
  }

  /** The built SPA and its config.json in the web bucket (a warning when only the placeholder exists). */
  private deployWeb({ web: asset, stage }: PortalStackProps, webBucket: PrivateBucket): void {
    const web = new WebDeployment(this, 'Web', {
      assetDir: asset.dir,
      bucket: webBucket,
      distribution: this.cdn.distribution,
      // Same origin as the API, so the SPA needs only the path; `cognitoEndpoint` is for the local stack.
      runtimeConfig: {
        apiBaseUrl: API_PREFIX,
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        businessUrl: this.businessUrl,
      },
      logRetention: stage.logRetention,
    });
    if (asset.isPlaceholder) {
      Annotations.of(web).addWarningV2(
        'portal:webPlaceholder',
        'web/dist did not exist at synth: deploying this would publish a placeholder page. Run `npm run build:web` first.',
      );
    }
  }

  /** Alarms on every function, the API and the table, sent to the stage's alarm e-mail when it has one. */
  private createMonitoring(stage: StageSettings, stackId: string): PortalMonitoring {
    return new PortalMonitoring(this, 'Monitoring', {
      thresholds: stage.alarms,
      functions: {
        ...Object.fromEntries(Object.entries(this.functions.byResource).map(([resource, fn]) => [resource, fn.lambda])),
        ...(this.auth.customMessages ? { 'cognito-messages': this.auth.customMessages.lambda } : {}),
      },
      httpApi: this.api.httpApi,
      table: this.table,
      ...(stage.alarmEmail ? { alarmTopic: new AlarmTopic(this, 'Alarms', { email: stage.alarmEmail, displayName: `${stackId} alarms` }) } : {}),
    });
  }

  private addOutputs(webBucket: PrivateBucket, logs: LogsBucket): void {
    const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    output('PortalUrl', this.portalOrigin, 'The portal (SPA, /api and /uploads on one origin)');
    output('BusinessUrl', this.businessUrl, "A client business's own address, {subdomain} replaced by its subdomain");
    output('ApiUrl', this.api.stage.url, 'HTTP API default stage (use the portal URL + /api/v1 in the browser)');
    output('UserPoolId', this.auth.userPool.userPoolId, 'Cognito user pool');
    output('UserPoolClientId', this.auth.client.userPoolClientId, 'Cognito public client of the portal');
    output('TableName', this.table.tableName, 'DynamoDB single table');
    output('UploadsBucketName', this.uploads.bucketName, 'Previews and logos (presigned PUT)');
    output('WebBucketName', webBucket.bucketName, 'Built SPA and config.json');
    output('AccessLogsBucketName', logs.bucketName, 'S3 and CloudFront access logs');
    output('DistributionId', this.cdn.distribution.distributionId, 'CloudFront distribution (for invalidations)');
  }
}

// CloudFront in front of everything, on one origin: the SPA, `/api/*` and `/uploads/*`.
import { Aws, Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  type ResponseCustomHeader,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IFunction as ICloudFrontFunction,
} from 'aws-cdk-lib/aws-cloudfront';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { SPA_FALLBACK_FUNCTION, STRIP_UPLOADS_PREFIX_FUNCTION } from '../cloudfront-functions.ts';
import {
  cognitoOrigin,
  contentSecurityPolicy,
  CUSTOM_SECURITY_HEADERS,
  HSTS_MAX_AGE_SECONDS,
  UPLOADS_CONTENT_SECURITY_POLICY,
  UPLOADS_DEFAULT_DISPOSITION,
} from '../security-headers.ts';

export interface PortalCdnProps {
  webBucket: IBucket;
  /** Name only (see uploads-bucket.ts): the origin must not reference the bucket resource. */
  uploadsBucketName: string;
  apiOriginDomainName: string;
  logsBucket: IBucket;
  /** The ARN of the WAF web ACL in front of the distribution (auth-rate-limit.ts, in us-east-1). */
  webAclArn?: string;
  /** The portal's own names (`portal.example.com`, `*.portal.example.com`) and their us-east-1 certificate. */
  domain?: { names: string[]; certificate: ICertificate };
}

export class PortalCdn extends Construct {
  readonly distribution: Distribution;
  /** `https://<id>.cloudfront.net`: the portal's origin. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: PortalCdnProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    const uploadsBucket = Bucket.fromBucketAttributes(this, 'UploadsOriginBucket', {
      bucketName: props.uploadsBucketName,
      region,
    });

    const portalHeaders = this.securityHeadersPolicy(
      'PortalHeaders',
      contentSecurityPolicy({
        // The SPA PUTs files straight to the uploads bucket with presigned URLs.
        connectSrc: [cognitoOrigin(region), `https://${uploadsBucket.bucketRegionalDomainName}`],
      }),
    );
    // Every object the portal stores is a picture of an accepted type (signed type, checked bytes); one
    // that says nothing else is a download, never a page (an object's own disposition is kept).
    const uploadsHeaders = this.securityHeadersPolicy('UploadsHeaders', UPLOADS_CONTENT_SECURITY_POLICY, [
      { header: 'Content-Disposition', value: UPLOADS_DEFAULT_DISPOSITION, override: false },
    ]);

    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(props.apiOriginDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Authorization header, cookies (the refresh cookie) and query strings reach the API; Host must not.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: portalHeaders,
    };
    const uploadsBehavior: BehaviorOptions = {
      origin: S3BucketOrigin.withOriginAccessControl(uploadsBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: uploadsHeaders,
      functionAssociations: [
        {
          function: this.viewerRequestFunction('StripUploadsPrefix', STRIP_UPLOADS_PREFIX_FUNCTION),
          eventType: FunctionEventType.VIEWER_REQUEST,
        },
      ],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Portal ${Stack.of(this).stackName}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: portalHeaders,
        functionAssociations: [
          { function: this.viewerRequestFunction('SpaFallback', SPA_FALLBACK_FUNCTION), eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: { '/api/*': apiBehavior, '/uploads/*': uploadsBehavior },
      // Only the "all" price class includes the South American edge locations, where the users are.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      ...(props.domain
        ? {
            domainNames: props.domain.names,
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    acknowledgeDistributionFindings(this.distribution, { ownDomain: Boolean(props.domain) });
    // CDK cannot edit an imported bucket's policy; allowUploadsRead does it on the real bucket.
    Validations.of(this).acknowledge({
      id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      reason: 'The uploads bucket policy is granted by PortalCdn.allowUploadsRead on the bucket itself.',
    });
  }

  /** Lets this distribution (and nothing else) read the uploads bucket's objects through OAC. */
  allowUploadsRead(uploads: IBucket): void {
    uploads.addToResourcePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        resources: [uploads.arnForObjects('*')],
        conditions: {
          StringEquals: {
            'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${this.distribution.distributionId}`,
          },
        },
      }),
    );
  }

  private viewerRequestFunction(id: string, code: string): ICloudFrontFunction {
    return new CloudFrontFunction(this, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 });
  }

  private securityHeadersPolicy(id: string, csp: string, extraHeaders: ResponseCustomHeader[] = []): ResponseHeadersPolicy {
    const custom = Object.entries(CUSTOM_SECURITY_HEADERS).map(([header, value]) => ({ header, value, override: true }));
    return new ResponseHeadersPolicy(this, id, {
      // Permissions-Policy and COOP have no field of their own in the security headers behaviour.
      customHeadersBehavior: { customHeaders: [...custom, ...extraHeaders] },
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        // No X-Frame-Options: `frame-ancestors 'none'` in the CSP already forbids framing the portal.
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      },
    });
  }
}

function acknowledgeDistributionFindings(distribution: Distribution, { ownDomain }: { ownDomain: boolean }): void {
  const validations = Validations.of(distribution);
  if (!ownDomain) {
    validations.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'Without a domainName the distribution uses the default *.cloudfront.net certificate, for which CloudFront does not allow choosing the minimum TLS version. A domainName brings an ACM certificate and TLSv1.2_2021.',
    });
  }
  validations.acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'No geo restriction: client companies staff travel and work remotely, and the portal requires a Cognito login for any data.',
  });
}

// @vitest-environment node
// What the browser meets, as synthesised for the dev stage: CloudFront's behaviours and headers, the
// buckets behind it, and the SPA deployment with its generated config.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '#shared/api-types.ts';
import { API_PREFIX, UPLOADS } from '#shared/constants.ts';
import { SPA_FALLBACK_FUNCTION, STRIP_UPLOADS_PREFIX_FUNCTION } from '#infra/cloudfront-functions.ts';
import {
  cognitoOrigin,
  contentSecurityPolicy,
  CUSTOM_SECURITY_HEADERS,
  HSTS_MAX_AGE_SECONDS,
  UPLOADS_CONTENT_SECURITY_POLICY,
} from '#infra/security-headers.ts';
import { SPA_CACHE_CONTROL } from '#infra/spa-caching.ts';
import { STAGES } from '#infra/stages.ts';
import { synthPortal, type SynthesisedPortal } from './support/synth-portal.ts';
import { logicalId, onlyResourceOfType, resourcesOfType, templateString, type CfnResourceJson } from './support/template-queries.ts';

let portal: SynthesisedPortal;
beforeAll(() => {
  portal = synthPortal('dev');
});

const resource = (id: string): CfnResourceJson => portal.template.toJSON().Resources[id];
const distributionConfig = () => onlyResourceOfType(portal.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
const behaviour = (pathPattern: string) =>
  (distributionConfig().CacheBehaviors as Record<string, any>[]).find((b) => b.PathPattern === pathPattern)!;
const originOf = (cacheBehaviour: Record<string, any>) =>
  (distributionConfig().Origins as Record<string, any>[]).find((o) => o.Id === cacheBehaviour.TargetOriginId)!;
const viewerRequestCode = (cacheBehaviour: Record<string, any>): string => {
  const [association] = cacheBehaviour.FunctionAssociations as { EventType: string; FunctionARN: any }[];
  expect(association.EventType).toBe('viewer-request');
  const fn = resource(association.FunctionARN['Fn::GetAtt'][0]).Properties;
  expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
  return fn.FunctionCode;
};
const headersPolicyOf = (cacheBehaviour: Record<string, any>) =>
  resource(cacheBehaviour.ResponseHeadersPolicyId.Ref).Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
const customHeadersOf = (cacheBehaviour: Record<string, any>): { Header: string; Value: string; Override: boolean }[] =>
  resource(cacheBehaviour.ResponseHeadersPolicyId.Ref).Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items;
const PERMISSIONS_AND_COOP = Object.entries(CUSTOM_SECURITY_HEADERS).map(([Header, Value]) => ({ Header, Value, Override: true }));
const uploadsBucketName = () => templateString(resource(logicalId(portal.stack.uploads)).Properties.BucketName);

describe('CloudFront distribution', () => {
  it('serves the SPA from the private web bucket through OAC, index.html at the root', () => {
    const config = distributionConfig();
    const webOrigin = originOf(config.DefaultCacheBehavior);

    expect(config.DefaultRootObject).toBe('index.html');
    expect(templateString(webOrigin.DomainName)).toMatch(/^\$\{WebBucket\w+\.RegionalDomainName\}$/);
    expect(webOrigin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('compresses the SPA and the uploads at the edge (brotli or gzip, chosen by Accept-Encoding)', () => {
    const config = distributionConfig();
    for (const cacheBehaviour of [config.DefaultCacheBehavior, behaviour('/uploads/*')]) {
      expect(cacheBehaviour.Compress).toBe(true);
      // CachingOptimized keys the cache on the normalised Accept-Encoding: brotli and gzip copies apart.
      expect(cacheBehaviour.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    }
  });

  it('falls back to index.html for client routes with a viewer-request function, not error responses', () => {
    expect(viewerRequestCode(distributionConfig().DefaultCacheBehavior)).toBe(SPA_FALLBACK_FUNCTION);
    // Error responses would also turn the API's 403/404 into the SPA page.
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('sends /api/* to the HTTP API uncached, with every method and every viewer header but Host', () => {
    const api = behaviour('/api/*');
    const origin = originOf(api);

    expect(templateString(origin.DomainName)).toBe(`\${${logicalId(portal.stack.api.httpApi)}}.execute-api.sa-east-1.\${AWS::URLSuffix}`);
    expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect([...api.AllowedMethods].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(api.FunctionAssociations).toBeUndefined();
  });

  it('serves /uploads/* read-only from the uploads bucket through OAC, stripping the prefix', () => {
    const uploads = behaviour('/uploads/*');
    const origin = originOf(uploads);

    expect(templateString(origin.DomainName)).toBe(`${uploadsBucketName()}.s3.sa-east-1.amazonaws.com`);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect([...uploads.AllowedMethods].sort()).toEqual(['GET', 'HEAD']);
    expect(viewerRequestCode(uploads)).toBe(STRIP_UPLOADS_PREFIX_FUNCTION);
  });

  it('sends the portal security headers with a CSP that frames reports but is never framed itself', () => {
    const headers = headersPolicyOf(distributionConfig().DefaultCacheBehavior);
    const csp = templateString(headers.ContentSecurityPolicy.ContentSecurityPolicy);

    expect(csp).toBe(
      contentSecurityPolicy({
        connectSrc: [cognitoOrigin('sa-east-1'), `https://${uploadsBucketName()}.s3.sa-east-1.amazonaws.com`],
      }),
    );
    expect(csp).toContain('frame-src https:');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.FrameOptions).toBeUndefined();
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    expect(headersPolicyOf(behaviour('/api/*'))).toEqual(headers);
  });

  it('sends uploaded files with a sandboxing CSP', () => {
    const headers = headersPolicyOf(behaviour('/uploads/*'));

    expect(headers.ContentSecurityPolicy.ContentSecurityPolicy).toBe(UPLOADS_CONTENT_SECURITY_POLICY);
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
  });

  it('adds the permissions policy and COOP to the portal, the API and the uploads', () => {
    expect(PERMISSIONS_AND_COOP.map((header) => header.Header)).toEqual(['Permissions-Policy', 'Cross-Origin-Opener-Policy']);
    expect(customHeadersOf(distributionConfig().DefaultCacheBehavior)).toEqual(PERMISSIONS_AND_COOP);
    expect(customHeadersOf(behaviour('/api/*'))).toEqual(PERMISSIONS_AND_COOP);
    expect(customHeadersOf(behaviour('/uploads/*'))).toEqual(expect.arrayContaining(PERMISSIONS_AND_COOP));
  });

  it('offers an uploaded file as a download unless it names its own disposition', () => {
    expect(customHeadersOf(behaviour('/uploads/*'))).toContainEqual({ Header: 'Content-Disposition', Value: 'attachment', Override: false });
    expect(customHeadersOf(distributionConfig().DefaultCacheBehavior).map((header) => header.Header)).not.toContain('Content-Disposition');
  });

  it('logs to the logs bucket and reaches the South American edge locations', () => {
    const config = distributionConfig();

    expect(config.Logging.Bucket).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^AccessLogs/), 'RegionalDomainName'] });
    expect(config.PriceClass).toBe('PriceClass_All');
  });
});

describe('buckets', () => {
  const bucketPolicyStatements = (bucketId: string): Record<string, any>[] =>
    Object.values(resourcesOfType(portal.template, 'AWS::S3::BucketPolicy'))
      .filter((policy) => policy.Properties.Bucket.Ref === bucketId)
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);

  it('are all private, encrypted and refuse plain HTTP', () => {
    const buckets = resourcesOfType(portal.template, 'AWS::S3::Bucket');

    expect(Object.keys(buckets).length).toBeGreaterThanOrEqual(3);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration, id).toEqual([
        { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
      ]);
      expect(bucketPolicyStatements(id), id).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('uploads: browsers of the portal origin may PUT presigned uploads and read them back', () => {
    const uploads = resource(logicalId(portal.stack.uploads)).Properties;
    const [rule] = uploads.CorsConfiguration.CorsRules;

    expect([...rule.AllowedMethods].sort()).toEqual(['GET', 'HEAD', 'PUT']);
    expect(rule.AllowedOrigins.map(templateString)).toEqual([
      `https://\${${logicalId(portal.stack.cdn.distribution)}.DomainName}`,
      ...STAGES.dev.extraUploadOrigins,
    ]);
    expect(rule.AllowedHeaders).toEqual(['*']);
  });

  it('uploads: pending uploads no record claimed expire after a day, old versions of them too', () => {
    const rules = resource(logicalId(portal.stack.uploads)).Properties.LifecycleConfiguration.Rules as Record<string, unknown>[];
    const pending = rules.filter((rule) => rule.Prefix === UPLOADS.pendingPrefix);

    expect(pending).toEqual([
      {
        Id: 'ExpirePendingUploads',
        Prefix: 'pending/',
        Status: 'Enabled',
        ExpirationInDays: UPLOADS.pendingExpiryDays,
        NoncurrentVersionExpiration: { NoncurrentDays: UPLOADS.pendingExpiryDays },
      },
    ]);
    // Stored pictures (outside pending/) never expire; only their replaced versions do, after a month.
    expect(rules.filter((rule) => rule.ExpirationInDays !== undefined)).toEqual(pending);
    expect(rules).toContainEqual({ Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: 30 } });
  });

  it('uploads: versioned, access-logged, readable by this distribution only', () => {
    const id = logicalId(portal.stack.uploads);
    const uploads = resource(id).Properties;
    const distributionId = logicalId(portal.stack.cdn.distribution);

    expect(uploads.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(uploads.LoggingConfiguration.DestinationBucketName.Ref).toMatch(/^AccessLogs/);
    const cloudFrontRead = bucketPolicyStatements(id).find((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFrontRead).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(templateString(cloudFrontRead!.Condition.StringEquals['AWS:SourceArn'])).toBe(
      `arn:\${AWS::Partition}:cloudfront::\${AWS::AccountId}:distribution/\${${distributionId}}`,
    );
  });
});

describe('SPA deployment', () => {
  const deployments = () => Object.entries(resourcesOfType(portal.template, 'Custom::CDKBucketDeployment'));
  const shell = () => deployments().find(([, d]) => d.Properties.DistributionPaths)!;
  const hashedAssets = () => deployments().find(([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/')!;

  it("generates config.json from the stack: same-origin API, region, pool and client ids, a business's address", () => {
    const { SourceObjectKeys: keys, SourceMarkers: markers } = shell()[1].Properties;
    const index = (keys as string[]).findIndex((key) => existsSync(join(portal.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json')));
    const raw = readFileSync(join(portal.outdir, `asset.${keys[index].replace(/\.zip$/, '')}`, 'config.json'), 'utf8');
    const config = JSON.parse(raw) as Record<keyof RuntimeConfig, string>;
    const resolved = Object.fromEntries(Object.entries(config).map(([key, value]) => [key, markers[index][value] ?? value]));

    expect(resolved).toEqual({
      apiBaseUrl: API_PREFIX,
      region: 'sa-east-1',
      userPoolId: { Ref: logicalId(portal.stack.auth.userPool) },
      userPoolClientId: { Ref: logicalId(portal.stack.auth.client) },
      businessUrl: expect.anything(),
    });
    // No domain of its own: the CloudFront host, the business in the query.
    const markerOf = (text: string) => Object.entries(markers[index] as Record<string, unknown>).find(([marker]) => text.includes(marker));
    const [marker, domain] = markerOf(config.businessUrl)!;
    expect(config.businessUrl.replace(marker, '<domain>')).toBe('https://<domain>/?empresa={subdomain}');
    expect(domain).toEqual({ 'Fn::GetAtt': [logicalId(portal.stack.cdn.distribution), 'DomainName'] });
  });

  it('keeps hashed assets for a year and old ones for open tabs; revalidates the rest; invalidates the CDN', () => {
    const [hashedId, hashed] = hashedAssets();
    const [, shellDeployment] = shell();

    expect(hashed.Properties.SystemMetadata['cache-control']).toBe(SPA_CACHE_CONTROL.hashedAsset);
    expect(hashed.Properties.Prune).toBe(false);
    expect(shellDeployment.Properties.SystemMetadata['cache-control']).toBe(SPA_CACHE_CONTROL.shell);
    expect(shellDeployment.Properties.Exclude).toEqual(['assets/*']);
    expect(shellDeployment.Properties.DistributionId).toEqual({ Ref: logicalId(portal.stack.cdn.distribution) });
    expect((shellDeployment as CfnResourceJson & { DependsOn?: string[] }).DependsOn).toContain(hashedId);
  });

  const assetDirsOf = ([, deployment]: [string, CfnResourceJson]) =>
    (deployment.Properties.SourceObjectKeys as string[]).map((key) => join(portal.outdir, `asset.${key.replace(/\.zip$/, '')}`));

  it("publishes the SPA without Vite's build manifest", () => {
    const webDir = assetDirsOf(shell()).find((dir) => existsSync(join(dir, 'index.html')))!;

    expect(webDir).toBeDefined();
    expect(existsSync(join(webDir, '.vite', 'manifest.json'))).toBe(false);
    // Not excluded from the sync either: a manifest an older deployment published is pruned.
    expect(shell()[1].Properties.Exclude).not.toContainEqual(expect.stringContaining('.vite'));
  });

  it("publishes the files themselves, never the build's brotli/gzip copies (CloudFront compresses)", () => {
    const dirs = [...assetDirsOf(shell()), ...(hashedAssets() ? assetDirsOf(hashedAssets()) : [])];
    const published = dirs.flatMap((dir) => readdirSync(dir, { recursive: true }).map(String));

    expect(published).toContain('index.html');
    expect(published.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});

describe('outputs', () => {
  it('name the portal URL, the API URL, the Cognito ids, the table and the buckets', () => {
    const outputs = portal.template.findOutputs('*');

    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['PortalUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName', 'UploadsBucketName', 'WebBucketName']),
    );
    expect(templateString(outputs.PortalUrl.Value)).toBe(`https://\${${logicalId(portal.stack.cdn.distribution)}.DomainName}`);
  });
});

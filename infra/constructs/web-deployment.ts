// Publishes the built SPA and its runtime config.json (generated from this stack's outputs) to the web bucket.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '#shared/api-types.ts';
import { PRECOMPRESSED_SUFFIX } from '../../web/precompress.ts';
import { iam5Action, nagResourceName } from '../nag-findings.ts';
import { SPA_CACHE_CONTROL } from '../spa-caching.ts';

/** Vite's folder of content-hashed files: a name never changes content, so browsers may keep them. */
const HASHED_ASSETS_DIR = 'assets';

/**
 * Vite's build metadata (`.vite/manifest.json`, read by web/bundle-report.ts at build time): a map of
 * every chunk, for the build only. Left out of the asset, so the sync also prunes a copy an older
 * deployment published.
 */
export const UNPUBLISHED_BUILD_FILES = '.vite/**';

/** The build's brotli/gzip copies are for the local gateway: CloudFront compresses by itself (`compress`). */
export const LOCAL_ONLY_COPIES = Object.values(PRECOMPRESSED_SUFFIX).map((suffix) => `**/*${suffix}`);

export interface WebDeploymentProps {
  /** Directory of the built SPA (web/dist, or a placeholder on a fresh clone). */
  assetDir: string;
  bucket: IBucket;
  distribution: IDistribution;
  runtimeConfig: RuntimeConfig;
  logRetention: RetentionDays;
}

export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: props.logRetention });
    let hashedAssets: BucketDeployment | undefined;
    if (existsSync(join(props.assetDir, HASHED_ASSETS_DIR))) {
      hashedAssets = new BucketDeployment(this, 'HashedAssets', {
        sources: [Source.asset(join(props.assetDir, HASHED_ASSETS_DIR), { exclude: LOCAL_ONLY_COPIES })],
        destinationBucket: props.bucket,
        destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
        cacheControl: [CacheControl.fromString(SPA_CACHE_CONTROL.hashedAsset)],
        // Old chunks stay: a tab opened before the deploy still lazy-loads them.
        prune: false,
        logGroup,
      });
    }

    const shell = new BucketDeployment(this, 'Shell', {
      sources: [
        Source.asset(props.assetDir, { exclude: [`${HASHED_ASSETS_DIR}/**`, UNPUBLISHED_BUILD_FILES, ...LOCAL_ONLY_COPIES] }),
        Source.jsonData('config.json', props.runtimeConfig),
      ],
      destinationBucket: props.bucket,
      // Not synced, so not pruned either: hashed assets are managed above.
      exclude: [`${HASHED_ASSETS_DIR}/*`],
      // index.html and config.json must be revalidated so a deploy is seen at the next page load.
      cacheControl: [CacheControl.fromString(SPA_CACHE_CONTROL.shell)],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
    // The new index.html must never be served before the chunks it names exist.
    if (hashedAssets) shell.node.addDependency(hashedAssets);

    acknowledgeDeploymentHandlerFindings(this, shell, props.bucket);
  }
}

/** Wildcard actions of CDK's grantRead/grantReadWrite, as BucketDeployment's handler role receives them. */
const EXPECTED_WILDCARD_ACTIONS = ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'];
const INVALIDATION_ACTIONS = ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'];

interface PolicyStatementJson {
  Action: string | string[];
  Resource: unknown;
}

/**
 * BucketDeployment runs a CDK-provided singleton Lambda (Python, AWS CLI layer) whose role CDK writes.
 * Its findings are about code we do not own. Each wildcard of that role is acknowledged only if it has
 * one of the shapes expected here; anything new fails the synth instead of being waved through.
 */
function acknowledgeDeploymentHandlerFindings(scope: Construct, deployment: BucketDeployment, webBucket: IBucket): void {
  const stack = Stack.of(scope);
  const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!handler) throw new Error('BucketDeployment handler not found; CDK changed how it names its singleton');

  const acknowledgements = new Map<string, string>([
    ['AwsSolutions-L1', 'CDK-managed BucketDeployment handler: CDK chooses and updates its Python runtime.'],
    [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'CDK-managed BucketDeployment handler role (basic Lambda logging); the function runs only during deployments.',
    ],
  ]);
  const webObjects = nagResourceName(scope, webBucket.arnForObjects('*'));
  const policy = deployment.handlerRole.node.tryFindChild('DefaultPolicy') as Policy | undefined;
  const statements = (stack.resolve(policy?.document.toJSON())?.Statement ?? []) as PolicyStatementJson[];

  for (const statement of statements) {
    const actions = [statement.Action].flat();
    for (const action of actions.filter((name) => name.includes('*'))) {
      if (!EXPECTED_WILDCARD_ACTIONS.includes(action)) throw new Error(`Unexpected wildcard action ${action} on the BucketDeployment role`);
      acknowledgements.set(
        iam5Action(action),
        "CDK's own grantRead (asset bucket) and grantReadWrite (web bucket) for BucketDeployment, which syncs the SPA.",
      );
    }
    for (const resource of [statement.Resource].flat().map((arn) => nagResourceName(scope, arn))) {
      if (!resource.includes('*')) continue;
      acknowledgements.set(`AwsSolutions-IAM5[Resource::${resource}]`, wildcardResourceReason(resource, actions, webObjects));
    }
  }
  for (const [id, reason] of acknowledgements) Validations.of(handler).acknowledge({ id, reason });
}

function wildcardResourceReason(resource: string, actions: string[], webObjects: string): string {
  if (resource === webObjects) return 'The objects of the web bucket, which the deployment handler syncs the built SPA into.';
  if (/:s3:::cdk-[a-z0-9]+-assets-/.test(resource)) return 'The CDK bootstrap asset bucket the deployment handler reads the zipped SPA from.';
  if (resource === '*' && actions.every((action) => INVALIDATION_ACTIONS.includes(action))) {
    return "CDK grants the CloudFront invalidation actions on all distributions; the handler only invalidates this stack's distribution after a deploy.";
  }
  throw new Error(`Unexpected wildcard resource ${resource} on the BucketDeployment role`);
}

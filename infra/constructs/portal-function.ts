// One portal Lambda with the project's defaults: Node 22 on arm64, ESM bundled by the local esbuild
// (in-process, never Docker: lambda-bundle-cache.ts), its own log group and a role that holds only what
// the `use*` calls grant.
import { dirname, join } from 'node:path';
import { AssetHashType, DockerImage, Duration, Validations } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ENV } from '#shared/constants.ts';
import { TABLE_DEFINITION } from '#shared/table-definition.ts';
import type { BucketAccess, CognitoAdminAction, TableAction } from '../function-permissions.ts';
import { bundleLambda } from '../lambda-bundle-cache.ts';
import { iam5Resource } from '../nag-findings.ts';

const BUCKET_ACTIONS = {
  read: ['s3:GetObject'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
} as const satisfies Record<BucketAccess, readonly string[]>;

export interface PortalFunctionProps {
  /** Absolute path of the TypeScript entry; it must export `handler`. */
  entry: string;
  logRetention: RetentionDays;
  tracing: boolean;
  memorySize?: number;
  timeout?: Duration;
}

export class PortalFunction extends Construct {
  readonly lambda: LambdaFunction;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);

    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention });
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to its own log group only.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    this.lambda = new LambdaFunction(this, 'Function', {
      code: bundledCode(props.entry),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      tracing: props.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
    });

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the project targets and tests on (package.json engines, the node@22 toolchain, the local stack); moving to a newer runtime is a deliberate upgrade, not a silent one.',
    });
    if (props.tracing) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments and PutTelemetryRecords do not support resource-level permissions.',
      });
    }
  }

  /**
   * Grants exactly these actions on the table and sets its name. Query is the one action that reaches an
   * index, so only Query is granted on the index ARNs (and only if the function queries at all).
   */
  useTable(table: ITable, actions: readonly TableAction[]): this {
    this.lambda.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [table.tableArn] }));
    if (actions.includes('dynamodb:Query')) {
      const indexArns = TABLE_DEFINITION.indexes.map((index) => `${table.tableArn}/index/${index.name}`);
      this.lambda.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: indexArns }));
    }
    this.lambda.addEnvironment(ENV.tableName, table.tableName);
    return this;
  }

  /** Grants the bucket's objects, and listing the bucket itself, and sets the uploads bucket name. */
  useBucket(bucket: IBucket, access: BucketAccess): this {
    this.lambda.addToRolePolicy(new PolicyStatement({ actions: [...BUCKET_ACTIONS[access]], resources: [bucket.arnForObjects('*')] }));
    // S3 answers a GetObject of a missing key 404 ("not uploaded", files.ts) only to a caller that may list the bucket; else 403.
    this.lambda.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    this.lambda.addEnvironment(ENV.uploadsBucket, bucket.bucketName);
    Validations.of(this.lambda.role!).acknowledge({
      id: iam5Resource(this, bucket.arnForObjects('*')),
      reason: 'Object keys are chosen per request (each under its business id prefix); the grant covers the objects of this one bucket only.',
    });
    return this;
  }

  /** Grants exactly these admin actions on the pool and sets the pool id they name. */
  useUserPool(userPool: IUserPool, actions: readonly [CognitoAdminAction, ...CognitoAdminAction[]]): this {
    this.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: actions.map((action) => `cognito-idp:${action}`),
        resources: [userPool.userPoolArn],
      }),
    );
    this.lambda.addEnvironment(ENV.userPoolId, userPool.userPoolId);
    return this;
  }

  /** The portal's app client: the client a caller's token must be for, and the one the auth routes sign in as. */
  useUserPoolClient(client: IUserPoolClient): this {
    this.lambda.addEnvironment(ENV.userPoolClientId, client.userPoolClientId);
    return this;
  }

  /** The portal's own origin (`https://<portal>`): its pages, and the businesses' subdomains under it. */
  usePortalOrigins(origins: string): this {
    this.lambda.addEnvironment(ENV.portalOrigins, origins);
    return this;
  }

  /** The pattern of a business's own address (`https://{subdomain}.<domain>` or `https://<host>/?empresa={subdomain}`). */
  useBusinessUrl(pattern: string): this {
    this.lambda.addEnvironment(ENV.businessUrl, pattern);
    return this;
  }

  /** Base URL under which stored upload keys are served (`https://<portal>/uploads`). */
  useUploadsBaseUrl(url: string): this {
    this.lambda.addEnvironment(ENV.uploadsBaseUrl, url);
    return this;
  }

  /** Whether a dashboard's iframe may show a plain-http page (the stage's setting; strict unless `true`). */
  useIframeRule(httpAllowed: boolean): this {
    this.lambda.addEnvironment(ENV.iframeHttpAllowed, String(httpAllowed));
    return this;
  }
}

/**
 * The entry bundled to `index.mjs` by the local esbuild; the asset's hash is the bundle's, so a deploy
 * replaces the code exactly when the bundle changed. The image is never pulled: local bundling always
 * answers (it throws rather than fall back to Docker, which these machines do not have).
 */
function bundledCode(entry: string): Code {
  return Code.fromAsset(dirname(entry), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      local: {
        tryBundle: (outputDir) => {
          bundleLambda(entry, join(outputDir, 'index.mjs'));
          return true;
        },
      },
    },
  });
}

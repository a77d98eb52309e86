// One portal Lambda with the project's defaults: Node 22 on arm64, ESM bundled by the local esbuild,
// its own log group and a role that holds only what the `use*` calls grant.
import { Duration, Validations } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ENV } from '#shared/constants.ts';
import { TABLE_DEFINITION } from '#shared/table-definition.ts';
import type { BucketAccess, CognitoAdminAction, TableAction } from '../function-permissions.ts';
import { nodejsBundling } from '../lambda-bundling.ts';
import { iam5Resource } from '../nag-findings.ts';
import { LOCK_FILE, REPO_ROOT } from '../paths.ts';

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
  readonly lambda: NodejsFunction;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);

    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention });
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to its own log group only.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    this.lambda = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      tracing: props.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      bundling: nodejsBundling(),
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

  /** Grants the bucket's objects and sets the uploads bucket name. */
  useBucket(bucket: IBucket, access: BucketAccess): this {
    this.lambda.addToRolePolicy(new PolicyStatement({ actions: [...BUCKET_ACTIONS[access]], resources: [bucket.arnForObjects('*')] }));
    this.lambda.addEnvironment(ENV.uploadsBucket, bucket.bucketName);
    Validations.of(this.lambda.role!).acknowledge({
      id: iam5Resource(this, bucket.arnForObjects('*')),
      reason: 'Object keys are chosen per request (each under its business id prefix); the grant covers the objects of this one bucket only.',
    });
    return this;
  }

  /** Sets the pool and client ids; grants only the admin actions named (none for the public-client flows). */
  useUserPool(userPool: IUserPool, client: IUserPoolClient, actions: readonly CognitoAdminAction[]): this {
    if (actions.length > 0) {
      this.lambda.addToRolePolicy(
        new PolicyStatement({
          actions: actions.map((action) => `cognito-idp:${action}`),
          resources: [userPool.userPoolArn],
        }),
      );
    }
    this.lambda.addEnvironment(ENV.userPoolId, userPool.userPoolId);
    this.lambda.addEnvironment(ENV.userPoolClientId, client.userPoolClientId);
    return this;
  }

  /** The portal's own origin (`https://<portal>`): the businesses' addresses are its subdomains. */
  usePortalOrigins(origins: string): this {
    this.lambda.addEnvironment(ENV.portalOrigins, origins);
    return this;
  }

  /** Base URL under which stored upload keys are served (`https://<portal>/uploads`). */
  useUploadsBaseUrl(url: string): this {
    this.lambda.addEnvironment(ENV.uploadsBaseUrl, url);
    return this;
  }
}

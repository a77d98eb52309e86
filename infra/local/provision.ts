// Creates what the local stack needs in the emulators, once: the table, the uploads bucket, the user
// pool and its app client. Every step looks before it creates, so running it again changes nothing.
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  paginateListUserPoolClients,
  paginateListUserPools,
  UpdateUserPoolClientCommand,
  type CognitoIdentityProviderClient,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';
import { isDeepStrictEqual } from 'node:util';
import { AUTH, TABLE } from '#shared/constants.ts';
import { PASSWORD_POLICY } from '#shared/password-policy.ts';
import { indexAsDynamoDb, KEY_ATTRIBUTES, TABLE_DEFINITION } from '#shared/table-definition.ts';
import { createLocalClients, LOCAL_REGION } from './aws-clients.ts';
import type { EmulatorEndpoints } from './emulator-endpoints.ts';
import { DEFAULT_PORTS } from './ports.ts';

export const LOCAL_NAMES = {
  tableName: 'portal',
  uploadsBucket: 'portal-uploads',
  userPoolName: 'portal-local',
  userPoolClientName: 'portal-spa',
} as const;

export interface LocalResources {
  region: string;
  tableName: string;
  uploadsBucket: string;
  userPoolId: string;
  userPoolClientId: string;
}

export interface ProvisionOptions {
  /** The local gateway's port: only the portal's origins on it may PUT uploads from a browser. */
  portalPort?: number;
}

/** The portal's browser origins: the gateway and its business subdomains (`demo.localhost`). */
export const localPortalOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://*.localhost:${port}`];

export async function provision(endpoints: EmulatorEndpoints, options: ProvisionOptions = {}): Promise<LocalResources> {
  const clients = createLocalClients(endpoints);
  try {
    const [, , userPool] = await Promise.all([
      ensureTable(clients.dynamodb, LOCAL_NAMES.tableName),
      ensureUploadsBucket(clients.s3, LOCAL_NAMES.uploadsBucket, localPortalOrigins(options.portalPort ?? DEFAULT_PORTS.gateway)),
      ensureUserPool(clients.cognito),
    ]);
    return {
      region: LOCAL_REGION,
      tableName: LOCAL_NAMES.tableName,
      uploadsBucket: LOCAL_NAMES.uploadsBucket,
      ...userPool,
    };
  } finally {
    clients.destroy();
  }
}

async function ensureTable(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
    // A table from an older definition would fail queries in confusing ways; say so at start instead.
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    const missing = TABLE_DEFINITION.indexes.filter((index) => !existing.has(index.name)).map((index) => index.name);
    if (missing.length > 0) {
      throw new Error(`Local table ${tableName} lacks index ${missing.join(', ')}: it predates the table definition. Run \`npm run reset\`.`);
    }
    await ensureTimeToLive(dynamodb, tableName);
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const indexes: GlobalSecondaryIndex[] = TABLE_DEFINITION.indexes.map(indexAsDynamoDb);
  await dynamodb.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes,
    }),
  );
  await ensureTimeToLive(dynamodb, tableName);
}

/**
 * The table's TTL attribute, as on AWS. DynamoDB Local keeps the setting but deletes nothing, so the
 * code that reads such items checks their end itself (functions/data/attempts.ts).
 */
async function ensureTimeToLive(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  const { TimeToLiveDescription } = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED') return;
  await dynamodb.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
    }),
  );
}

async function ensureUploadsBucket(s3: S3Client, bucket: string, allowedOrigins: string[]): Promise<void> {
  const exists = await s3.send(new HeadBucketCommand({ Bucket: bucket })).then(
    () => true,
    (error: { $metadata?: { httpStatusCode?: number } }) => {
      if (error.$metadata?.httpStatusCode === 404) return false;
      throw error;
    },
  );
  if (!exists) await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  // Always (re)applied: cheap, and repairs a bucket created by a run that died before this step.
  // The browser PUTs to presigned URLs and reads the files back, from the portal's origins only, as the
  // bucket's CORS on AWS allows only the distribution's (s3rver takes one `*` per origin pattern). s3rver
  // cannot hold a lifecycle rule (NotImplemented), so pending uploads stay until `npm run reset`.
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: allowedOrigins,
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

async function ensureUserPool(cognito: CognitoIdentityProviderClient): Promise<Pick<LocalResources, 'userPoolId' | 'userPoolClientId'>> {
  let userPoolId: string | undefined;
  for await (const page of paginateListUserPools({ client: cognito }, { MaxResults: 60 })) {
    userPoolId ??= page.UserPools?.find((pool) => pool.Name === LOCAL_NAMES.userPoolName)?.Id;
  }
  if (!userPoolId) {
    const { UserPool } = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_NAMES.userPoolName,
        UsernameAttributes: ['email'],
        // Users are invited by an administrator, never sign themselves up.
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          // The emulator stores the policy but checks none: the portal does (shared/password-policy.ts).
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
          },
        },
      }),
    );
    userPoolId = UserPool!.Id!;
  }

  let userPoolClientId: string | undefined;
  for await (const page of paginateListUserPoolClients({ client: cognito }, { UserPoolId: userPoolId, MaxResults: 60 })) {
    userPoolClientId ??= page.UserPoolClients?.find((c) => c.ClientName === LOCAL_NAMES.userPoolClientName)?.ClientId;
  }
  const settings = portalClientSettings(userPoolId);
  if (!userPoolClientId) {
    const { UserPoolClient } = await cognito.send(new CreateUserPoolClientCommand({ ...settings, GenerateSecret: false }));
    userPoolClientId = UserPoolClient!.ClientId!;
  } else {
    // A client made before rotation was set (an older data directory) gets it, as a deploy would.
    const { UserPoolClient } = await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId }));
    if (!isDeepStrictEqual(UserPoolClient?.RefreshTokenRotation, settings.RefreshTokenRotation)) {
      await cognito.send(new UpdateUserPoolClientCommand({ ...settings, ClientId: userPoolClientId }));
    }
  }
  return { userPoolId, userPoolClientId };
}

/**
 * The portal's app client as infra/constructs/portal-auth.ts deploys it: the password flow, rotated
 * refresh tokens (so no REFRESH_TOKEN_AUTH, which Cognito refuses with rotation on) and its token lifetimes.
 */
function portalClientSettings(userPoolId: string) {
  return {
    UserPoolId: userPoolId,
    ClientName: LOCAL_NAMES.userPoolClientName,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] as ExplicitAuthFlowsType[],
    RefreshTokenRotation: { Feature: 'ENABLED' as const, RetryGracePeriodSeconds: AUTH.refreshRotationGraceSeconds },
    AccessTokenValidity: AUTH.accessTokenMinutes,
    IdTokenValidity: AUTH.accessTokenMinutes,
    RefreshTokenValidity: AUTH.refreshTokenDays,
    TokenValidityUnits: { AccessToken: 'minutes' as const, IdToken: 'minutes' as const, RefreshToken: 'days' as const },
  };
}

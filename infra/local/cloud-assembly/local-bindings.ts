// What stands for each resource of the template on this machine: the emulators' table, bucket, pool and
// client, generated secrets, ARNs in the local account and region, and the gateway in place of the
// CloudFront distribution. Template values resolved through these bindings are what a function would
// read on AWS, with local names.
import type { Bindings } from './intrinsics.ts';
import { resolveValue } from './intrinsics.ts';
import type { Template, TemplateValue } from './read-assembly.ts';

export interface LocalPlacement {
  account: string;
  region: string;
  stackName: string;
  tableName: string;
  uploadsBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The Cognito emulator's base URL: the pool's issuer is `<it>/<poolId>`. */
  cognitoEndpoint: string;
  /** The local gateway's origin (`http://localhost:3000`), which plays the CloudFront distribution. */
  portalOrigin: string;
  /** Secret string of each AWS::SecretsManager::Secret, by logical id (generated at start). */
  secrets: ReadonlyMap<string, string>;
}

/** Stands for the distribution's domain until a whole value is resolved (see `resolveLocally`). */
const DISTRIBUTION_DOMAIN = '\u0000distribution\u0000';

export interface LocalBindings extends Bindings {
  /** A template value resolved for this machine (the distribution's `https://<domain>` becomes the gateway's origin). */
  resolve(value: TemplateValue): unknown;
  /** Name (Ref) of a resource by logical id. */
  physicalName(logicalId: string): string | undefined;
}

/** The name a resource without one of its own gets here (CloudFormation would make up `<stack>-<id>-<random>`). */
export const localResourceName = (stackName: string, logicalId: string): string => `${stackName}-${logicalId}`;

export function localBindings(template: Template, placement: LocalPlacement): LocalBindings {
  const { account, region, stackName } = placement;
  const resources = template.Resources;
  const localName = (logicalId: string) => localResourceName(stackName, logicalId);
  const bucketName = (logicalId: string): string => (isUploadsBucket(logicalId) ? placement.uploadsBucket : localName(logicalId).toLowerCase());
  const isUploadsBucket = (logicalId: string) => String(resources[logicalId]?.Metadata?.['aws:cdk:path'] ?? '').endsWith('/Uploads/Resource');
  const secretArn = (logicalId: string) => `arn:aws:secretsmanager:${region}:${account}:secret:${logicalId}`;

  const pseudo: Record<string, string> = {
    'AWS::Region': region,
    'AWS::AccountId': account,
    'AWS::Partition': 'aws',
    'AWS::URLSuffix': 'amazonaws.com',
    'AWS::StackName': stackName,
    'AWS::StackId': `arn:aws:cloudformation:${region}:${account}:stack/${stackName}/local`,
  };

  const refOf = (logicalId: string): string | undefined => {
    const type = resources[logicalId]?.Type;
    switch (type) {
      case undefined:
        return undefined;
      case 'AWS::DynamoDB::Table':
        return placement.tableName;
      case 'AWS::S3::Bucket':
        return bucketName(logicalId);
      case 'AWS::Cognito::UserPool':
        return placement.userPoolId;
      case 'AWS::Cognito::UserPoolClient':
        return placement.userPoolClientId;
      case 'AWS::SecretsManager::Secret':
        return secretArn(logicalId);
      default:
        return localName(logicalId);
    }
  };

  const getAtt = (logicalId: string, attribute: string): string | undefined => {
    const type = resources[logicalId]?.Type;
    const name = refOf(logicalId);
    if (!name) return undefined;
    const attributes: Record<string, Record<string, string>> = {
      'AWS::DynamoDB::Table': { Arn: `arn:aws:dynamodb:${region}:${account}:table/${name}` },
      'AWS::S3::Bucket': {
        Arn: `arn:aws:s3:::${name}`,
        DomainName: `${name}.s3.amazonaws.com`,
        RegionalDomainName: `${name}.s3.${region}.amazonaws.com`,
      },
      'AWS::Cognito::UserPool': {
        Arn: `arn:aws:cognito-idp:${region}:${account}:userpool/${name}`,
        ProviderURL: `${placement.cognitoEndpoint}/${name}`,
        ProviderName: `${new URL(placement.cognitoEndpoint).host}/${name}`,
      },
      'AWS::CloudFront::Distribution': { DomainName: DISTRIBUTION_DOMAIN },
      'AWS::Lambda::Function': { Arn: `arn:aws:lambda:${region}:${account}:function:${name}` },
      'AWS::IAM::Role': { Arn: `arn:aws:iam::${account}:role/${name}` },
      'AWS::Logs::LogGroup': { Arn: `arn:aws:logs:${region}:${account}:log-group:${name}:*` },
    };
    return attributes[type ?? '']?.[attribute];
  };

  const bindings: LocalBindings = {
    ref: (name) => pseudo[name] ?? refOf(name),
    getAtt,
    secretValue: (secretId) => {
      const logicalId = Object.keys(resources).find((id) => secretArn(id) === secretId || id === secretId);
      return logicalId ? placement.secrets.get(logicalId) : undefined;
    },
    physicalName: refOf,
    resolve: (value) => withGatewayOrigin(resolveValue(value, bindings), placement.portalOrigin),
  };
  return bindings;
}

/** The distribution's address as the gateway's: `https://<domain>` → its origin, a bare domain → its host. */
function withGatewayOrigin(value: unknown, origin: string): unknown {
  if (typeof value === 'string') {
    return value.replaceAll(`https://${DISTRIBUTION_DOMAIN}`, origin).replaceAll(DISTRIBUTION_DOMAIN, new URL(origin).host);
  }
  if (Array.isArray(value)) return value.map((item) => withGatewayOrigin(item, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withGatewayOrigin(item, origin)]));
  }
  return value;
}

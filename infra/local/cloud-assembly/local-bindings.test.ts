// Template values resolved for this machine: what a function's environment and role say on AWS, with the
// local resources' names, and the distribution's address replaced by the gateway's.
import { describe, expect, it } from 'vitest';
import { UnresolvableValue } from './intrinsics.ts';
import { localBindings } from './local-bindings.ts';
import type { Template } from './read-assembly.ts';

const template: Template = {
  Resources: {
    Table: { Type: 'AWS::DynamoDB::Table' },
    Uploads: { Type: 'AWS::S3::Bucket', Metadata: { 'aws:cdk:path': 'portal-local/Uploads/Resource' } },
    Pool: { Type: 'AWS::Cognito::UserPool' },
    Client: { Type: 'AWS::Cognito::UserPoolClient' },
    Key: { Type: 'AWS::SecretsManager::Secret' },
    Cdn: { Type: 'AWS::CloudFront::Distribution' },
    Fn: { Type: 'AWS::Lambda::Function' },
    Queue: { Type: 'AWS::SQS::Queue' },
  },
};

const bindings = localBindings(template, {
  account: '000000000000',
  region: 'us-east-1',
  stackName: 'portal-local',
  tableName: 'portal',
  uploadsBucket: 'portal-uploads',
  userPoolId: 'us-east-1_pool',
  userPoolClientId: 'client1',
  cognitoEndpoint: 'http://localhost:9229',
  portalOrigin: 'http://localhost:3000',
  secrets: new Map([['Key', 'k3y']]),
});

describe('a template value resolved locally', () => {
  it('names the local resources by Ref and their local ARNs by Fn::GetAtt', () => {
    expect(bindings.resolve({ Ref: 'Table' })).toBe('portal');
    expect(bindings.resolve({ Ref: 'Uploads' })).toBe('portal-uploads');
    expect(bindings.resolve({ 'Fn::GetAtt': ['Table', 'Arn'] })).toBe('arn:aws:dynamodb:us-east-1:000000000000:table/portal');
    expect(bindings.resolve({ 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Uploads', 'Arn'] }, '/*']] })).toBe('arn:aws:s3:::portal-uploads/*');
    expect(bindings.resolve({ 'Fn::GetAtt': ['Pool', 'ProviderURL'] })).toBe('http://localhost:9229/us-east-1_pool');
    expect(bindings.resolve({ Ref: 'Fn' })).toBe('portal-local-Fn');
  });

  it('resolves pseudo parameters, Fn::Sub, Fn::Select and Fn::Split', () => {
    expect(bindings.resolve({ 'Fn::Sub': 'arn:${AWS::Partition}:logs:${AWS::Region}:${AWS::AccountId}:x/${Table}' })).toBe(
      'arn:aws:logs:us-east-1:000000000000:x/portal',
    );
    expect(bindings.resolve({ 'Fn::Select': [1, { 'Fn::Split': [',', 'a,b,c'] }] })).toBe('b');
  });

  it('reads a secret through its dynamic reference', () => {
    const reference = { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: 'Key' }, ':SecretString:::}}']] };
    expect(bindings.resolve(reference)).toBe('k3y');
  });

  it('puts the gateway where the distribution’s https address was', () => {
    const origin = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['Cdn', 'DomainName'] }]] };
    expect(bindings.resolve(origin)).toBe('http://localhost:3000');
    expect(bindings.resolve({ 'Fn::GetAtt': ['Cdn', 'DomainName'] })).toBe('localhost:3000');
  });

  it('refuses what it cannot model instead of handing a function half a value', () => {
    expect(() => bindings.resolve({ 'Fn::GetAtt': ['Queue', 'Arn'] })).toThrow(UnresolvableValue);
    expect(() => bindings.resolve({ Ref: 'Missing' })).toThrow(UnresolvableValue);
    expect(() => bindings.resolve({ 'Fn::ImportValue': 'x' })).toThrow(UnresolvableValue);
  });
});

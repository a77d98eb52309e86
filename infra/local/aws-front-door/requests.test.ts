import { describe, expect, it } from 'vitest';
import { accessKeyIdOf, isSigned, neededAuthorizations } from './requests.ts';
import { s3NeedsBody } from './s3-requests.ts';
import type { RequestScope, ServiceRequest } from './service-request.ts';

const scope: RequestScope = {
  account: '000000000000',
  region: 'us-east-1',
  partitionKeyOf: (table, index) => (table === 'Portal' ? (index ? `${index}PK` : 'PK') : undefined),
};
const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/Portal';
const SIGNED = 'AWS4-HMAC-SHA256 Credential=AKIDFN/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=abc';

const dynamodb = (operation: string, body: unknown): ServiceRequest => ({
  method: 'POST',
  url: '/',
  headers: { 'x-amz-target': `DynamoDB_20120810.${operation}`, authorization: SIGNED },
  body: JSON.stringify(body),
});
const cognito = (operation: string, body: unknown): ServiceRequest => ({
  method: 'POST',
  url: '/',
  headers: { 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
  body: JSON.stringify(body),
});
const s3 = (method: string, url: string, headers: Record<string, string> = {}, body?: string): ServiceRequest => ({
  method,
  url,
  headers,
  body,
});

describe('the signer of a request', () => {
  it('is the access key id of the Authorization header or of a presigned URL', () => {
    expect(accessKeyIdOf(dynamodb('GetItem', {}))).toBe('AKIDFN');
    const presigned = s3(
      'PUT',
      '/uploads/a.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDUP%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature=f',
    );
    expect(accessKeyIdOf(presigned)).toBe('AKIDUP');
    expect(isSigned(presigned)).toBe(true);
  });

  it('is unknown for an unsigned request, and for a header that names no credential', () => {
    expect(accessKeyIdOf(s3('GET', '/uploads/a.png'))).toBeUndefined();
    expect(isSigned(s3('GET', '/uploads/a.png'))).toBe(false);
    const garbled = s3('GET', '/uploads/a.png', { authorization: 'AWS4-HMAC-SHA256 Signature=abc' });
    expect(isSigned(garbled)).toBe(true);
    expect(accessKeyIdOf(garbled)).toBeUndefined();
  });
});

describe('DynamoDB', () => {
  it('asks for the operation on the table, with the partition key as LeadingKeys', () => {
    const request = dynamodb('GetItem', { TableName: 'Portal', Key: { PK: { S: 'BIZ#1' }, SK: { S: 'PROFILE' } } });

    expect(neededAuthorizations('dynamodb', request, scope)).toEqual({
      operation: 'GetItem',
      needsIam: true,
      authorizations: [{ action: 'dynamodb:GetItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['BIZ#1'] } }],
    });
  });

  it('leaves LeadingKeys out when the partition key cannot be told, and reads a one-attribute key without help', () => {
    const noSchema = { account: scope.account, region: scope.region };
    const twoAttributes = dynamodb('PutItem', { TableName: 'Portal', Item: { PK: { S: 'BIZ#1' }, SK: { S: 'X' } } });
    expect(neededAuthorizations('dynamodb', twoAttributes, noSchema).authorizations[0].context).toEqual({});
    const oneAttribute = dynamodb('DeleteItem', { TableName: 'Claims', Key: { id: { S: 'sub.example' } } });
    expect(neededAuthorizations('dynamodb', oneAttribute, noSchema).authorizations[0].context).toEqual({
      'dynamodb:LeadingKeys': ['sub.example'],
    });
  });

  it('asks for each table of a BatchGetItem', () => {
    const request = dynamodb('BatchGetItem', {
      RequestItems: {
        Portal: {
          Keys: [
            { PK: { S: 'BIZ#1' }, SK: { S: 'A' } },
            { PK: { S: 'BIZ#2' }, SK: { S: 'B' } },
          ],
        },
        Other: { Keys: [{ id: { S: '7' } }] },
      },
    });

    expect(neededAuthorizations('dynamodb', request, scope).authorizations).toEqual([
      { action: 'dynamodb:BatchGetItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['BIZ#1', 'BIZ#2'] } },
      {
        action: 'dynamodb:BatchGetItem',
        resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/Other',
        context: { 'dynamodb:LeadingKeys': ['7'] },
      },
    ]);
  });

  it('asks for each item of a TransactWriteItems as its own action (IAM has no transaction action)', () => {
    const key = (pk: string) => ({ PK: { S: pk }, SK: { S: 'X' } });
    const request = dynamodb('TransactWriteItems', {
      TransactItems: [
        { Put: { TableName: 'Portal', Item: { ...key('BIZ#1'), name: { S: 'n' } } } },
        { Update: { TableName: 'Portal', Key: key('BIZ#1'), UpdateExpression: 'SET a = :a' } },
        { Delete: { TableName: 'Portal', Key: key('BIZ#2') } },
        { ConditionCheck: { TableName: 'Portal', Key: key('BIZ#3'), ConditionExpression: 'attribute_exists(PK)' } },
      ],
    });

    expect(neededAuthorizations('dynamodb', request, scope).authorizations).toEqual([
      { action: 'dynamodb:PutItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['BIZ#1'] } },
      { action: 'dynamodb:UpdateItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['BIZ#1'] } },
      { action: 'dynamodb:DeleteItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['BIZ#2'] } },
      { action: 'dynamodb:ConditionCheckItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['BIZ#3'] } },
    ]);
    const get = dynamodb('TransactGetItems', { TransactItems: [{ Get: { TableName: 'Portal', Key: key('BIZ#4') } }] });
    expect(neededAuthorizations('dynamodb', get, scope).authorizations).toEqual([
      { action: 'dynamodb:GetItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['BIZ#4'] } },
    ]);
  });

  it('asks for a Query on an index on the index, reading its partition key from a plain equality', () => {
    const request = dynamodb('Query', {
      TableName: 'Portal',
      IndexName: 'GSI1',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' },
      ExpressionAttributeValues: { ':pk': { S: 'BIZ#1#USERS' }, ':prefix': { S: 'A' } },
    });

    expect(neededAuthorizations('dynamodb', request, scope).authorizations).toEqual([
      { action: 'dynamodb:Query', resource: `${TABLE}/index/GSI1`, context: { 'dynamodb:LeadingKeys': ['BIZ#1#USERS'] } },
    ]);
  });

  it('leaves a Query’s LeadingKeys out when the expression is not a plain equality it can read', () => {
    const request = dynamodb('Query', {
      TableName: 'Unknown',
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': { S: 'A' }, ':sk': { S: 'B' } },
    });

    expect(neededAuthorizations('dynamodb', request, scope).authorizations[0].context).toEqual({});
  });

  it('asks for a Scan on the table and account operations on *', () => {
    expect(neededAuthorizations('dynamodb', dynamodb('Scan', { TableName: 'Portal' }), scope).authorizations).toEqual([
      { action: 'dynamodb:Scan', resource: TABLE, context: {} },
    ]);
    expect(neededAuthorizations('dynamodb', dynamodb('ListTables', {}), scope).authorizations).toEqual([
      { action: 'dynamodb:ListTables', resource: '*' },
    ]);
  });
});

describe('S3', () => {
  it('asks GetObject for a read, with ListBucket deciding what a missing key answers', () => {
    expect(neededAuthorizations('s3', s3('GET', '/uploads/biz%201/logo.png'), scope)).toEqual({
      operation: 'GetObject',
      needsIam: true,
      authorizations: [{ action: 's3:GetObject', resource: 'arn:aws:s3:::uploads/biz 1/logo.png' }],
      notFoundNeeds: { action: 's3:ListBucket', resource: 'arn:aws:s3:::uploads' },
    });
    expect(neededAuthorizations('s3', s3('HEAD', '/uploads/a.png'), scope).operation).toBe('HeadObject');
  });

  it('asks PutObject for a presigned PUT, as for a header-signed one', () => {
    const presigned = s3(
      'PUT',
      '/uploads/tmp/a.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDUP%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&x-id=PutObject',
    );

    expect(neededAuthorizations('s3', presigned, scope)).toEqual({
      operation: 'PutObject',
      needsIam: true,
      authorizations: [{ action: 's3:PutObject', resource: 'arn:aws:s3:::uploads/tmp/a.png' }],
    });
  });

  it('asks a CopyObject for PutObject on the destination and GetObject on the source', () => {
    const copy = s3('PUT', '/uploads/final/a.png', { 'x-amz-copy-source': '/uploads/tmp/a%20b.png' });

    expect(neededAuthorizations('s3', copy, scope)).toMatchObject({
      operation: 'CopyObject',
      authorizations: [
        { action: 's3:PutObject', resource: 'arn:aws:s3:::uploads/final/a.png' },
        { action: 's3:GetObject', resource: 'arn:aws:s3:::uploads/tmp/a b.png' },
      ],
    });
  });

  it('asks DeleteObject for a delete and for each key of a DeleteObjects body', () => {
    expect(neededAuthorizations('s3', s3('DELETE', '/uploads/a.png'), scope).authorizations).toEqual([
      { action: 's3:DeleteObject', resource: 'arn:aws:s3:::uploads/a.png' },
    ]);
    const body =
      '<?xml version="1.0"?><Delete><Object><Key>a.png</Key></Object><Object><Key>b&amp;c.png</Key><VersionId>v1</VersionId></Object></Delete>';
    expect(s3NeedsBody('POST', '/uploads?delete')).toBe(true);
    expect(s3NeedsBody('PUT', '/uploads/a.png')).toBe(false);

    expect(neededAuthorizations('s3', s3('POST', '/uploads?delete', {}, body), scope)).toEqual({
      operation: 'DeleteObjects',
      needsIam: true,
      authorizations: [
        { action: 's3:DeleteObject', resource: 'arn:aws:s3:::uploads/a.png' },
        { action: 's3:DeleteObjectVersion', resource: 'arn:aws:s3:::uploads/b&c.png' },
      ],
    });
  });

  it('asks ListBucket on the bucket for a listing, with its prefix, and for a HEAD of the bucket', () => {
    expect(neededAuthorizations('s3', s3('GET', '/uploads?list-type=2&prefix=biz%2F1%2F&delimiter=%2F'), scope)).toEqual({
      operation: 'ListObjectsV2',
      needsIam: true,
      authorizations: [
        { action: 's3:ListBucket', resource: 'arn:aws:s3:::uploads', context: { 's3:prefix': ['biz/1/'], 's3:delimiter': ['/'] } },
      ],
    });
    expect(neededAuthorizations('s3', s3('GET', '/uploads/'), scope).authorizations[0].context).toEqual({ 's3:prefix': [''] });
    expect(neededAuthorizations('s3', s3('HEAD', '/uploads'), scope).authorizations).toEqual([
      { action: 's3:ListBucket', resource: 'arn:aws:s3:::uploads' },
    ]);
  });

  it('lets a CORS preflight through without IAM', () => {
    expect(neededAuthorizations('s3', s3('OPTIONS', '/uploads/a.png'), scope)).toEqual({
      operation: 'PreflightRequest',
      needsIam: false,
      authorizations: [],
    });
  });
});

describe('Cognito', () => {
  it('asks for an admin operation on the user pool the body names', () => {
    expect(neededAuthorizations('cognito-idp', cognito('AdminGetUser', { UserPoolId: 'us-east-1_abc', Username: 'u' }), scope)).toEqual({
      operation: 'AdminGetUser',
      needsIam: true,
      authorizations: [{ action: 'cognito-idp:AdminGetUser', resource: 'arn:aws:cognito-idp:us-east-1:000000000000:userpool/us-east-1_abc' }],
    });
    expect(neededAuthorizations('cognito-idp', cognito('ListUserPools', { MaxResults: 1 }), scope).authorizations).toEqual([
      { action: 'cognito-idp:ListUserPools', resource: '*' },
    ]);
  });

  it('asks nothing of the public operations, nor of the public JWKS', () => {
    expect(neededAuthorizations('cognito-idp', cognito('InitiateAuth', { ClientId: 'c' }), scope)).toEqual({
      operation: 'InitiateAuth',
      needsIam: false,
      authorizations: [],
    });
    expect(neededAuthorizations('cognito-idp', s3('GET', '/us-east-1_abc/.well-known/jwks.json'), scope).needsIam).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { accessDenied, assumedRoleArn, missingAuthentication, unknownAccessKey } from './denials.ts';

const principal = { name: 'portal-users', roleArn: 'arn:aws:iam::123456789012:role/service-role/UsersRole' };

describe('denials', () => {
  it('names the caller as its role session, without the role’s path', () => {
    expect(assumedRoleArn(principal)).toBe('arn:aws:sts::123456789012:assumed-role/UsersRole/portal-users');
  });

  it('answers DynamoDB in JSON 1.0 with Coral’s error type and Cognito in JSON 1.1', () => {
    const denied = { action: 'cognito-idp:AdminDeleteUser', resource: 'arn:aws:cognito-idp:us-east-1:123456789012:userpool/p' };

    const cognito = accessDenied('cognito-idp', { principal, denied, reason: 'explicit' });
    expect(cognito.status).toBe(403);
    expect(cognito.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(JSON.parse(cognito.body)).toEqual({
      __type: 'AccessDeniedException',
      message: `User: arn:aws:sts::123456789012:assumed-role/UsersRole/portal-users is not authorized to perform: cognito-idp:AdminDeleteUser on resource: ${denied.resource} with an explicit deny in an identity-based policy`,
    });

    const dynamodb = accessDenied('dynamodb', { principal, denied: { action: 'dynamodb:Scan', resource: '*' }, reason: 'implicit' });
    expect(dynamodb.status).toBe(400);
    expect(dynamodb.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(JSON.parse(dynamodb.body).__type).toBe('com.amazon.coral.service#AccessDeniedException');
  });

  it('answers an unknown key and a missing signature as each service does', () => {
    expect(JSON.parse(unknownAccessKey('cognito-idp', 'AKID').body)).toEqual({
      __type: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    });
    expect(missingAuthentication('dynamodb')).toMatchObject({
      status: 400,
      body: expect.stringContaining('#MissingAuthenticationTokenException'),
    });
    const s3 = missingAuthentication('s3');
    expect(s3.status).toBe(403);
    expect(s3.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<Error><Code>AccessDenied<\/Code><Message>Access Denied<\/Message><RequestId>[0-9A-F]{16}<\/RequestId>/,
    );
  });
});

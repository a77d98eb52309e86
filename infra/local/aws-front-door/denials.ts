// The answers each service gives a request it refuses, in its own status, content type and body, so
// the SDK raises the very error class it raises on AWS (AccessDeniedException, S3's AccessDenied…).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Authorization, Principal } from './policy.ts';
import type { ServiceName } from './service-request.ts';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * HTTP status of an IAM refusal. DynamoDB: 400 (DynamoDB developer guide, "Error handling with DynamoDB",
 * lists AccessDeniedException under HTTP 400; real answers read "StatusCode: 400 … AccessDeniedException",
 * e.g. github.com/praetorian-inc/chariot-ui/issues/565). Cognito: 403, as its own service model declares
 * AccessDeniedException (`httpError: 403` in @aws-sdk/client-cognito-identity-provider). S3: 403.
 */
const ACCESS_DENIED_STATUS: Record<ServiceName, number> = { dynamodb: 400, 'cognito-idp': 403, s3: 403 };

/** DynamoDB names its errors with Coral's namespace; the SDK reads the part after `#`. */
const JSON_ERROR_TYPES: Record<Exclude<ServiceName, 's3'>, (name: string) => string> = {
  dynamodb: (name) => `com.amazon.coral.service#${name}`,
  'cognito-idp': (name) => name,
};
const JSON_CONTENT_TYPES = { dynamodb: 'application/x-amz-json-1.0', 'cognito-idp': 'application/x-amz-json-1.1' };

/** The caller as AWS names a Lambda's role session: `arn:aws:sts::<account>:assumed-role/<role>/<session>`. */
export function assumedRoleArn(principal: Pick<Principal, 'name' | 'roleArn'>): string {
  const [, , , , account, resource = ''] = principal.roleArn.split(':');
  const roleName = resource.split('/').pop();
  return `arn:aws:sts::${account}:assumed-role/${roleName}/${principal.name}`;
}

export interface Refusal {
  principal: Pick<Principal, 'name' | 'roleArn'>;
  denied: Authorization;
  reason: 'implicit' | 'explicit';
}

export function accessDenied(service: ServiceName, { principal, denied, reason }: Refusal): Answer {
  const resource = service === 's3' ? `"${denied.resource}"` : denied.resource;
  const why =
    reason === 'explicit'
      ? 'with an explicit deny in an identity-based policy'
      : `because no identity-based policy allows the ${denied.action} action`;
  const message = `User: ${assumedRoleArn(principal)} is not authorized to perform: ${denied.action} on resource: ${resource} ${why}`;
  if (service === 's3') return s3Error('AccessDenied', message);
  // DynamoDB spells this one's text `Message` (capital M); the SDK reads either.
  const messageField = service === 'dynamodb' ? 'Message' : 'message';
  return jsonError(service, ACCESS_DENIED_STATUS[service], 'AccessDeniedException', { [messageField]: message });
}

/** A signature by an access key id no principal has. */
export function unknownAccessKey(service: ServiceName, accessKeyId: string): Answer {
  if (service === 's3')
    return s3Error('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: accessKeyId });
  return jsonError(service, 400, 'UnrecognizedClientException', { message: 'The security token included in the request is invalid.' });
}

/** No signature on a request that needs one. */
export function missingAuthentication(service: ServiceName): Answer {
  if (service === 's3') return s3Error('AccessDenied', 'Access Denied');
  return jsonError(service, 400, 'MissingAuthenticationTokenException', { message: 'Request is missing Authentication Token' });
}

function jsonError(service: Exclude<ServiceName, 's3'>, status: number, name: string, fields: Record<string, string>): Answer {
  return {
    status,
    headers: { 'content-type': JSON_CONTENT_TYPES[service], 'x-amzn-requestid': randomUUID() },
    body: JSON.stringify({ __type: JSON_ERROR_TYPES[service](name), ...fields }),
  };
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function s3Error(code: string, message: string, extra: Record<string, string> = {}): Answer {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const hostId = randomBytes(32).toString('base64');
  const fields = { Code: code, Message: message, ...extra, RequestId: requestId, HostId: hostId };
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
    .join('')}</Error>`;
  return {
    status: 403,
    headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId, 'x-amz-id-2': hostId },
    body,
  };
}

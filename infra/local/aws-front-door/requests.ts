// Turns one HTTP request to a service into the IAM authorizations it needs, and names its signer: the
// access key id of its SigV4 signature (the Authorization header, or a presigned URL's X-Amz-Credential).
// The signature itself is never verified, here or by the emulators: the front door models IAM's
// policies, not authentication, and every caller on this machine is trusted to be who its key says.
import { cognitoAuthorizations } from './cognito-requests.ts';
import { dynamodbAuthorizations } from './dynamodb-requests.ts';
import { s3Authorizations } from './s3-requests.ts';
import type { NeededAuthorizations, RequestScope, ServiceName, ServiceRequest } from './service-request.ts';

/** The X-Amz-Target prefix of each JSON service. */
const TARGET_PREFIXES: Record<Exclude<ServiceName, 's3'>, string> = {
  dynamodb: 'DynamoDB_20120810.',
  'cognito-idp': 'AWSCognitoIdentityProviderService.',
};

const header = (request: ServiceRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const queryOf = (request: ServiceRequest) =>
  new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');

/** Whether the request carries a signature at all (header or presigned URL). */
export const isSigned = (request: ServiceRequest): boolean =>
  header(request, 'authorization') !== undefined || queryOf(request).has('X-Amz-Credential');

/** `Credential=<AKID>/<date>/<region>/<service>/aws4_request` of either place a SigV4 signature goes. */
export function accessKeyIdOf(request: ServiceRequest): string | undefined {
  const credential =
    /Credential=([^/,\s]+)\//.exec(header(request, 'authorization') ?? '')?.[1] ?? queryOf(request).get('X-Amz-Credential')?.split('/')[0];
  return credential || undefined;
}

/** The operation of a JSON service's request (`GetItem`), or undefined when it names none of it. */
export function operationOf(service: Exclude<ServiceName, 's3'>, request: ServiceRequest): string | undefined {
  const target = header(request, 'x-amz-target') ?? '';
  return target.startsWith(TARGET_PREFIXES[service]) ? target.slice(TARGET_PREFIXES[service].length) : undefined;
}

const parseJson = (body: string | undefined): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(body || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export function neededAuthorizations(service: ServiceName, request: ServiceRequest, scope: RequestScope): NeededAuthorizations {
  if (service === 's3') return s3Authorizations(request);
  const operation = operationOf(service, request);
  // No operation (Cognito's JWKS and OpenID documents, which are public; a malformed call, which the
  // emulator refuses itself): nothing to authorise.
  if (!operation) return { operation: `${request.method} ${request.url.split('?')[0]}`, needsIam: false, authorizations: [] };
  const body = parseJson(request.body);
  if (service === 'dynamodb') return { operation, needsIam: true, authorizations: dynamodbAuthorizations(operation, body, scope) };
  const authorizations = cognitoAuthorizations(operation, body, scope);
  return { operation, needsIam: authorizations !== undefined, authorizations: authorizations ?? [] };
}

// The Cognito client of the Lambdas that talk to Cognito: built once per instance. Its endpoint is the
// SDK's own choice (AWS, or an emulator named by the SDK's AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER),
// so the function reads no variable of its own for it. Its waits are bounded (service-limits.ts):
// Cognito down answers a 503 in seconds.
import { CognitoIdentityProviderClient, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { USER_POOL_CLIENT_ID_VAR, USER_POOL_ID_VAR } from '#shared/constants.ts';
import { SDK_CLIENT_LIMITS } from './service-limits.ts';

let client: CognitoIdentityProviderClient | undefined;
let builtFor: string | undefined;

/**
 * The instance's client. A Lambda's environment never changes; a test process that points its
 * in-process handlers at another Cognito (one that fails on purpose) gets a client for that one.
 */
export function cognito(): CognitoIdentityProviderClient {
  const endpoint = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER;
  if (!client || builtFor !== endpoint) {
    client = new CognitoIdentityProviderClient({ ...SDK_CLIENT_LIMITS });
    builtFor = endpoint;
  }
  return client;
}

/** The user pool's app client id (the public client the SPA signs in through). */
export const clientId = (): string => {
  const id = process.env[USER_POOL_CLIENT_ID_VAR];
  if (!id) throw new Error(`${USER_POOL_CLIENT_ID_VAR} is not set`);
  return id;
};

/** Revokes a refresh token (and the access tokens issued from it); failures are not the user's concern. */
export async function revokeRefreshToken(token: string): Promise<void> {
  await cognito()
    .send(new RevokeTokenCommand({ ClientId: clientId(), Token: token }))
    .catch(() => undefined);
}

/** The user pool the admin calls (AdminCreateUser…) act on. */
export const userPoolId = (): string => {
  const id = process.env[USER_POOL_ID_VAR];
  if (!id) throw new Error(`${USER_POOL_ID_VAR} is not set`);
  return id;
};

/** The name of a Cognito error (`UsernameExistsException`…), or '' for anything else. */
export const cognitoErrorName = (error: unknown): string => ((error as { name?: unknown })?.name as string | undefined) ?? '';

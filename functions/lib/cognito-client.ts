// The Cognito client of the Lambdas that talk to Cognito as the portal's public client (no IAM):
// built once per instance, its endpoint from PORTAL_COGNITO_ENDPOINT where Cognito is not AWS's own.
// Its waits are bounded (service-limits.ts): Cognito down answers a 503 in seconds.
import { CognitoIdentityProviderClient, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ENV } from '#shared/constants.ts';
import { SDK_CLIENT_LIMITS } from './service-limits.ts';

let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  const endpoint = process.env[ENV.cognitoEndpoint];
  client ??= new CognitoIdentityProviderClient({ ...SDK_CLIENT_LIMITS, ...(endpoint ? { endpoint } : {}) });
  return client;
}

/** The user pool's app client id (the public client the SPA signs in through). */
export const clientId = (): string => {
  const id = process.env[ENV.userPoolClientId];
  if (!id) throw new Error(`${ENV.userPoolClientId} is not set`);
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
  const id = process.env[ENV.userPoolId];
  if (!id) throw new Error(`${ENV.userPoolId} is not set`);
  return id;
};

/** The name of a Cognito error (`UsernameExistsException`…), or '' for anything else. */
export const cognitoErrorName = (error: unknown): string => ((error as { name?: unknown })?.name as string | undefined) ?? '';

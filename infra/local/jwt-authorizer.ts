// Verifies a bearer token the way the HTTP API's Cognito JWT authorizer does on AWS: RS256 signature
// by a key of the pool's JWKS, issuer, expiry, and (for access tokens) the app client id; we also
// insist on token_use=access. The emulator serves its JWKS over plain http, so we fetch it ourselves.
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface AuthorizerSettings {
  /** `http://localhost:<port>/<poolId>` for the emulator; `https://cognito-idp.<region>.amazonaws.com/<poolId>` on AWS. */
  issuer: string;
  clientId: string;
}

export type Authorize = (authorizationHeader: string | undefined) => Promise<JwtPayload | undefined>;

export function createAuthorizer({ issuer, clientId }: AuthorizerSettings): Authorize {
  const jwksCache = new SimpleJwksCache({
    fetcher: { fetch: async (uri: string) => (await fetch(uri, { signal: AbortSignal.timeout(5000) })).arrayBuffer() },
  });
  const verifier = JwtVerifier.create(
    {
      issuer,
      audience: null,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('not an access token');
        if (payload.client_id !== clientId) throw new Error('token of another client');
      },
    },
    { jwksCache },
  );
  return async (header) => {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!match) return undefined;
    try {
      return await verifier.verify(match[1]);
    } catch {
      return undefined;
    }
  };
}

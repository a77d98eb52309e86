// Verifies a bearer token the way an HTTP API JWT authorizer does on AWS, with the issuer and audience
// its template declares: RS256 signature by a key of the issuer's JWKS, issuer, expiry and not-before,
// and the audience (the `aud` claim, or `client_id` for a Cognito access token, which has no `aud`).
// Like AWS's it does not look at `token_use`: the functions refuse anything but an access token
// themselves (functions/domain/caller.ts). The emulator serves its JWKS over plain http, so we fetch it.
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface AuthorizerSettings {
  /** `http://localhost:<port>/<poolId>` for the emulator; `https://cognito-idp.<region>.amazonaws.com/<poolId>` on AWS. */
  issuer: string;
  /** The authorizer's audience: the app client ids whose tokens it accepts. */
  audience: string[];
}

export type Authorize = (authorizationHeader: string | undefined) => Promise<JwtPayload | undefined>;

export function createAuthorizer({ issuer, audience }: AuthorizerSettings): Authorize {
  const jwksCache = new SimpleJwksCache({
    fetcher: { fetch: async (uri: string) => (await fetch(uri, { signal: AbortSignal.timeout(5000) })).arrayBuffer() },
  });
  const verifier = JwtVerifier.create(
    {
      issuer,
      audience: null,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        const claimed = payload.aud ?? payload.client_id;
        const audiences = Array.isArray(claimed) ? claimed : [claimed];
        if (!audiences.some((value) => typeof value === 'string' && audience.includes(value))) throw new Error('token of another audience');
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

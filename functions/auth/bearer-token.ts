// The access token a public auth route was called with (logout), checked here since no authorizer stands
// in front of a public route, as API Gateway's JWT authorizer checks it: RS256 by a key of the pool's
// JWKS, unexpired, issued by the pool, and (as functions/domain/caller.ts insists) an access token of the
// portal's client. Node's own crypto verifies it. The JWKS comes from the Cognito endpoint the SDK calls
// (its own AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER where one is set) and is kept per instance.
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { clientId, userPoolId } from '#functions/lib/cognito-client.ts';
import { REQUEST_TIMEOUT_MS } from '#functions/lib/service-limits.ts';

export interface BearerToken {
  sub: string;
  /** The token's `iat`, epoch seconds. */
  issuedAt: number;
}

/** A key id the JWKS lacks fetches it again at most this often, so forged key ids cost Cognito nothing. */
const REFETCH_AFTER_MS = 60_000;

let keys: Map<string, KeyObject> | undefined;
let fetchedAt = 0;

/** Where Cognito answers: the SDK's own endpoint settings, else the region's public endpoint. */
const cognitoEndpoint = (): string =>
  process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ??
  process.env.AWS_ENDPOINT_URL ??
  `https://cognito-idp.${process.env.AWS_REGION}.amazonaws.com`;

/** The pool's RSA keys by key id; an unreachable Cognito is thrown (an outage, which says nothing of the token). */
async function fetchKeys(): Promise<Map<string, KeyObject>> {
  const answer = await fetch(`${cognitoEndpoint().replace(/\/+$/, '')}/${userPoolId()}/.well-known/jwks.json`, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!answer.ok) {
    throw Object.assign(new Error(`JWKS answered ${answer.status}`), { name: answer.status >= 500 ? 'ServiceUnavailable' : 'JwksError' });
  }
  const { keys: listed } = (await answer.json()) as { keys?: Array<JsonWebKey & { kid?: string }> };
  const found = new Map<string, KeyObject>();
  for (const jwk of listed ?? []) if (jwk.kty === 'RSA' && jwk.kid) found.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
  return found;
}

async function keyOf(kid: string): Promise<KeyObject | undefined> {
  if (!keys || (!keys.has(kid) && Date.now() - fetchedAt > REFETCH_AFTER_MS)) {
    keys = await fetchKeys();
    fetchedAt = Date.now();
  }
  return keys.get(kid);
}

const jsonPart = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The claims the portal takes from a token whose signature holds, or undefined. */
function acceptedClaims(claims: Record<string, unknown>, nowSeconds: number): BearerToken | undefined {
  const { sub, iat, exp, nbf, iss, token_use: tokenUse, client_id: tokenClient } = claims;
  if (typeof sub !== 'string' || !sub || typeof iat !== 'number' || typeof exp !== 'number' || exp <= nowSeconds) return undefined;
  if (typeof nbf === 'number' && nbf > nowSeconds) return undefined;
  // The emulator signs every pool's tokens with one key: the pool is told by the issuer's last segment.
  if (typeof iss !== 'string' || !iss.endsWith(`/${userPoolId()}`)) return undefined;
  if (tokenUse !== 'access' || tokenClient !== clientId()) return undefined;
  return { sub, issuedAt: iat };
}

/**
 * The verified subject and issue time of `Authorization: Bearer <token>`; undefined for no token or one
 * that fails any check (forged, expired, not RS256, an ID token, another client's or pool's).
 */
export async function verifiedBearer(authorization: string | undefined): Promise<BearerToken | undefined> {
  const parts = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1].split('.');
  if (parts?.length !== 3) return undefined;
  const [header, payload, signature] = parts;
  const { alg, kid } = jsonPart(header) ?? {};
  if (alg !== 'RS256' || typeof kid !== 'string') return undefined;
  const key = await keyOf(kid);
  if (!key || !verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))) return undefined;
  const claims = jsonPart(payload);
  return claims && acceptedClaims(claims, Math.floor(Date.now() / 1000));
}

// Who is calling: only the verified token's `sub` (checked by the API Gateway JWT authorizer, or by
// the local gateway the same way, and its kind and client again here) plus the stored profile. A
// business id never comes from the request.
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { Access } from '#shared/access.ts';
import { USER_POOL_CLIENT_ID_VAR } from '#shared/constants.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { issuedBeforeFence } from '#functions/data/sessions.ts';
import { getUserByIdentity } from '#functions/data/users.ts';
import type { UserRecord } from '#functions/data/records.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { unauthorized } from '#functions/lib/http-error.ts';

export interface Caller {
  userId: string;
  access: Access;
  /** null only for the platform admin. */
  businessId: string | null;
  roleIds: string[];
  profile: UserRecord;
}

/** A caller that acts inside one business (customer or customer_admin). */
export type TenantCaller = Caller & { businessId: string };

/** What the function takes from the verified token: who, and when the token was issued. */
export interface VerifiedToken {
  sub: string;
  /** The token's `iat`, epoch seconds (a refreshed token carries a new one). */
  issuedAt: number;
}

/**
 * The verified token's subject. The authorizer (API Gateway's, or the local gateway's) checked the
 * signature; the function checks again what it relies on, so an ID token or another client's token
 * never acts as a caller even if an authorizer let it through: `token_use` must be `access` and
 * `client_id` the portal's own (PORTAL_USER_POOL_CLIENT_ID). API Gateway hands claims over as strings.
 */
export function verifiedSubject(event: APIGatewayProxyEventV2WithJWTAuthorizer): VerifiedToken {
  const claims = event.requestContext?.authorizer?.jwt?.claims ?? {};
  const { sub, token_use: tokenUse, client_id: tokenClient } = claims;
  const issuedAt = Number(claims.iat);
  const portalClient = process.env[USER_POOL_CLIENT_ID_VAR];
  if (typeof sub !== 'string' || !sub || tokenUse !== 'access' || !portalClient || tokenClient !== portalClient) throw unauthorized();
  if (!Number.isFinite(issuedAt)) throw unauthorized();
  return { sub, issuedAt };
}

/**
 * Loads the caller's profile: an unknown or disabled user is 401, and so is a token issued before the
 * profile's `tokensValidAfter` (logout, password change, deactivation).
 */
export async function loadCaller(table: TableContext, token: VerifiedToken): Promise<Caller> {
  const profile = await getUserByIdentity(table, token.sub);
  if (!profile || profile.disabled) throw unauthorized();
  if (issuedBeforeFence(profile, token.issuedAt)) throw unauthorized(SERVICE_MESSAGES.sessionEnded);
  return {
    userId: token.sub,
    access: profile.access,
    businessId: profile.businessId,
    roleIds: profile.roleIds ?? [],
    profile,
  };
}

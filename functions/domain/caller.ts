// Who is calling: only the verified token's `sub` (checked by the API Gateway JWT authorizer, or by
// the local gateway the same way) plus the stored profile. A business id never comes from the request.
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { Access } from '#shared/access.ts';
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

export function verifiedSubject(event: APIGatewayProxyEventV2WithJWTAuthorizer): string {
  const sub = event.requestContext?.authorizer?.jwt?.claims?.sub;
  if (typeof sub !== 'string' || !sub) throw unauthorized();
  return sub;
}

/** Loads the caller's profile; an unknown or disabled user is 401. */
export async function loadCaller(table: TableContext, userId: string): Promise<Caller> {
  const profile = await getUserByIdentity(table, userId);
  if (!profile || profile.disabled) throw unauthorized();
  return {
    userId,
    access: profile.access,
    businessId: profile.businessId,
    roleIds: profile.roleIds ?? [],
    profile,
  };
}

// The signed-in user's data: access, policies, theme and logo of their business, name and e-mail.
import { isScoped } from '../../shared/access.ts';
import type { UserDataResponse } from '../../shared/api-types.ts';
import { DEFAULT_THEME } from '../../shared/default-theme.ts';
import { getBusinessLook } from '../data/business-look.ts';
import { fullName } from '../data/records.ts';
import type { CallerRouteContext, RouteResult } from '../lib/http-handler.ts';
import { unauthorized } from '../lib/http-error.ts';

/** The caller's access, policies, business theme and logo, name and e-mail. */
export async function userDataOfCaller({ caller, table }: CallerRouteContext): Promise<RouteResult> {
  const { profile } = caller;
  const look = caller.businessId ? await getBusinessLook(table, caller.businessId) : undefined;
  // A tenant user whose business is gone has nothing left to see.
  if (caller.businessId && !look) throw unauthorized();
  const body: UserDataResponse = {
    id: caller.userId,
    access: caller.access,
    policies: { scoped: isScoped(caller.access) },
    theme: look?.theme ?? DEFAULT_THEME,
    logo: look?.logo ?? null,
    business_name: look?.business.name ?? null,
    name: fullName(profile),
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
  };
  return { body };
}

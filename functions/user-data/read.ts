// The signed-in user's data: access, policies, theme and logo of their business, name and e-mail.
import { isScoped } from '#shared/access.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { getBusinessLook } from '#functions/data/business-look.ts';
import { fullName } from '#functions/data/records.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { unauthorized } from '#functions/lib/http-error.ts';

/** The caller's access, policies, business theme and logo, name and e-mail. */
export const userData: RouteImplementation<'userData'> = async ({ caller, table }) => {
  const { profile } = caller;
  const look = caller.businessId ? await getBusinessLook(table, caller.businessId) : undefined;
  // A tenant user whose business is gone has nothing left to see.
  if (caller.businessId && !look) throw unauthorized();
  return {
    body: {
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
    },
  };
};

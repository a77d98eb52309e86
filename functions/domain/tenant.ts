import type { Caller, TenantCaller } from './caller.ts';
import { forbidden } from '#functions/lib/http-error.ts';

/** The caller as a user of one business; the route audiences already keep the platform admin out. */
export function requireTenant(caller: Caller): TenantCaller {
  if (!caller.businessId) throw forbidden();
  return caller as TenantCaller;
}

// POST /users/{id}/reactivate: a deactivated collaborator of the caller's business brought back, with
// their roles and administrator flag, into a free seat (functions/domain/user-reactivation.ts, shared
// with the platform admin's route). Another business's user id is the same 404 as an unknown one.
import { requireTenant } from '#functions/domain/tenant.ts';
import { tenantWriter } from '#functions/domain/user-entry.ts';
import { reactivateUser as reactivate } from '#functions/domain/user-reactivation.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';

export const reactivateUser: RouteImplementation<'reactivateUser'> = async ({ caller, input, table, log }) => {
  await reactivate(table, tenantWriter(requireTenant(caller)), input.params.id, log);
  return { body: { success: true } };
};

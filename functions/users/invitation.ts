// POST /users/{id}/invitation: the invitation e-mailed again to a collaborator of the caller's business
// who never signed in (functions/domain/invitation-resend.ts, shared with the platform admin's route),
// counted under the invitation limits. A deactivated user, or another business's, is the 404 of an unknown id.
import { resendUserInvitation as resend } from '#functions/domain/invitation-resend.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import { tenantWriter } from '#functions/domain/user-entry.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';

export const resendUserInvitation: RouteImplementation<'resendUserInvitation'> = async ({ caller, input, table, log }) => {
  await resend(table, tenantWriter(requireTenant(caller)), input.params.id, log);
  return { body: { success: true } };
};

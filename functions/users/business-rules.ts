// Why the business refused a demotion or a deactivation. The rules are conditions of the write's own
// transaction (user-writes.ts: the business keeps an administrator, the main contact stays one); when
// that condition fails, the business is read again to name the rule. If neither holds any more (it
// changed in between), the write is simply tried again.
import { USER_MESSAGES } from '#shared/team-messages.ts';
import type { UserRecord } from '#functions/data/records.ts';
import { getBusinessFields } from '#functions/data/user-list.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { ValidationError } from '#functions/lib/http-error.ts';

/** Throws the 422 of the rule the business's condition refused `user` by; returns when none applies now. */
export async function explainBusinessRefusal(table: TableContext, businessId: string, user: UserRecord, losesAdmin: boolean): Promise<void> {
  const business = await getBusinessFields(table, businessId, ['admins', 'mainContactEmail']);
  if (!business) return;
  if (business.mainContactEmail === user.email) throw new ValidationError({ main_contact_must_be_admin: [USER_MESSAGES.mainContactAdmin] });
  if (losesAdmin && Object.keys(business.admins ?? {}).length <= 1) {
    throw new ValidationError({ must_have_at_least_one_admin: [USER_MESSAGES.lastAdmin] });
  }
}

// Sign-ins in the activity trail: a session opened (signed_in) and a wrong password for an e-mail that
// belongs to an account (sign_in_failed, in that account's business's trail, or the platform's for an
// admin). Nothing is written for an address of nobody, and never the password tried. Neither has a
// table write of its own to join, so both are a PutItem after the outcome, best effort
// (functions/domain/activity-record.ts): recording never changes a sign-in's answer.
import { fullName, type UserRecord } from '#functions/data/records.ts';
import { getEmailClaim } from '#functions/data/user-changes.ts';
import { recordActivity } from '#functions/domain/activity-record.ts';
import type { RouteContext } from '#functions/http/http-handler.ts';

/** A session opened by `profile` (an enabled user who just gave the right password). */
export async function recordSignIn(context: Pick<RouteContext, 'table' | 'log'>, profile: UserRecord): Promise<void> {
  const name = fullName(profile);
  await recordActivity(context.table, context.log, {
    businessId: profile.businessId,
    actor: { id: profile.id, name },
    action: 'signed_in',
    entity: { kind: 'session', id: profile.id, name },
    changes: [],
  });
}

/** A wrong password for `email`: recorded only when the address is an account's (its claim). */
export async function recordFailedSignIn(context: Pick<RouteContext, 'table' | 'log'>, email: string): Promise<void> {
  try {
    const claim = await getEmailClaim(context.table, email);
    if (!claim) return;
    await recordActivity(context.table, context.log, {
      businessId: claim.businessId,
      actor: { id: null, name: email },
      action: 'sign_in_failed',
      entity: { kind: 'session', id: claim.userId, name: email },
      changes: [],
    });
  } catch (error) {
    context.log.error('failed sign-in not recorded', { error: error instanceof Error ? error.name : 'unknown' });
  }
}

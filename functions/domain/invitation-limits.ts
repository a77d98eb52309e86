// How many invitations may be sent: per administrator and UTC hour, and per business and UTC day. Every
// invitation the contract lets through counts (alongside the invitation's first reads, whose answers
// wait for it), refusals included: a refusal is what someone sounding out addresses learns from. An
// invitation sent again counts too, when it is about to be sent (invitation-resend.ts). One past a
// limit is a 429 and counts nowhere.
// The figures leave room for a real onboarding: an administrator inviting 50 people in an afternoon,
// typos and second tries included, sends well under 100 in any hour, and a business bringing a few
// hundred people in by hand, even with several administrators, spreads them over days. Someone sounding
// addresses out gets at most 100 answers an hour per administrator and 300 a day per business.
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { countInvitation, readInvitationCounts, type InvitationLimits, type InvitationWindow } from '#functions/data/invitation-counts.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { HttpError } from '#functions/lib/http-error.ts';

export const INVITATION_LIMITS: InvitationLimits = { perAdminPerHour: 100, perBusinessPerDay: 300 };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Who sends an invitation: the business it counts in, and the administrator (a customer_admin or the platform's). */
export interface InvitationSender {
  businessId: string;
  userId: string;
}

/** The window an invitation sent at `now` counts in (UTC day and hour); its item lives a day past its day. */
export function invitationWindow(caller: InvitationSender, now: Date): InvitationWindow {
  const iso = now.toISOString();
  const dayStart = Date.parse(`${iso.slice(0, 10)}T00:00:00.000Z`);
  return {
    businessId: caller.businessId,
    adminId: caller.userId,
    day: iso.slice(0, 10),
    hour: iso.slice(11, 13),
    expiresAt: Math.floor((dayStart + 2 * DAY_MS) / 1000),
  };
}

const minutesUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 60_000));

/** Counts the caller's invitation; a 429 naming the limit reached and the wait when it is over one. */
export async function limitInvitations(table: TableContext, caller: InvitationSender, now: Date = new Date()): Promise<void> {
  const window = invitationWindow(caller, now);
  if (await countInvitation(table, window, INVITATION_LIMITS)) return;
  const counts = await readInvitationCounts(table, window);
  const at = now.getTime();
  if (counts.business >= INVITATION_LIMITS.perBusinessPerDay) {
    const dayEnd = Date.parse(`${window.day}T00:00:00.000Z`) + DAY_MS;
    throw new HttpError(
      429,
      USER_MESSAGES.tooManyInvitationsByBusiness(INVITATION_LIMITS.perBusinessPerDay, USER_MESSAGES.waitFor(minutesUntil(dayEnd, at))),
    );
  }
  const hourEnd = Math.floor(at / HOUR_MS) * HOUR_MS + HOUR_MS;
  throw new HttpError(
    429,
    USER_MESSAGES.tooManyInvitationsByYou(INVITATION_LIMITS.perAdminPerHour, USER_MESSAGES.waitFor(minutesUntil(hourEnd, at))),
  );
}

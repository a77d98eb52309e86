// The activity trail: one page of entries, newest first, and what its filters offer.
import * as z from 'zod/mini';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_KINDS } from '../../usage-constants.ts';
import { calendarDay, instant, namedItem } from '../common-responses.ts';

/** A field that changed, as shown (ids resolved to names where the write knew them); null: absent. */
export const activityChange = z.strictObject({ field: z.string(), from: z.nullable(z.string()), to: z.nullable(z.string()) });
export type ActivityChange = z.output<typeof activityChange>;

export const activityEntry = z.strictObject({
  id: z.string(),
  at: instant,
  /** Who did it; null id for a failed sign-in (nobody signed in), the name then being the e-mail tried. */
  actor: z.strictObject({ id: z.nullable(z.string()), name: z.string() }),
  action: z.enum(ACTIVITY_ACTIONS),
  entity: z.strictObject({ kind: z.enum(ACTIVITY_ENTITY_KINDS), id: z.nullable(z.string()), name: z.string() }),
  changes: z.array(activityChange),
});
export type ActivityEntry = z.output<typeof activityEntry>;

export const activityListResponse = z.strictObject({
  entries: z.array(activityEntry),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.nullable(z.string()),
  /** Whose entries the person filter offers: the business's collaborators (or the platform's admins). */
  people: z.array(namedItem),
  /** The days the trail keeps (inclusive: the stage's retention back to today): the period's bounds. */
  kept_days: z.strictObject({ from: calendarDay, to: calendarDay }),
});
export type ActivityListResponse = z.output<typeof activityListResponse>;

export const activityResponses = {
  listActivity: activityListResponse,
  adminBusinessActivity: activityListResponse,
  platformActivity: activityListResponse,
};

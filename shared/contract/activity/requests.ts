// The activity trail: newest first, filtered by person, kind of entity and period, one page per call
// (the cursor of the previous page; no page reads the ones before it). customer_admin: their business;
// admin: any business by path, or the platform's own changes.
import * as z from 'zod/mini';
import { ACTIVITY_ENTITY_KINDS } from '../../usage-constants.ts';
import { ACTIVITY_MESSAGES as M } from '../../activity-messages.ts';
import { BUSINESS_MESSAGES } from '../../platform-messages.ts';
import { businessPath } from '../admin-businesses/requests.ts';
import { emptyAsMissing, idField } from '../fields.ts';

/** A day of the calendar as `YYYY-MM-DD` (2026-02-30 is none: the date must read back the same). */
const isCalendarDay = (value: string) => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
};

const day = z.string().check(z.refine(isCalendarDay, { error: M.invalidDay }));

/**
 * `?person&kind&from&to&cursor`: every part optional; `from` ≤ `to` when both are given (days,
 * inclusive). The API keeps the period to the days the trail keeps (functions/domain/activity-period.ts).
 */
const activityQuery = z.pipe(
  z.object({
    person: emptyAsMissing(idField),
    kind: emptyAsMissing(z.enum(ACTIVITY_ENTITY_KINDS)),
    from: emptyAsMissing(day),
    to: emptyAsMissing(day),
    /** Opaque: the last entry's sort key, base64url. */
    cursor: emptyAsMissing(z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, { error: M.invalidCursor }))),
  }),
  z.transform((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.issues.push({ code: 'custom', message: M.invalidPeriod, input: query, path: ['from'] });
      return z.NEVER;
    }
    return query;
  }),
);

export const activityContracts = {
  listActivity: { query: activityQuery },
  adminBusinessActivity: {
    params: businessPath,
    notFound: BUSINESS_MESSAGES.notFound,
    query: activityQuery,
  },
  platformActivity: { query: activityQuery },
};

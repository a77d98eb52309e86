// GET /activity (customer_admin: their own business), GET /admin/businesses/{business_id}/activity and
// GET /admin/activity (the platform's own: themes, reports, the admins' sign-ins). One page per call,
// newest first; the cursor holds only the last entry's position, rebuilt into the caller's own trail.
// The period is kept to the days the trail keeps (the stage's retention back from today): an end beyond
// them moves to theirs, a period with none of them is a 422, and the answer names them (`kept_days`, the
// bounds of the screen's date fields).
// DynamoDB calls besides the caller's profile Query:
//   entries → one Query (base table; GSI1 with a person; GSI2 with a kind), more only when the
//             person + kind filter drops entries before the page is full
//   people  → business: Directory user list Query (keys), then BatchGet of their names per 100
//             platform: Query PLATFORM begins_with USER#
//   admin by path → GetItem of the business first (404 when unknown)
import { ACTIVITY_MESSAGES } from '#shared/activity-messages.ts';
import type { InputOf } from '#shared/contract/contracts.ts';
import type { ActivityListResponse } from '#shared/insights-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { activityRetentionDays, queryActivityPage, type ActivityPage } from '#functions/data/activity.ts';
import { getBusiness } from '#functions/data/businesses.ts';
import { activityPeople, platformPeople } from './people.ts';
import { decodeActivityCursor, encodeActivityCursor } from '#functions/domain/activity-cursor.ts';
import { keptDays, keptPeriod, periodInstants, startWithin, type Period } from '#functions/domain/activity-period.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { invalidField, notFound } from '#functions/lib/http-error.ts';

type ActivityFilters = InputOf<'listActivity'>['query'];

/** The page of a cursor older than the period: its pages are over. */
const NO_PAGE: ActivityPage = { entries: [] };

/** The asked days within the kept ones; a 422 under the end that lies outside them when none is kept. */
function periodOf(filters: ActivityFilters, kept: Period): Period {
  const period = keptPeriod(filters, kept);
  if (period) return period;
  const field = filters.from && filters.from > kept.to ? 'from' : 'to';
  throw invalidField(field, ACTIVITY_MESSAGES.periodNotKept(kept.from, kept.to));
}

/** One page of a trail (`businessId` null: the platform's) and the people its filter offers. */
async function trailPage(table: TableContext, businessId: string | null, filters: ActivityFilters): Promise<ActivityListResponse> {
  const after = filters.cursor === undefined ? undefined : decodeActivityCursor(filters.cursor);
  if (filters.cursor !== undefined && !after) throw invalidField('cursor', ACTIVITY_MESSAGES.invalidCursor);
  const kept = keptDays(new Date(), activityRetentionDays());
  const instants = periodInstants(periodOf(filters, kept));
  const start = startWithin(after, instants);
  const [page, people] = await Promise.all([
    start === null ? NO_PAGE : queryActivityPage(table, { businessId, person: filters.person, kind: filters.kind, ...instants, after: start }),
    businessId ? activityPeople(table, businessId) : platformPeople(table),
  ]);
  return { entries: page.entries, next_cursor: page.last ? encodeActivityCursor(page.last) : null, people, kept_days: kept };
}

/** The caller's own business's trail. */
export const listActivity: RouteImplementation<'listActivity'> = async ({ caller, input, table }) => ({
  body: await trailPage(table, requireTenant(caller).businessId, input.query),
});

/** Any business's trail (admin); an unknown business is 404. */
export const adminBusinessActivity: RouteImplementation<'adminBusinessActivity'> = async ({ input, table }) => {
  const businessId = input.params.business_id;
  if (!(await getBusiness(table, businessId))) throw notFound(BUSINESS_MESSAGES.notFound);
  return { body: await trailPage(table, businessId, input.query) };
};

/** The platform's own trail (admin). */
export const platformActivity: RouteImplementation<'platformActivity'> = async ({ input, table }) => ({
  body: await trailPage(table, null, input.query),
});

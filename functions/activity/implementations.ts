// GET /activity (customer_admin: their own business), GET /admin/businesses/{business_id}/activity and
// GET /admin/activity (the platform's own: themes, reports, the admins' sign-ins). One page per call,
// newest first; the cursor holds only the last entry's position, rebuilt into the caller's own trail.
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
import { queryActivityPage } from '#functions/data/activity.ts';
import { getBusiness } from '#functions/data/businesses.ts';
import { activityPeople, platformPeople } from './people.ts';
import { decodeActivityCursor, encodeActivityCursor } from '#functions/domain/activity-cursor.ts';
import { periodInstants } from '#functions/domain/activity-period.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { invalidField, notFound } from '#functions/lib/http-error.ts';

type ActivityFilters = InputOf<'listActivity'>['query'];

/** One page of a trail (`businessId` null: the platform's) and the people its filter offers. */
async function trailPage(table: TableContext, businessId: string | null, filters: ActivityFilters): Promise<ActivityListResponse> {
  const after = filters.cursor === undefined ? undefined : decodeActivityCursor(filters.cursor);
  if (filters.cursor !== undefined && !after) throw invalidField('cursor', ACTIVITY_MESSAGES.invalidCursor);
  const [page, people] = await Promise.all([
    queryActivityPage(table, { businessId, person: filters.person, kind: filters.kind, ...periodInstants(filters.from, filters.to), after }),
    businessId ? activityPeople(table, businessId) : platformPeople(table),
  ]);
  return { entries: page.entries, next_cursor: page.last ? encodeActivityCursor(page.last) : null, people };
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

// GET /admin/businesses: every business in name order, with its counts. DynamoDB calls besides the
// caller's profile Query (budgets checked by tests/integration/admin-businesses-calls.test.ts):
//   list → one Query of GSI1 `BUSINESSES`, the list's attributes only (one per page of 1 MB) → 1 (+1)
// The counts are the ones kept on the business item (activeUserCount, userLimit, dashboardCount):
// no user or dashboard is read.
import { moneyOf } from '#shared/brazilian-formats.ts';
import type { BusinessListItem } from '#shared/platform-api-types.ts';
import { listBusinesses as listBusinessRecords, type ListedBusiness } from '#functions/data/businesses.ts';
import { fullName } from '#functions/data/records.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';

/** A row of the list: the main contact's full name, seats taken of the limit, dashboards, Ticket mensal. */
function toListItem(business: ListedBusiness): BusinessListItem {
  return {
    id: business.id,
    name: business.name,
    main_contact_name: fullName({ firstName: business.mainContactFirstName ?? '', lastName: business.mainContactLastName ?? '' }),
    current_user_count: business.activeUserCount ?? 0,
    user_count: business.userLimit ?? 0,
    dashboard_count: business.dashboardCount ?? 0,
    pricing: moneyOf(business.pricingCents ?? 0),
  };
}

/** Every business in name order (the index's order). */
export const listBusinesses: RouteImplementation<'listBusinesses'> = async ({ table }) => {
  const businesses = await listBusinessRecords(table);
  return { body: { businesses: businesses.map(toListItem) } };
};

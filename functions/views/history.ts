// GET /views (customer_admin): one page of a user's or a dashboard's view history, newest first.
// DynamoDB calls: entity Get ‖ counter Get, then one range Query of at most a page → 3 (+1), and for a
// dashboard's page holding views still open, one BatchGet of their users' counters → 4 (+1).
import type { ViewEntityClass } from '#shared/api-types.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildPagination } from '#shared/pagination.ts';
import { getDashboard } from '#functions/data/dashboards.ts';
import { fullName } from '#functions/data/records.ts';
import { getUserOfBusiness } from '#functions/data/users.ts';
import { listViewsOfDashboard, listViewsOfUser } from '#functions/data/views.ts';
import { dashboardNotFound } from '#functions/domain/dashboard-scope.ts';
import { requireTenant } from '#functions/domain/tenant.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { notFound } from '#functions/lib/http-error.ts';
import { toViewRecord } from './present.ts';

/** The name of the user or dashboard whose history is listed; 404 when it is not of the caller's business. */
async function entityName(table: TableContext, businessId: string, entity: ViewEntityClass, id: string): Promise<string> {
  if (entity === 'user') {
    const user = await getUserOfBusiness(table, businessId, id);
    if (!user) throw notFound(MESSAGES.errors.userNotFound);
    return fullName(user);
  }
  const dashboard = await getDashboard(table, businessId, id);
  if (!dashboard) throw dashboardNotFound();
  return dashboard.name;
}

/** One page of a user's or a dashboard's views, newest first. */
export const listViews: RouteImplementation<'listViews'> = async ({ caller: anyCaller, input, table }) => {
  const caller = requireTenant(anyCaller);
  const { entity, id, page: pageNumber } = input.query;
  const pageSize = PAGE_SIZE.views;
  const listPage = entity === 'user' ? listViewsOfUser : listViewsOfDashboard;
  // Both reads are scoped to the caller's business; the page is discarded unseen if the entity is not found.
  const [name, page] = await Promise.all([
    entityName(table, caller.businessId, entity, id),
    listPage(table, caller.businessId, id, pageNumber, pageSize),
  ]);
  const now = new Date();
  return {
    body: {
      views: page.views.map((view) => toViewRecord(view, now, page.open.get(view.id))),
      pagination: buildPagination(pageNumber, pageSize, page.totalCount),
      entity: { class: entity, prefix: MESSAGES.views.entityPrefix[entity], name },
    },
  };
};

// GET /admin/businesses/{business_id}/dashboards: the panel's dashboards tab, every dashboard of the
// business in name order (unpaged: a business has dozens, not thousands) with its report's name.
import { keys } from '#functions/data/keys.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import type { BusinessDashboardListItem } from '#shared/platform-api-types.ts';
import { batchGetItems } from '#functions/data/batch-get.ts';
import { getBusiness } from '#functions/data/businesses.ts';
import { listDashboardDirectory } from '#functions/data/dashboards.ts';
import type { DashboardRecord } from '#functions/data/records.ts';
import { getReportNames } from '#functions/data/reports.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { notFound } from '#functions/lib/http-error.ts';
import { publicFileUrl } from '#functions/lib/public-file-url.ts';

type ListedFields = Pick<DashboardRecord, 'id' | 'name' | 'summary' | 'previewKey' | 'reportId'>;
const LISTED_FIELDS = ['id', 'name', 'summary', 'previewKey', 'reportId'] as const satisfies readonly (keyof DashboardRecord)[];

/** The listed fields of the dashboards `ids` of a business (BatchGet, no descriptions), in the order of `ids`. */
async function getListedDashboards(table: TableContext, businessId: string, ids: string[]): Promise<ListedFields[]> {
  if (ids.length === 0) return [];
  const items = await batchGetItems<ListedFields>(
    table,
    ids.map((id) => keys.dashboard(businessId, id)),
    LISTED_FIELDS,
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The business's dashboards in the Directory index's order (accent- and case-insensitive names). */
export const listBusinessDashboards: RouteImplementation<'listBusinessDashboards'> = async ({ input, table }) => {
  const businessId = input.params.business_id;
  const [business, directory] = await Promise.all([getBusiness(table, businessId), listDashboardDirectory(table, businessId)]);
  if (!business) throw notFound(BUSINESS_MESSAGES.notFound);
  const dashboards = await getListedDashboards(
    table,
    businessId,
    directory.map((entry) => entry.id),
  );
  const reportNames = await getReportNames(
    table,
    dashboards.flatMap((dashboard) => (dashboard.reportId ? [dashboard.reportId] : [])),
  );
  return {
    body: {
      business: { id: business.id, name: business.name },
      dashboards: dashboards.map((dashboard): BusinessDashboardListItem => ({
        id: dashboard.id,
        name: dashboard.name,
        summary: dashboard.summary ?? '',
        preview_pic: publicFileUrl(dashboard.previewKey),
        report_name: (dashboard.reportId && reportNames.get(dashboard.reportId)) || null,
      })),
    },
  };
};

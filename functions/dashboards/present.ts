// Stored dashboards turned into the API's shapes.
import type { DashboardCard, DashboardDetail } from '#shared/api-types.ts';
import type { DashboardCardFields } from '#functions/data/dashboards.ts';
import type { DashboardRecord } from '#functions/data/records.ts';
import { publicFileUrl } from '#functions/lib/public-file-url.ts';

/** A card of the list; the summary falls back to the name, the bookmark id is the dashboard id. */
export function toDashboardCard(dashboard: DashboardCardFields, bookmarked: boolean): DashboardCard {
  return {
    id: dashboard.id,
    name: dashboard.name,
    summary: dashboard.summary?.trim() ? dashboard.summary : dashboard.name,
    preview_pic: publicFileUrl(dashboard.previewKey),
    bookmark_id: bookmarked ? dashboard.id : null,
  };
}

/**
 * The show page's dashboard: the card plus the description, the iframe URL and, for admins, who may see
 * it. The description is served as stored: putDashboard sanitised it on the way in (and the SPA runs
 * DOMPurify again before rendering), so this Lambda carries no HTML sanitiser.
 */
export function toDashboardDetail(dashboard: DashboardRecord, bookmarked: boolean, visibleToUsers: string[] | undefined): DashboardDetail {
  return {
    ...toDashboardCard(dashboard, bookmarked),
    description: dashboard.description ?? '',
    iframe_url: dashboard.iframeUrl,
    ...(visibleToUsers ? { visible_to_users: visibleToUsers } : {}),
  };
}

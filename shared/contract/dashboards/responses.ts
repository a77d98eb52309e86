// The viewer's dashboards (list, show page, info modal) and the customer_admin's form and writes.
import * as z from 'zod/mini';
import { createdId, fileUrl, instant, namedItem, pagination, successResponse } from '../common-responses.ts';

const dashboardCardFields = {
  id: z.string(),
  name: z.string(),
  /** The summary, or the name where there is none. */
  summary: z.string(),
  preview_pic: fileUrl,
  /** The dashboard's id when the caller bookmarked it (the bookmark id is the dashboard id). */
  bookmark_id: z.nullable(z.string()),
};

export const dashboardCard = z.strictObject(dashboardCardFields);
export type DashboardCard = z.output<typeof dashboardCard>;

export const dashboardListResponse = z.strictObject({
  /** The caller's own roles, for the filter. */
  roles: z.array(namedItem),
  dashboards: z.array(dashboardCard),
  pagination,
});
export type DashboardListResponse = z.output<typeof dashboardListResponse>;

export const dashboardDetail = z.strictObject({
  ...dashboardCardFields,
  /** Sanitised HTML. */
  description: z.string(),
  iframe_url: z.string(),
  /** Names of the users who may see it; only for customer_admin. */
  visible_to_users: z.optional(z.array(z.string())),
});
export type DashboardDetail = z.output<typeof dashboardDetail>;

/** What the form edits: the description as stored (sanitised HTML), the picture as its address. */
export const dashboardFormFields = {
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  iframe_url: z.string(),
  preview_pic: fileUrl,
};

export const dashboardEditResponse = z.strictObject({ dashboard: z.strictObject(dashboardFormFields) });
export type DashboardEditResponse = z.output<typeof dashboardEditResponse>;

export const createDashboardResponse = z.strictObject({ success: z.literal(true), dashboard: createdId });
export type CreateDashboardResponse = z.output<typeof createDashboardResponse>;

export const dashboardInfoResponse = z.strictObject({ dashboard: dashboardDetail });
export type DashboardInfoResponse = z.output<typeof dashboardInfoResponse>;

/** The show page: the dashboard and the view it started. */
export const dashboardShowResponse = z.strictObject({
  dashboard: dashboardDetail,
  view: z.strictObject({ id: z.string(), started_at: instant }),
});
export type DashboardShowResponse = z.output<typeof dashboardShowResponse>;

export const dashboardsResponses = {
  listDashboards: dashboardListResponse,
  showDashboard: dashboardShowResponse,
  dashboardInfo: dashboardInfoResponse,
  editDashboard: dashboardEditResponse,
  createDashboard: createDashboardResponse,
  updateDashboard: successResponse,
  deleteDashboard: successResponse,
};

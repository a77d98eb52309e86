// One business's dashboards, managed by the admin: the customer_admin's form plus the report.
import * as z from 'zod/mini';
import { fileUrl, namedItem, successResponse } from '../common-responses.ts';
import { createDashboardResponse, dashboardFormFields } from '../dashboards/responses.ts';

/** A report of the catalogue, as the dashboard form offers it (choosing one fills the empty fields). */
export const reportOption = z.strictObject({ id: z.string(), name: z.string(), summary: z.string(), description: z.string() });
export type ReportOption = z.output<typeof reportOption>;

export const businessDashboardListItem = z.strictObject({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  preview_pic: fileUrl,
  report_name: z.nullable(z.string()),
});
export type BusinessDashboardListItem = z.output<typeof businessDashboardListItem>;

export const businessDashboardListResponse = z.strictObject({ business: namedItem, dashboards: z.array(businessDashboardListItem) });
export type BusinessDashboardListResponse = z.output<typeof businessDashboardListResponse>;

export const businessDashboardNewResponse = z.strictObject({ business: namedItem, reports: z.array(reportOption) });
export type BusinessDashboardNewResponse = z.output<typeof businessDashboardNewResponse>;

export const businessDashboardEditResponse = z.strictObject({
  business: namedItem,
  dashboard: z.strictObject({ ...dashboardFormFields, report_id: z.nullable(z.string()) }),
  reports: z.array(reportOption),
});
export type BusinessDashboardEditResponse = z.output<typeof businessDashboardEditResponse>;

export const adminBusinessDashboardsResponses = {
  listBusinessDashboards: businessDashboardListResponse,
  newBusinessDashboard: businessDashboardNewResponse,
  editBusinessDashboard: businessDashboardEditResponse,
  createBusinessDashboard: createDashboardResponse,
  updateBusinessDashboard: successResponse,
  deleteBusinessDashboard: successResponse,
};

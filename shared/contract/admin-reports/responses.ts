// The report catalogue (admin).
import * as z from 'zod/mini';
import { count, createdId, successResponse } from '../common-responses.ts';

export const reportListItem = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** Dashboards that name the report (kept on the report by every dashboard write). */
  dashboard_count: count,
});
export type ReportListItem = z.output<typeof reportListItem>;

export const reportListResponse = z.strictObject({ reports: z.array(reportListItem) });
export type ReportListResponse = z.output<typeof reportListResponse>;

export const reportFields = z.strictObject({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  /** Sanitised HTML, as stored. */
  description: z.string(),
});
export type ReportFields = z.output<typeof reportFields>;

export const reportEditResponse = z.strictObject({
  report: reportFields,
  /** False while dashboards name the report. */
  can_delete: z.boolean(),
});
export type ReportEditResponse = z.output<typeof reportEditResponse>;

export const createReportResponse = z.strictObject({ success: z.literal(true), report: createdId });
export type CreateReportResponse = z.output<typeof createReportResponse>;

export const adminReportsResponses = {
  listReports: reportListResponse,
  editReport: reportEditResponse,
  createReport: createReportResponse,
  updateReport: successResponse,
  deleteReport: successResponse,
};

// The report catalogue (platform admin only).
import { adminReportsContracts } from '#shared/contract/admin-reports/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { createReport, deleteReport, editReport, listReports, updateReport } from './manage.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('admin-reports', adminReportsContracts, { listReports, editReport, createReport, updateReport, deleteReport }, options);

export const handler = buildHandler();

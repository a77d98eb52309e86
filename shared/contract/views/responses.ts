// View history (customer_admin) and the viewer's own open view.
import * as z from 'zod/mini';
import { count, instant, pagination, successResponse } from '../common-responses.ts';

export const viewEntityClass = z.enum(['user', 'dashboard']);
export type ViewEntityClass = z.output<typeof viewEntityClass>;

export const viewRecord = z.strictObject({
  id: z.string(),
  user_name: z.string(),
  dashboard_name: z.string(),
  started_at: instant,
  finished_at: z.nullable(instant),
  /** Seconds between start and end; null while the view is still open. */
  duration_interval: z.nullable(count),
});
export type ViewRecord = z.output<typeof viewRecord>;

export const viewListResponse = z.strictObject({
  views: z.array(viewRecord),
  pagination,
  /** Whose history it is: a user's or a dashboard's, with the heading's prefix. */
  entity: z.strictObject({ class: viewEntityClass, prefix: z.string(), name: z.string() }),
});
export type ViewListResponse = z.output<typeof viewListResponse>;

export const viewsResponses = { listViews: viewListResponse, endView: successResponse, heartbeatView: successResponse };

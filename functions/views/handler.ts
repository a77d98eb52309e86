// View history (customer_admin) and the viewer's own open view: end and heartbeat.
import { viewsContracts } from '#shared/contract/views/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { listViews } from './history.ts';
import { endView, heartbeatView } from './open-view.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('views', viewsContracts, { listViews, endView, heartbeatView }, options);

export const handler = buildHandler();

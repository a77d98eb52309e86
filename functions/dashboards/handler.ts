// The viewer's dashboards: the filtered, paged list and the show page (which starts a view).
import { createHttpHandler, type HandlerOptions } from '../lib/http-handler.ts';
import { listDashboards, showDashboard } from './routes.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) => createHttpHandler('dashboards', { listDashboards, showDashboard }, options);

export const handler = buildHandler();

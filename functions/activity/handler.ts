// The activity trail (customer_admin: their business; admin: any business, or the platform's own).
import { activityContracts } from '#shared/contract/activity/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { adminBusinessActivity, listActivity, platformActivity } from './read.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('activity', activityContracts, { listActivity, adminBusinessActivity, platformActivity }, options);

export const handler = buildHandler();

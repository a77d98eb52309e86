// Usage insights (read-only): a business's last 7/30/90 days (customer_admin: their own; admin: any
// business by path) and the platform's month per business (admin).
import { insightsContracts } from '#shared/contract/insights/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { adminBusinessInsights, businessInsights, platformUsage } from './read.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('insights', insightsContracts, { businessInsights, adminBusinessInsights, platformUsage }, options);

export const handler = buildHandler();

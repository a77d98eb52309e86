// GET /insights (customer_admin: their own business), GET /admin/businesses/{business_id}/insights
// (admin: any business; an unknown one is 404) and GET /admin/usage?month= (admin: the platform's month).
// Reads only: the counters are written by the views themselves (functions/data/views.ts).
import { requireTenant } from '#functions/domain/tenant.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { insightsOf } from './business-insights.ts';
import { platformUsageOf } from './platform-usage.ts';

export const businessInsights: RouteImplementation<'businessInsights'> = async ({ caller, input, table }) => ({
  body: await insightsOf(table, requireTenant(caller).businessId, input.query.days),
});

export const adminBusinessInsights: RouteImplementation<'adminBusinessInsights'> = async ({ input, table }) => ({
  body: await insightsOf(table, input.params.business_id, input.query.days),
});

export const platformUsage: RouteImplementation<'platformUsage'> = async ({ input, table }) => ({
  body: await platformUsageOf(table, input.query.month),
});

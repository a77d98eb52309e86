import useSWR from 'swr';
import type { InsightsResponse } from '#shared/insights-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /insights?days=`: the caller's own business (customer_admin). */
export const getBusinessInsights = (days: number): Promise<InsightsResponse> =>
  apiRequest('businessInsights', { query: { days: String(days) } });

/** `GET /admin/businesses/{business_id}/insights?days=`: any business (admin). */
export const getAdminBusinessInsights = (businessId: string, days: number): Promise<InsightsResponse> =>
  apiRequest('adminBusinessInsights', { params: { business_id: businessId }, query: { days: String(days) } });

const SWR_OPTIONS = {
  // Another period keeps the figures on screen until its own arrive, instead of a spinner in between.
  keepPreviousData: true,
  onError: (error: unknown) => console.error('Error in getting insights', error),
};

/** The caller's business's insights over the last `days` days. */
export const useBusinessInsights = (days: number) => useSWR(['insights', days] as const, () => getBusinessInsights(days), SWR_OPTIONS);

/** A business's insights over the last `days` days, for the admin's panel. */
export const useAdminBusinessInsights = (businessId: string, days: number) =>
  useSWR(['admin-business-insights', businessId, days] as const, () => getAdminBusinessInsights(businessId, days), SWR_OPTIONS);

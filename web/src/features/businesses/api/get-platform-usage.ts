import type { PlatformUsageResponse } from '#shared/insights-api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /admin/usage?month=YYYY-MM`: every business's usage in one month (admin), for the platform CSV. */
export const getPlatformUsage = (month: string): Promise<PlatformUsageResponse> => apiRequest('platformUsage', { query: { month } });

// Usage insights: a business's last 7, 30 or 90 days (customer_admin: their own; admin: any business
// by path) and the platform's month per business (admin). Read-only.
import * as z from 'zod/mini';
import { INSIGHTS } from '../../usage-constants.ts';
import { INSIGHTS_MESSAGES as M } from '../../insights-messages.ts';
import { BUSINESS_MESSAGES } from '../../platform-messages.ts';
import { businessPath } from '../admin-businesses/requests.ts';

/** `?days=7|30|90` (default INSIGHTS.defaultPeriod), as a number. */
const periodQuery = z.object({
  days: z._default(
    z.pipe(
      z.string(),
      z.transform((value, context) => {
        const days = Number(value);
        if ((INSIGHTS.periods as readonly number[]).includes(days)) return days;
        context.issues.push({ code: 'custom', message: M.invalidPeriod, input: value, path: [] });
        return z.NEVER;
      }),
    ),
    INSIGHTS.defaultPeriod,
  ),
});

/** `?month=YYYY-MM`, a month that has begun (not before 2000). */
const monthQuery = z.object({
  month: z.string({ error: M.invalidMonth }).check(z.regex(/^(2\d{3})-(0[1-9]|1[0-2])$/, { error: M.invalidMonth })),
});

export const insightsContracts = {
  businessInsights: { query: periodQuery },
  adminBusinessInsights: {
    params: businessPath,
    notFound: BUSINESS_MESSAGES.notFound,
    query: periodQuery,
  },
  platformUsage: { query: monthQuery },
};

import { useRoute } from '#web/lib/data/route-hooks.ts';
import { usePeriod } from './use-period.ts';

const INSIGHTS_READ = {
  // Another period keeps the figures on screen until its own arrive, instead of a spinner in between.
  keepPreviousData: true,
  onError: (error: unknown) => console.error('Error in getting insights', error),
};

/**
 * A business's insights over the period in the URL (`?days=`): the caller's own (customer_admin), or
 * the business the admin's panel names.
 */
export function useInsights(businessId?: string) {
  const [days, setDays] = usePeriod();
  const query = { days: String(days) };
  const own = useRoute('businessInsights', businessId ? null : { query }, INSIGHTS_READ);
  const named = useRoute('adminBusinessInsights', businessId ? { params: { business_id: businessId }, query } : null, INSIGHTS_READ);
  return { days, setDays, query: businessId ? named : own };
}

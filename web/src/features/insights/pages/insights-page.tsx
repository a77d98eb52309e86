import { lazy, Suspense } from 'react';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// The router's entry chunk lists the chunks of every lazy page, and every route downloads that list:
// this page imports nothing but what the entry has, so the screen's own chunks are listed in the one
// chunk only this route loads.
const OwnInsights = lazy(() => import('../components/own-insights.tsx'));

/** `/insights`: the customer_admin's own business's usage; the period is `?days=`. */
export default function InsightsPage() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OwnInsights />
    </Suspense>
  );
}

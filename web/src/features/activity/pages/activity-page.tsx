import { lazy, Suspense } from 'react';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// The router's entry chunk lists the chunks of every lazy page, and every route downloads that list:
// this page imports nothing but what the entry has, so the screen's own chunks are listed in the one
// chunk only this route loads.
const OwnActivity = lazy(() => import('../components/own-activity.tsx'));

/** `/activity`: a customer_admin's business trail, or the platform admin's own (a business's is a panel tab). */
export default function ActivityPage() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OwnActivity />
    </Suspense>
  );
}

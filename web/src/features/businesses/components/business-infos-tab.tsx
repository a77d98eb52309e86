import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { BusinessForm } from './business-form.tsx';

/**
 * The panel's "Dados cadastrais": the business form in edit mode. A business that cannot be loaded
 * is the panel's to report (it reads the same answer for its heading).
 */
export default function BusinessInfosTab({ businessId }: { businessId: string }) {
  // The panel's own options for this answer: never refetched under the form being typed into, nor retried.
  const { data } = useRoute(
    'editBusiness',
    { params: { business_id: businessId } },
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  if (!data) return <PageSpinner />;
  // A new form for every business opened, even in the same route.
  return <BusinessForm key={businessId} saved={data.business} themes={data.themes} />;
}

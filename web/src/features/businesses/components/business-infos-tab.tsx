import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useBusinessEdit } from '../api/get-business-edit.ts';
import { BusinessForm } from './business-form.tsx';

/**
 * The panel's "Dados cadastrais": the business form in edit mode. A business that cannot be loaded
 * is the panel's to report (it reads the same answer for its heading).
 */
export default function BusinessInfosTab({ businessId }: { businessId: string }) {
  const { data } = useBusinessEdit(businessId);
  if (!data) return <PageSpinner />;
  // A new form for every business opened, even in the same route.
  return <BusinessForm key={businessId} saved={data.business} themes={data.themes} />;
}

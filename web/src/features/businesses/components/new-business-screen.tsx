import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { BusinessForm } from './business-form.tsx';

/** `/businesses/new`: the form in create mode, once the themes to choose from are loaded (a failure is only logged). */
export default function NewBusinessScreen() {
  const { data, error } = useRoute(
    'newBusiness',
    {},
    { revalidateOnFocus: false, onError: (error: unknown) => console.error('Error in getting the business form data', error) },
  );
  if (!data) return error ? null : <PageSpinner />;
  return <BusinessForm themes={data.themes} />;
}

import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useBusinessNew } from '../api/get-business-new.ts';
import { BusinessForm } from './business-form.tsx';

/** `/businesses/new`: the form in create mode, once the themes to choose from are loaded (a failure is only logged). */
export default function NewBusinessScreen() {
  const { data, error } = useBusinessNew();
  if (!data) return error ? null : <PageSpinner />;
  return <BusinessForm themes={data.themes} />;
}

import { useParams } from 'react-router-dom';
import { useBusinessDashboardAdapter } from '../hooks/use-business-dashboard-adapter.ts';
import type { BusinessDashboardFormData } from '../hooks/use-business-dashboard-form-data.ts';
import { DashboardForm } from './dashboard-form.tsx';

/**
 * The dashboard form of one business, for the platform admin (`/businesses/{business_id}/dashboards/new`,
 * `…/{id}/edit`), on the data its page read.
 */
export default function BusinessDashboardForm({ data }: { data: BusinessDashboardFormData }) {
  const { business_id: businessId = '', id } = useParams();
  const adapter = useBusinessDashboardAdapter(businessId, id, data);
  // A new form for every dashboard opened, even in the same route.
  return <DashboardForm key={`${businessId}/${id ?? 'new'}`} adapter={adapter} />;
}

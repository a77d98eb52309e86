import { useParams } from 'react-router-dom';
import { useBusinessDashboardAdapter } from '../hooks/use-business-dashboard-adapter.ts';
import { DashboardForm } from './dashboard-form.tsx';

/** The dashboard form of one business, for the platform admin (`/businesses/{business_id}/dashboards/new`, `…/{id}/edit`). */
export default function BusinessDashboardForm() {
  const { business_id: businessId = '', id } = useParams();
  const adapter = useBusinessDashboardAdapter(businessId, id);
  // A new form for every dashboard opened, even in the same route.
  return <DashboardForm key={`${businessId}/${id ?? 'new'}`} adapter={adapter} />;
}

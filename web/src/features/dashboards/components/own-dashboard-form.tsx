import { useParams } from 'react-router-dom';
import { useOwnDashboardAdapter } from '../hooks/use-own-dashboard-adapter.ts';
import { DashboardForm } from './dashboard-form.tsx';

/** The dashboard form on the customer_admin's own project (`/dashboards/new`, `/dashboards/{id}/edit`). */
export default function OwnDashboardForm() {
  const { id } = useParams();
  const adapter = useOwnDashboardAdapter(id);
  // A new form for every dashboard opened, even in the same route.
  return <DashboardForm key={id ?? 'new'} adapter={adapter} />;
}

import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

// Placeholder until the dashboard show screen is built.
export default function DashboardShowPage() {
  return <PlaceholderPage route="dashboard-show" />;
}

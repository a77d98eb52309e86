import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

// Placeholder until the dashboard list is built.
export default function DashboardListPage() {
  return <PlaceholderPage route="dashboard-list" />;
}

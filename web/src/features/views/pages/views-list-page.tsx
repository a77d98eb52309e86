import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

// Placeholder until the view history is built.
export default function ViewsListPage() {
  return <PlaceholderPage route="views-list" />;
}

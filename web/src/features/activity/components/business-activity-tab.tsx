import { activityFiltersCodec } from '../utils/activity-search-params.ts';
import { ActivityTrail } from './activity-trail.tsx';

// The panel's URL keeps its tab beside the filters.
const PANEL_CODEC = activityFiltersCodec({ tab: 'activity' });

/** The business panel's "Atividade" tab (admin): that business's trail, filters in the URL beside `?tab=`. */
export function BusinessActivityTab({ businessId }: { businessId: string }) {
  // Keyed: another business starts with its own trail, not the previous one's rows.
  return <ActivityTrail key={businessId} source={{ scope: 'business', businessId }} codec={PANEL_CODEC} />;
}

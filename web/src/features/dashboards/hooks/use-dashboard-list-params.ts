import { useUrlFilters, type FilterDraft as Draft, type UrlFiltersCodec } from '#web/lib/use-url-filters.ts';
import { filtersFromSearch, searchFromFilters, type DashboardFilters } from '../utils/list-search-params.ts';

export type FilterDraft = Draft<DashboardFilters>;

const CODEC: UrlFiltersCodec<DashboardFilters> = { read: filtersFromSearch, write: searchFromFilters };

/**
 * The list's filters, in the URL (`?name=&role_id=&bookmark=1&page=`): a typed change reaches the URL
 * after `UI.filterDebounceMs`, on page 1 (spec §4).
 */
export const useDashboardListParams = () => useUrlFilters(CODEC);

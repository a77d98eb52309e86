import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { UI } from '#shared/constants.ts';
import type { DashboardFilters } from '../api/get-dashboards.ts';
import { filtersFromSearch, sameSelection, searchFromFilters } from '../utils/list-search-params.ts';

export type FilterDraft = Omit<DashboardFilters, 'page'>;

const draftOf = ({ name, roleId, favouritesOnly }: DashboardFilters): FilterDraft => ({ name, roleId, favouritesOnly });

/**
 * The list's filters. The URL is the truth: `applied` is what it says (and what is fetched). The
 * inputs show it, or the user's unsent `edit`, which reaches the URL after `UI.filterDebounceMs`, on
 * page 1 (spec §4). Any navigation (back/forward, a link) drops an unsent edit.
 */
export function useDashboardListParams() {
  const [search, setSearch] = useSearchParams();
  const applied = filtersFromSearch(search);
  const [edit, setEdit] = useState<FilterDraft | null>(null);
  const draft = edit ?? draftOf(applied);

  const { key: locationKey } = useLocation();
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    if (edit) setEdit(null);
  }

  const unchanged = edit === null || sameSelection(edit, applied);
  useEffect(() => {
    if (!edit) return;
    const timer = setTimeout(() => {
      // One transition with the router's own update: the inputs never flash the old URL's values, and
      // a navigation that overtakes this one still finds no edit left to show.
      startTransition(() => {
        setEdit(null);
        if (!unchanged) setSearch(searchFromFilters({ ...edit, page: 1 }));
      });
    }, UI.filterDebounceMs);
    return () => clearTimeout(timer);
  }, [edit, unchanged, setSearch]);

  const setDraft = (change: Partial<FilterDraft>) => setEdit({ ...draft, ...change });
  const setPage = useCallback((page: number) => setSearch((current) => searchFromFilters({ ...filtersFromSearch(current), page })), [setSearch]);

  return { applied, draft, setDraft, setPage };
}

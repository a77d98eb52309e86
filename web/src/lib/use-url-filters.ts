import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { UI } from '#shared/constants.ts';

/** A list's filters as its URL keeps them: any fields, and the page (1-based). */
export interface PagedFilters {
  page: number;
}

/** What the inputs edit: the filters without the page. */
export type FilterDraft<F extends PagedFilters> = Omit<F, 'page'>;

/** How one list reads its filters from the query string and writes them back (defaults left out). */
export interface UrlFiltersCodec<F extends PagedFilters> {
  read: (search: URLSearchParams) => F;
  write: (filters: F) => URLSearchParams;
}

const draftOf = <F extends PagedFilters>({ page: _page, ...draft }: F): FilterDraft<F> => draft;

/** Whether two drafts select the same items (every field equal). */
const sameSelection = <F extends PagedFilters>(a: FilterDraft<F>, b: FilterDraft<F>): boolean =>
  Object.keys(a).every((key) => Object.is(a[key as keyof FilterDraft<F>], b[key as keyof FilterDraft<F>]));

/**
 * A list's filters kept in the URL. The URL is the truth: `applied` is what it says (and what is
 * fetched). The inputs show it, or the user's unsent `edit`, which reaches the URL after
 * `UI.filterDebounceMs`, on page 1 (spec §4). Any navigation (back/forward, a link) drops an unsent
 * edit. Pass a module-level `codec`.
 */
export function useUrlFilters<F extends PagedFilters>(codec: UrlFiltersCodec<F>) {
  const [search, setSearch] = useSearchParams();
  const applied = codec.read(search);
  const [edit, setEdit] = useState<FilterDraft<F> | null>(null);
  const draft = edit ?? draftOf(applied);

  const { key: locationKey } = useLocation();
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    if (edit) setEdit(null);
  }

  const unchanged = edit === null || sameSelection(edit, draftOf(applied));
  useEffect(() => {
    if (!edit) return;
    const timer = setTimeout(() => {
      // One transition with the router's own update: the inputs never flash the old URL's values, and
      // a navigation that overtakes this one still finds no edit left to show.
      startTransition(() => {
        setEdit(null);
        if (!unchanged) setSearch(codec.write({ ...edit, page: 1 } as F));
      });
    }, UI.filterDebounceMs);
    return () => clearTimeout(timer);
  }, [edit, unchanged, setSearch, codec]);

  const setDraft = (change: Partial<FilterDraft<F>>) => setEdit({ ...draft, ...change });
  const setPage = useCallback((page: number) => setSearch((current) => codec.write({ ...codec.read(current), page })), [setSearch, codec]);

  return { applied, draft, setDraft, setPage };
}

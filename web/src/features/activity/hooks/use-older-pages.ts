import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_MESSAGES as M } from '#shared/activity-messages.ts';

/** What "Carregar mais" needs of the trail as it is now. */
interface TrailState {
  /** Whether the trail's first page has come (nothing is loaded before it). */
  answered: boolean;
  /** How many entries the trail shows. */
  shown: number;
  /** Whether an older page is left (the button is shown). */
  hasMore: boolean;
  /** The applied filters as their URL text: a page asked under other filters is dropped. */
  filtersKey: string;
  /** Fetches the next, older page into the trail; false when none came. */
  fetchOlderPage: () => Promise<boolean>;
}

/**
 * "Carregar mais" for one trail: the page asked for (where its rows start, for which filters, and once it
 * is in or failed, whether it came), its rows announced in a live region, and the focus moved to the
 * first new row when the last page has come and the button is gone.
 */
export function useOlderPages({ answered, shown, hasMore, filtersKey, fetchOlderPage }: TrailState) {
  const [pending, setPending] = useState<{ from: number; filters: string; came?: boolean } | null>(null);
  // Counted, so a second page of the same length still changes the live region's text and is read.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNewRow = useRef<HTMLTableRowElement>(null);

  if (pending) {
    if (pending.filters !== filtersKey || pending.came === false) {
      setPending(null);
    } else if (pending.came) {
      const added = shown - pending.from;
      setPending(null);
      setAnnouncement({ text: M.loaded(added), count: announcement.count + 1 });
      if (!hasMore && added > 0) setFocusIndex(pending.from);
    }
  }
  useEffect(() => {
    if (focusIndex !== null) firstNewRow.current?.focus();
  }, [focusIndex]);

  function loadMore() {
    if (!answered || pending) return;
    const asked = { from: shown, filters: filtersKey };
    setPending(asked);
    setFocusIndex(null);
    // Once the page is in the trail (or failed), unless the filters changed meanwhile.
    void fetchOlderPage().then((came) => setPending((current) => (current === asked ? { ...asked, came } : current)));
  }

  return { loading: pending !== null, loadMore, announcement, focusIndex, firstNewRow };
}

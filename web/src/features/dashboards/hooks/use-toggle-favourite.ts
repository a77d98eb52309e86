import { useCallback, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { DashboardCard, DashboardListResponse, DashboardShowResponse } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { deleteBookmark } from '../api/delete-bookmark.ts';
import { isDashboardsKey, isDashboardVisitKey } from '../api/dashboard-keys.ts';
import { postBookmark } from '../api/post-bookmark.ts';

// Until the server answers, a new favourite has no bookmark id of its own.
const PENDING_BOOKMARK = 'pending';

/**
 * The favourite star: the change shows at once in every cached list page and show answer, the call
 * follows, a failure puts the old state back with the spec's danger snackbar, and the lists are then
 * revalidated (with the favourites filter on, an un-favourited card leaves the list).
 */
export function useToggleFavourite() {
  const { mutate } = useSWRConfig();
  const snackbar = useSnackbar();
  // A second click while the first call is in flight would race it; it is ignored.
  const inFlight = useRef(new Set<string>());

  const setBookmark = useCallback(
    async (dashboardId: string, bookmarkId: string | null) => {
      const patchCard = (card: DashboardCard) => (card.id === dashboardId ? { ...card, bookmark_id: bookmarkId } : card);
      await Promise.all([
        mutate<DashboardListResponse>(isDashboardsKey, (list) => list && { ...list, dashboards: list.dashboards.map(patchCard) }, {
          revalidate: false,
        }),
        // Never revalidated: each GET of the show endpoint starts a view.
        mutate<DashboardShowResponse>(
          isDashboardVisitKey(dashboardId),
          (show) => show && { ...show, dashboard: { ...show.dashboard, bookmark_id: bookmarkId } },
          { revalidate: false },
        ),
      ]);
    },
    [mutate],
  );

  return useCallback(
    async (card: Pick<DashboardCard, 'id' | 'bookmark_id'>) => {
      if (inFlight.current.has(card.id)) return;
      inFlight.current.add(card.id);
      const adding = card.bookmark_id === null;
      await setBookmark(card.id, adding ? PENDING_BOOKMARK : null);
      try {
        if (adding) await setBookmark(card.id, await postBookmark(card.id));
        else await deleteBookmark(card.bookmark_id!);
      } catch (error) {
        console.error('Error in toggling a favourite', error);
        await setBookmark(card.id, card.bookmark_id);
        snackbar.danger(adding ? MESSAGES.snackbar.addFavouriteError : MESSAGES.snackbar.removeFavouriteError);
      } finally {
        inFlight.current.delete(card.id);
      }
      await mutate(isDashboardsKey);
    },
    [mutate, setBookmark, snackbar],
  );
}

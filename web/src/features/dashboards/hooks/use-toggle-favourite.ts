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
 * The favourite star: the change shows at once in every cached list page and show answer, the calls
 * follow, a failure puts the server's state back with the spec's danger snackbar, and the lists are then
 * revalidated (with the favourites filter on, an un-favourited card leaves the list). A press while a
 * call is in flight is kept, not dropped: the card shows it at once, and once the call is answered
 * another brings the server to what the card shows last (a quick double press adds and removes).
 */
export function useToggleFavourite() {
  const { mutate } = useSWRConfig();
  const snackbar = useSnackbar();
  // The state each card was last pressed to, while its calls are running (one loop per card).
  const wanted = useRef(new Map<string, boolean>());

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
      const favourite = card.bookmark_id === null;
      const running = wanted.current.has(card.id);
      wanted.current.set(card.id, favourite);
      await setBookmark(card.id, favourite ? PENDING_BOOKMARK : null);
      if (running) return;

      // Not running, so what the card showed is the server's state, with its real bookmark id.
      let bookmarkId = card.bookmark_id;
      try {
        for (let target = favourite; target !== (bookmarkId !== null); target = wanted.current.get(card.id)!) {
          if (target) {
            bookmarkId = await postBookmark(card.id);
          } else {
            await deleteBookmark(bookmarkId!);
            bookmarkId = null;
          }
        }
        await setBookmark(card.id, bookmarkId);
      } catch (error) {
        console.error('Error in toggling a favourite', error);
        await setBookmark(card.id, bookmarkId);
        snackbar.danger(bookmarkId === null ? MESSAGES.snackbar.addFavouriteError : MESSAGES.snackbar.removeFavouriteError);
      } finally {
        wanted.current.delete(card.id);
      }
      await mutate(isDashboardsKey);
    },
    [mutate, setBookmark, snackbar],
  );
}

import { useCallback, useRef } from 'react';
import type { DashboardCard } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useRouteCache } from '#web/lib/data/route-hooks.ts';

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
  const cache = useRouteCache();
  const snackbar = useSnackbar();
  // The state each card was last pressed to, while its calls are running (one loop per card).
  const wanted = useRef(new Map<string, boolean>());

  const setBookmark = useCallback(
    async (dashboardId: string, bookmarkId: string | null) => {
      const patchCard = (card: DashboardCard) => (card.id === dashboardId ? { ...card, bookmark_id: bookmarkId } : card);
      await Promise.all([
        cache.update('listDashboards', (list) => ({ ...list, dashboards: list.dashboards.map(patchCard) })),
        // Changed in place only: each GET of the show endpoint starts a view (the lists are revalidated at the end).
        cache.update('showDashboard', (show) => ({ ...show, dashboard: { ...show.dashboard, bookmark_id: bookmarkId } }), {
          where: (request) => request.params.id === dashboardId,
        }),
      ]);
    },
    [cache],
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
            const created = await apiRequest('createBookmark', { body: { bookmark: { dashboard_id: card.id } } });
            bookmarkId = created.bookmark_id;
          } else {
            await apiRequest('deleteBookmark', { params: { id: bookmarkId! } });
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
      await cache.revalidate('listDashboards');
    },
    [cache, setBookmark, snackbar],
  );
}

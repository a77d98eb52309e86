import { useEffect, useState } from 'react';
import { VIEWS } from '#shared/constants.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { callRead, useRoute, type RouteReadOptions } from '#web/lib/data/route-hooks.ts';
import { ViewSession } from './view-session.ts';

// Each GET starts a new view on the server, so nothing may repeat it behind the user's back.
const ONE_GET_PER_VISIT: RouteReadOptions<'showDashboard'> = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

/**
 * The show page's data and the life of the view it starts (spec: a view begins when a dashboard is
 * opened and ends when the user leaves or unloads the page): one GET per visit, a heartbeat every
 * `VIEWS.heartbeatSeconds`, and the end on unmount, on `pagehide`, or on arrival if the page left first.
 * The visit's token is the key's `instance`: a new visit never reuses a cached answer (its view may be over).
 */
export function useDashboardView(id: string) {
  const [session, setSession] = useState(() => new ViewSession());
  const result = useRoute(
    'showDashboard',
    { params: { id } },
    {
      ...ONE_GET_PER_VISIT,
      instance: session.token,
      // The session sees the answer as soon as it arrives, even when the page is already gone (the view
      // it started must still be ended).
      fetcher: async (request) => {
        const answer = await callRead('showDashboard', request);
        session.started(answer.view.id);
        return answer;
      },
    },
  );
  const viewId = result.data?.view.id;

  useEffect(() => {
    session.stay();
    return () => session.leaveSoon();
  }, [session]);

  useEffect(() => {
    if (!viewId) return;
    const timer = setInterval(() => {
      if (session.active)
        apiRequest('heartbeatView', { params: { id: viewId } }).catch((error: unknown) => console.error('Error in view heartbeat', error));
    }, VIEWS.heartbeatSeconds * 1000);
    return () => clearInterval(timer);
  }, [session, viewId]);

  useEffect(() => {
    const onPageHide = () => session.leave();
    // Back from the browser's page cache: the old view was ended on pagehide, so start a new visit.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setSession(new ViewSession());
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [session]);

  return result;
}

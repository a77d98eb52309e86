import { useCallback, useEffect, useState } from 'react';
import type { DashboardShowResponse } from '#shared/api-types.ts';
import { VIEWS } from '#shared/constants.ts';
import { useDashboardVisit } from '../api/get-dashboard.ts';
import { postViewHeartbeat } from '../api/post-view-heartbeat.ts';
import { ViewSession } from './view-session.ts';

/**
 * The show page's data and the life of the view it starts (spec: a view begins when a dashboard is
 * opened and ends when the user leaves or unloads the page): one GET per visit, a heartbeat every
 * `VIEWS.heartbeatSeconds`, and the end on unmount, on `pagehide`, or on arrival if the page left first.
 */
export function useDashboardView(id: string) {
  const [session, setSession] = useState(() => new ViewSession());
  const onAnswer = useCallback((answer: DashboardShowResponse) => session.started(answer.view.id), [session]);
  const result = useDashboardVisit(id, session.token, onAnswer);
  const viewId = result.data?.view.id;

  useEffect(() => {
    session.stay();
    return () => session.leaveSoon();
  }, [session]);

  useEffect(() => {
    if (!viewId) return;
    const timer = setInterval(() => {
      if (session.active) postViewHeartbeat(viewId).catch((error: unknown) => console.error('Error in view heartbeat', error));
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

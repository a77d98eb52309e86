import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { ClientRouteName } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { breadcrumbLabel } from '#web/components/shell/breadcrumb-trail.ts';

/**
 * What a signed-in screen does on arrival. Its tab title: the screen's name in the breadcrumb, then
 * `owner` (the show page's: its heading, the dashboard's name). And after a move within the app (a link,
 * a redirect, the login), focus on its main heading, so keyboard and screen-reader users start at the
 * content instead of on `body`, unless they moved the focus meanwhile. A page the browser loads, reloads
 * or goes back to starts at the top, with the skip link, as any web page does. A page may render its
 * heading only once its data is in: it is awaited. A change of the query alone (a filter, a page of a
 * list, a tab) is no arrival. It runs in the commit that draws the screen (a layout effect): a passive
 * effect could run after someone already moved the focus into the new screen, take that for the focus
 * before the move, and pull it back to the heading.
 */
export function usePageArrival(route: ClientRouteName | undefined, owner: string): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (!route) return undefined;
    const label = breadcrumbLabel(route);
    const setTitle = (screen: string) => {
      document.title = MESSAGES.app.pageTitle(screen, owner);
    };
    setTitle(label);
    const focusBefore = navigation === 'POP' ? undefined : document.activeElement;
    const arrive = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return;
      observer.disconnect();
      if (route === 'dashboard-show') setTitle(heading.textContent || label);
      if (focusBefore !== undefined && [focusBefore, document.body].includes(document.activeElement)) {
        heading.tabIndex = -1;
        heading.focus();
      }
    };
    const observer = new MutationObserver(arrive);
    observer.observe(document.body, { childList: true, subtree: true });
    arrive();
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- how the page was reached matters on arrival only
  }, [route, owner, pathname]);
}

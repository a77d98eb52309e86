import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { ClientRouteName } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { breadcrumbLabel } from '#web/components/shell/breadcrumb-trail.ts';

/**
 * Screens whose heading names what they work on (a dashboard, a business): their tab's title is the
 * heading's text, followed as the screen's data comes in, so a tab says which client it is about.
 */
const TITLED_BY_HEADING: ReadonlySet<ClientRouteName> = new Set([
  'dashboard-show',
  'business-panel',
  'business-dashboards-new',
  'business-dashboards-edit',
]);

/**
 * What a signed-in screen does on arrival. Its tab title: the screen's name in the breadcrumb (or its
 * heading, where that names its subject: TITLED_BY_HEADING), then `owner`. And after a move within the
 * app (a link, a redirect, the login), focus on its main heading, so keyboard and screen-reader users
 * start at the content instead of on `body`, unless they moved the focus meanwhile. A page the browser
 * loads, reloads or goes back to starts at the top, with the skip link, as any web page does. A page may
 * render its heading only once its data is in: it is awaited. A change of the query alone (a filter, a
 * page of a list, a tab) is no arrival. It runs in the commit that draws the screen (a layout effect): a
 * passive effect could run after someone already moved the focus into the new screen, take that for the
 * focus before the move, and pull it back to the heading.
 */
export function usePageArrival(route: ClientRouteName | undefined, owner: string): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (!route) return undefined;
    const label = breadcrumbLabel(route);
    const titledByHeading = TITLED_BY_HEADING.has(route);
    const setTitle = (screen: string) => {
      const title = MESSAGES.app.pageTitle(screen, owner);
      if (document.title !== title) document.title = title;
    };
    setTitle(label);
    const focusBefore = navigation === 'POP' ? undefined : document.activeElement;
    let arrived = false;
    const arrive = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return;
      if (titledByHeading) setTitle(heading.textContent || label);
      if (arrived) return;
      arrived = true;
      // Only a heading that names the screen's subject is watched on, for its name to come in.
      if (!titledByHeading) observer.disconnect();
      if (focusBefore !== undefined && [focusBefore, document.body].includes(document.activeElement)) {
        heading.tabIndex = -1;
        heading.focus();
      }
    };
    const observer = new MutationObserver(arrive);
    // characterData: React writes a changed text into the node it already has.
    observer.observe(document.body, { childList: true, subtree: true, characterData: titledByHeading });
    arrive();
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- how the page was reached matters on arrival only
  }, [route, owner, pathname]);
}

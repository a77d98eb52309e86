import { Box, Heading } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useCurrentUser } from '#web/lib/user-data/current-user.tsx';
import { useDashboardInfo } from '../hooks/use-dashboard-info.tsx';
import { useDashboardView } from '../hooks/use-dashboard-view.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { useLeaveOnError } from '../hooks/use-leave-on-error.ts';
import { useShowControls } from '../hooks/use-show-controls.ts';
import { DashboardFrame } from './dashboard-frame.tsx';
import { DashboardInfo } from './dashboard-info.tsx';
import { SafeHtml } from './safe-html.tsx';

// The main area below the header: 100dvh less the header (4rem + its 1px border) and main's padding.
const AVAILABLE_HEIGHT = { base: 'calc(100dvh - 4rem - 1px - 2rem)', md: 'calc(100dvh - 4rem - 1px - 4rem)' };

/** One visit of a dashboard: the report at full width and height, and its toolbar controls. */
export function DashboardShow({ id }: { id: string }) {
  const { data, error } = useDashboardView(id);
  useLeaveOnError(error);
  const { ref: fullscreenRef, active: fullscreenActive, toggle: toggleFullscreen } = useFullscreen<HTMLDivElement>();
  // Re-keying the frame reloads the report (its document is cross-origin: no reload() from here).
  const [reloads, setReloads] = useState(0);
  const openInfo = useDashboardInfo();
  const isAdmin = useCurrentUser().access === 'customer_admin';

  const dashboard = data?.dashboard;
  const onInfo = useCallback(() => {
    if (!dashboard) return;
    openInfo(
      dashboard,
      <DashboardInfo
        summary={dashboard.summary || dashboard.name}
        description={<SafeHtml html={dashboard.description} />}
        visibleToUsers={dashboard.visible_to_users}
        isAdmin={isAdmin}
      />,
    );
  }, [dashboard, openInfo, isAdmin]);
  const onReload = useCallback(() => setReloads((count) => count + 1), []);
  useShowControls({ onInfo, onReload, onFullscreen: toggleFullscreen, fullscreen: fullscreenActive });

  if (!dashboard) return <PageSpinner />;
  return (
    <Box ref={fullscreenRef} h={AVAILABLE_HEIGHT} minH="24rem" bg="bg" rounded={fullscreenActive ? undefined : 'md'} overflow="hidden">
      <Heading as="h1" srOnly>
        {dashboard.name}
      </Heading>
      <DashboardFrame key={reloads} name={dashboard.name} url={dashboard.iframe_url} />
    </Box>
  );
}

import { Box, Flex } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { UserDataResponse } from '#shared/api-types.ts';
import { DEFAULT_ROUTE, href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ModalHost } from '#web/components/modal/modal-host.tsx';
import { AppBreadcrumb } from '#web/components/shell/app-breadcrumb.tsx';
import { breadcrumbTrail } from '#web/components/shell/breadcrumb-trail.ts';
import { HeaderBar } from '#web/components/shell/header-bar.tsx';
import { SideMenu } from '#web/components/shell/side-menu.tsx';
import { SkipLink } from '#web/components/shell/skip-link.tsx';
import { useBrandTheme } from '#web/components/theme/brand-theme.tsx';
import { SnackbarHost } from '#web/components/snackbar/snackbar-host.tsx';
import { Toolbar } from '#web/components/toolbar/toolbar.tsx';
import { ToolbarProvider } from '#web/components/toolbar/toolbar-provider.tsx';
import { useVisibleToolbarControls } from '#web/components/toolbar/use-toolbar-controls.ts';
import { useSessionActions } from '#web/lib/auth/use-session-actions.ts';
import { canAccess, homeRouteFor } from '#web/lib/route-access.ts';
import { CurrentUserProvider } from '#web/lib/user-data/current-user.tsx';
import { useCurrentRoute } from './current-route.ts';
import { useShellToolbarControls } from './shell-toolbar-controls.ts';
import { usePageArrival } from './use-page-arrival.ts';

const MAIN_ID = 'main-content';

/** The signed-in page: side menu, header (breadcrumb + toolbar), themed main area, modal host. */
export function AppShell({ user }: { user: UserDataResponse }) {
  useBrandTheme(user.theme);
  return (
    <CurrentUserProvider user={user}>
      <ToolbarProvider>
        <ModalHost>
          <ShellLayout user={user} />
        </ModalHost>
        {/* Snackbars belong to the signed-in app; the login page shows its messages inline. */}
        <SnackbarHost />
      </ToolbarProvider>
    </CurrentUserProvider>
  );
}

function ShellLayout({ user }: { user: UserDataResponse }) {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { signOut } = useSessionActions();
  const route = useCurrentRoute();
  useShellToolbarControls();
  const controls = useVisibleToolbarControls(route.name, user.access);
  // The platform admin belongs to no business: the portal's own name instead.
  const owner = user.business_name ?? MESSAGES.app.title;
  usePageArrival(route.name, owner);

  const home = href(homeRouteFor(user.access));
  const denied = route.name !== undefined && !canAccess(route.name, user.access);

  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="100vh">
      <SkipLink targetId={MAIN_ID} />
      <SideMenu
        id={menuId}
        access={user.access}
        logo={user.logo}
        businessName={owner}
        homeHref={home}
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        onLogout={() => void signOut()}
      />
      <Flex direction="column" flex="1" minW="0">
        <HeaderBar
          menuId={menuId}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          breadcrumb={route.name && <AppBreadcrumb trail={breadcrumbTrail(route.name, route.params, user.policies.scoped)} />}
          toolbar={<Toolbar controls={denied ? [] : controls} />}
        />
        <Box
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          flex="1"
          p={{ base: '4', md: '8' }}
          bg="brand.background"
          color="brand.backgroundContrast"
          data-ring="page"
          _focus={{ outline: 'none' }}
        >
          {denied ? <Navigate to={deniedTarget(route.name!, home)} replace /> : <Outlet />}
        </Box>
      </Flex>
    </Flex>
  );
}

/** A route outside the user's access is "not found"; only the default landing sends admins to their home. */
function deniedTarget(routeName: string, home: string): string {
  return routeName === DEFAULT_ROUTE ? home : href('page-not-found');
}

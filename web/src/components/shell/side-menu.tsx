import { Box, Button, Image, Link, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import type { Access } from '#shared/access.ts';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { sideMenuItemsFor } from './side-menu-items.ts';

interface SideMenuProps {
  id: string;
  access: Access;
  logo: string | null;
  /** Shown instead of the logo when the business has none. */
  businessName: string;
  homeHref: string;
  /** Whether the menu is shown on narrow screens (always shown from `md` up). */
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

/** The side navigation: the logo (to the dashboard list), the items of the user's access, and Sair. */
export function SideMenu({ id, access, logo, businessName, homeHref, open, onNavigate, onLogout }: SideMenuProps) {
  const firstLink = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(open);
  // On a phone the opened menu sits above its toggle in the page: the focus goes into it, not past it.
  useEffect(() => {
    if (open && !wasOpen.current) firstLink.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <Box
      as="nav"
      id={id}
      aria-label={MESSAGES.menu.navigation}
      display={{ base: open ? 'flex' : 'none', md: 'flex' }}
      flexDirection="column"
      w={{ base: 'full', md: '64' }}
      minH={{ md: '100vh' }}
      flexShrink={0}
      bg="brand.primary"
      color="brand.contrast"
      data-ring="menu"
      p="4"
      gap="6"
    >
      <Link asChild color="inherit" alignSelf="flex-start" onClick={onNavigate}>
        <RouterLink to={homeHref} ref={firstLink}>
          {logo ? (
            <Image src={logo} alt={MESSAGES.menu.logoAlt} maxH="16" maxW="full" objectFit="contain" />
          ) : (
            <Text fontWeight="bold" fontSize="lg">
              {businessName}
            </Text>
          )}
        </RouterLink>
      </Link>
      <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
        {sideMenuItemsFor(access).map(({ route, label, icon: Icon }) => (
          <li key={route}>
            <Link
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              color="inherit"
              textDecoration="none"
              _hover={{ bg: 'brand.primary2', color: 'brand.primary2Contrast' }}
              _currentPage={{ bg: 'brand.primary2', color: 'brand.primary2Contrast', fontWeight: 'semibold' }}
              onClick={onNavigate}
            >
              <NavLink to={href(route)}>
                <Icon aria-hidden size={18} />
                {label}
              </NavLink>
            </Link>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            color="inherit"
            w="full"
            justifyContent="flex-start"
            px="3"
            gap="3"
            fontSize="md"
            fontWeight="normal"
            _hover={{ bg: 'brand.primary2', color: 'brand.primary2Contrast' }}
            onClick={onLogout}
          >
            <LogOut aria-hidden size={18} />
            {MESSAGES.menu.logout}
          </Button>
        </li>
      </Stack>
    </Box>
  );
}

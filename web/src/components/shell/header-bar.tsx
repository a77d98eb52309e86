import { Flex, IconButton } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';

interface HeaderBarProps {
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  breadcrumb: ReactNode;
  toolbar: ReactNode;
}

/** The page header: menu toggle (narrow screens), breadcrumb, and the route's toolbar on the right. */
export function HeaderBar({ menuId, menuOpen, onToggleMenu, breadcrumb, toolbar }: HeaderBarProps) {
  return (
    <Flex as="header" align="center" gap="3" px={{ base: '3', md: '6' }} py="3" minH="16" bg="bg" borderBottomWidth="1px" wrap="wrap">
      <IconButton
        display={{ md: 'none' }}
        variant="ghost"
        aria-label={menuOpen ? MESSAGES.menu.close : MESSAGES.menu.open}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
      </IconButton>
      <Flex flex="1" minW="0">
        {breadcrumb}
      </Flex>
      {toolbar}
    </Flex>
  );
}

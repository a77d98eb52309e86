import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  ChartNoAxesColumn,
  CircleUserRound,
  FileChartColumn,
  History,
  LayoutDashboard,
  Palette,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { Access } from '#shared/access.ts';
import type { ClientRouteName } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { canAccess } from '#web/lib/route-access.ts';

export interface SideMenuItem {
  route: ClientRouteName;
  label: string;
  icon: LucideIcon;
}

// The spec's "Side menu", in its order; who sees an item is the access of its route.
const SIDE_MENU_ITEMS: readonly SideMenuItem[] = [
  { route: 'dashboard-list', label: MESSAGES.menu.dashboards, icon: LayoutDashboard },
  { route: 'business-list', label: MESSAGES.menu.businesses, icon: Building2 },
  { route: 'roles-list', label: MESSAGES.menu.roles, icon: ShieldCheck },
  { route: 'themes-list', label: MESSAGES.menu.themes, icon: Palette },
  { route: 'report-list', label: MESSAGES.menu.reports, icon: FileChartColumn },
  { route: 'users-list', label: MESSAGES.menu.users, icon: Users },
  { route: 'insights', label: MESSAGES.menu.insights, icon: ChartNoAxesColumn },
  { route: 'activity', label: MESSAGES.menu.activity, icon: History },
  { route: 'account-form', label: MESSAGES.menu.account, icon: CircleUserRound },
];

export const sideMenuItemsFor = (access: Access): SideMenuItem[] => SIDE_MENU_ITEMS.filter((item) => canAccess(item.route, access));

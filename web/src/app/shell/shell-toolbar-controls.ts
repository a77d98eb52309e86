import { Plus, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#shared/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { ToolbarControl } from '#web/components/toolbar/toolbar-context.ts';
import { useToolbarControls } from '#web/components/toolbar/use-toolbar-controls.ts';

/**
 * The spec's list-screen toolbar buttons. They only navigate, so the shell contributes them; pages
 * with their own controls (dashboard show) register them with useToolbarControls.
 */
export function useShellToolbarControls(): void {
  const navigate = useNavigate();
  const controls = useMemo<ToolbarControl[]>(
    () => [
      {
        id: 'create-role',
        type: 'button',
        route: 'roles-list',
        title: MESSAGES.toolbar.createRole,
        icon: Plus,
        access: ['customer', 'customer_admin'],
        action: () => navigate(href('new-role')),
      },
      {
        id: 'invite-user',
        type: 'button',
        route: 'users-list',
        title: MESSAGES.toolbar.inviteUser,
        icon: UserPlus,
        access: ['customer', 'customer_admin'],
        action: () => navigate(href('users-new')),
      },
      {
        id: 'new-dashboard',
        type: 'button',
        route: 'dashboard-list',
        title: MESSAGES.toolbar.newDashboard,
        icon: Plus,
        access: ['customer_admin'],
        action: () => navigate(href('dashboard-new')),
      },
    ],
    [navigate],
  );
  useToolbarControls(controls);
}

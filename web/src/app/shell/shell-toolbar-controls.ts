import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { ToolbarControl } from '#web/components/toolbar/toolbar-context.ts';
import { useToolbarControls } from '#web/components/toolbar/use-toolbar-controls.ts';

/**
 * The spec's list-screen toolbar buttons that only navigate, so the shell contributes them; pages
 * whose controls depend on what they show (dashboard show; the users list, whose invite button knows
 * the user limit) register them with useToolbarControls.
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

import { UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import type { ToolbarControl } from '#web/components/toolbar/toolbar-context.ts';
import { useToolbarControls } from '#web/components/toolbar/use-toolbar-controls.ts';

/**
 * The list's toolbar button "Convidar colaborador": opens the invitation form, or, once the project
 * has reached its user limit, says so (spec §8) and stays. Only the list knows the limit, so the list
 * contributes the button.
 */
export function useInviteControl(limitIsReached: boolean): void {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const controls = useMemo<ToolbarControl[]>(
    () => [
      {
        id: 'invite-user',
        type: 'button',
        route: 'users-list',
        title: MESSAGES.toolbar.inviteUser,
        icon: UserPlus,
        access: ['customer', 'customer_admin'],
        action: () => (limitIsReached ? snackbar.danger(USER_MESSAGES.limitReached(USER_MESSAGES.provider)) : navigate(href('users-new'))),
      },
    ],
    [limitIsReached, navigate, snackbar],
  );
  useToolbarControls(controls);
}

import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardCard } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { useModal } from '#web/components/modal/use-modal.ts';
import { useCurrentUser } from '#web/lib/user-data/current-user.tsx';

// The card's modal fetches its description; its code (and the HTML sanitiser) loads on first open.
const CardDashboardInfo = lazy(() => import('../components/card-dashboard-info.tsx'));

/**
 * Opens the spec's "dashboard info" modal. The show page has everything already and passes the body
 * (`DashboardInfo`, rendered there so the list's chunks do not carry it); from a card it asks the
 * view-free info endpoint (the show endpoint cannot be asked: every GET starts a view).
 */
export function useDashboardInfo() {
  const { openModal, closeModal } = useModal();
  const isAdmin = useCurrentUser().access === 'customer_admin';

  return useCallback(
    (dashboard: Pick<DashboardCard, 'id' | 'name' | 'summary'>, body?: ReactNode) => {
      const link = (to: string, label: string, variant: 'solid' | 'outline') => (
        <Button key={to} asChild size="sm" colorPalette="brand" variant={variant}>
          <RouterLink to={to} onClick={closeModal}>
            {label}
          </RouterLink>
        </Button>
      );
      const actions = [
        isAdmin && link(href('views-list', { entity_class: 'dashboard', id: dashboard.id }), MESSAGES.dashboards.viewHistory, 'outline'),
        !body && link(href('dashboard-show', { id: dashboard.id }), MESSAGES.dashboards.open, 'solid'),
      ].filter(Boolean);
      openModal({
        title: dashboard.name,
        wide: true,
        content: body ?? (
          <Suspense fallback={null}>
            <CardDashboardInfo id={dashboard.id} summary={dashboard.summary || dashboard.name} isAdmin={isAdmin} />
          </Suspense>
        ),
        actions: actions.length > 0 ? <>{actions}</> : undefined,
      });
    },
    [openModal, closeModal, isAdmin],
  );
}

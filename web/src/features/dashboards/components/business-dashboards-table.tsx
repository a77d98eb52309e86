import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import type { BusinessDashboardListItem } from '#shared/platform-api-types.ts';
import { BUSINESS_DASHBOARD_MESSAGES } from '#shared/platform-messages.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { rowOpener, TableRegion } from '#web/components/ui/table-region.tsx';
import { useBusinessDashboardWrites } from '../hooks/use-business-dashboard-writes.ts';

const M = BUSINESS_DASHBOARD_MESSAGES;

interface BusinessDashboardsTableProps {
  businessId: string;
  businessName: string;
  dashboards: readonly BusinessDashboardListItem[];
  /** After a removal succeeded (the row and its button are gone). */
  onRemoved: () => void;
}

/**
 * One business's dashboards: name, summary, report, and the actions Editar (a link to the form) and
 * Remover (after the browser's confirmation, as the spec asks). A click elsewhere on a row edits it too.
 */
export function BusinessDashboardsTable({ businessId, businessName, dashboards, onRemoved }: BusinessDashboardsTableProps) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { remove: deleteDashboard } = useBusinessDashboardWrites(businessId);
  const [removing, setRemoving] = useState<string>();
  const editHref = (id: string) => href('business-dashboards-edit', { business_id: businessId, id });

  async function remove(dashboard: BusinessDashboardListItem) {
    if (!window.confirm(M.confirmRemove(dashboard.name))) return;
    setRemoving(dashboard.id);
    try {
      await deleteDashboard(dashboard.id);
      snackbar.success(M.removed);
      onRemoved();
    } catch (error) {
      console.error('Error in removing a business dashboard', error);
      snackbar.danger(M.removeFailed);
    } finally {
      setRemoving(undefined);
    }
  }

  return (
    <TableRegion interactive label={M.tableLabel(businessName)} busy={removing !== undefined}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{M.columns.name}</Table.ColumnHeader>
          <Table.ColumnHeader>{M.columns.summary}</Table.ColumnHeader>
          <Table.ColumnHeader>{M.columns.report}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{M.columns.actions}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {dashboards.map((dashboard) => (
          <Table.Row key={dashboard.id} cursor="pointer" onClick={rowOpener(() => navigate(editHref(dashboard.id)))}>
            <Table.Cell fontWeight="semibold" minW="40" wordBreak="break-word">
              {dashboard.name}
            </Table.Cell>
            <Table.Cell minW="48" color="fg.muted">
              {dashboard.summary}
            </Table.Cell>
            <Table.Cell minW="32">{dashboard.report_name ?? <Text color="fg.muted">{M.noReport}</Text>}</Table.Cell>
            <Table.Cell>
              <HStack gap="2" justify="flex-end" wrap="nowrap">
                <Button asChild size="sm" variant="outline" colorPalette="brand">
                  <RouterLink to={editHref(dashboard.id)} aria-label={M.edit(dashboard.name)}>
                    {M.editLabel}
                  </RouterLink>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={M.remove(dashboard.name)}
                  loading={removing === dashboard.id}
                  disabled={removing !== undefined}
                  onClick={() => void remove(dashboard)}
                >
                  {M.removeLabel}
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableRegion>
  );
}

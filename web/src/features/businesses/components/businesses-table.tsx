import { Link, Table } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatReais } from '#shared/brazilian-formats.ts';
import { href } from '#web/lib/client-routes.ts';
import { INSIGHTS_MESSAGES } from '#shared/insights-messages.ts';
import type { BusinessListItem } from '#shared/platform-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { rowOpener, TableRegion } from '#web/components/ui/table-region.tsx';

const { columns } = BUSINESS_MESSAGES;
const { recentActiveUsers, recentViews } = INSIGHTS_MESSAGES.platform;

/**
 * The client businesses, one row each: name (the row's link to the panel), main contact, seats taken of
 * the limit, dashboards, the monthly price in reais, and its active users and views of the last 30 days. A click anywhere else on the row opens the
 * panel too; the keyboard and screen readers use the link.
 */
export function BusinessesTable({ businesses }: { businesses: readonly BusinessListItem[] }) {
  const navigate = useNavigate();

  return (
    <TableRegion interactive label={BUSINESS_MESSAGES.tableLabel}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.name}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.mainContact}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.users}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.dashboards}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.pricing}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{recentActiveUsers}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{recentViews}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {businesses.map((business) => {
          const panel = href('business-panel', { id: business.id });
          return (
            <Table.Row key={business.id} cursor="pointer" onClick={rowOpener(() => navigate(panel))}>
              <Table.Cell minW="10rem">
                <Link asChild fontWeight="semibold" color="fg" wordBreak="break-word">
                  <RouterLink to={panel}>{business.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell minW="10rem">{business.main_contact_name}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {BUSINESS_MESSAGES.usersOfLimit(business.current_user_count, business.user_count)}
              </Table.Cell>
              <Table.Cell textAlign="end">{business.dashboard_count}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatReais(business.pricing)}
              </Table.Cell>
              <Table.Cell textAlign="end">{business.recent_usage.active_users}</Table.Cell>
              <Table.Cell textAlign="end">{business.recent_usage.views}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </TableRegion>
  );
}

import { Link, Table } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import type { ReportListItem } from '#shared/platform-api-types.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import { rowOpener, TableRegion } from '#web/components/ui/table-region.tsx';

const { columns } = REPORT_MESSAGES;

/**
 * The reports, one row each: name and the count of dashboards naming it. The name is the row's link
 * (keyboard and screen readers); a click anywhere else on the row follows it too.
 */
export function ReportsTable({ reports }: { reports: readonly ReportListItem[] }) {
  const navigate = useNavigate();
  return (
    <TableRegion interactive label={REPORT_MESSAGES.tableLabel}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.name}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.dashboards}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {reports.map((report) => (
          <Table.Row key={report.id} cursor="pointer" onClick={rowOpener(() => navigate(href('report-form', { id: report.id })))}>
            <Table.Cell>
              <Link asChild fontWeight="semibold" color="fg" wordBreak="break-word">
                <RouterLink to={href('report-form', { id: report.id })}>{report.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {report.dashboard_count}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableRegion>
  );
}

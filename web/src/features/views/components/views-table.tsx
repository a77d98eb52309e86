import { Table } from '@chakra-ui/react';
import type { ViewEntityClass, ViewRecord } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { formatDuration } from '#web/lib/format-duration.ts';
import { formatViewDate } from '#web/lib/format-view-date.ts';

interface ViewsTableProps {
  views: readonly ViewRecord[];
  /** Whose history it is: its own column is left out (spec "View history"). */
  entityClass: ViewEntityClass;
  label: string;
}

const { columns } = MESSAGES.views;

/** The history rows: who, which dashboard, when it started and ended, and how long it lasted. */
export function ViewsTable({ views, entityClass, label }: ViewsTableProps) {
  const showUser = entityClass !== 'user';
  const showDashboard = entityClass !== 'dashboard';
  return (
    <TableRegion label={label}>
      <Table.Header>
        <Table.Row>
          {showUser && <Table.ColumnHeader>{columns.user}</Table.ColumnHeader>}
          {showDashboard && <Table.ColumnHeader>{columns.dashboard}</Table.ColumnHeader>}
          <Table.ColumnHeader>{columns.startedAt}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.finishedAt}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.duration}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {views.map((view) => (
          <Table.Row key={view.id}>
            {showUser && <Table.Cell>{view.user_name}</Table.Cell>}
            {showDashboard && <Table.Cell>{view.dashboard_name}</Table.Cell>}
            <Table.Cell whiteSpace="nowrap">{formatViewDate(view.started_at)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatViewDate(view.finished_at)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDuration(view.duration_interval)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableRegion>
  );
}

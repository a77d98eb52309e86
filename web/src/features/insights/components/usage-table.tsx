import { Table } from '@chakra-ui/react';
import type { UsageDay, UsageRow } from '#shared/insights-api-types.ts';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';
import { brazilianDate, hoursOf } from '#shared/usage-csv.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { formatCount } from '../utils/format-figures.ts';

/** A figure column: its header and how a row shows in it. */
export interface UsageColumn<Row> {
  title: string;
  value: (row: Row) => string;
}

interface NamedRow {
  key: string;
  name: string;
}

interface UsageTableProps<Row extends NamedRow> {
  label: string;
  /** The first column's name: a date, a dashboard, a collaborator. */
  nameColumn: string;
  columns: readonly UsageColumn<Row>[];
  rows: readonly Row[];
}

/** Rows of a name with its figures, one column each: the daily numbers and the rankings. */
export function UsageTable<Row extends NamedRow>({ label, nameColumn, columns, rows }: UsageTableProps<Row>) {
  return (
    <TableRegion label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{nameColumn}</Table.ColumnHeader>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.title} textAlign="end">
              {column.title}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell minW="8rem" wordBreak="break-word">
              {row.name}
            </Table.Cell>
            {columns.map((column) => (
              <Table.Cell key={column.title} textAlign="end">
                {column.value(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </TableRegion>
  );
}

const viewsColumn: UsageColumn<{ views: number }> = { title: M.columns.views, value: (row) => formatCount(row.views) };
const hoursColumn: UsageColumn<{ seconds: number }> = { title: M.columns.hours, value: (row) => hoursOf(row.seconds) };

/** The daily numbers: views and hours. */
export const DAY_COLUMNS = [viewsColumn, hoursColumn] as const;
/** The rankings: views only (no seconds per dashboard or collaborator are kept). */
export const RANK_COLUMNS = [viewsColumn] as const;

export const dayRows = (days: readonly UsageDay[]) => days.map((day) => ({ ...day, key: day.date, name: brazilianDate(day.date) }));
export const rankRows = (rows: readonly UsageRow[]) => rows.map((row) => ({ ...row, key: row.id }));

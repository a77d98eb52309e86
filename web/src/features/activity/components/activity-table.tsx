import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { ACTIVITY_MESSAGES as M } from '#shared/activity-messages.ts';
import type { ActivityChange, ActivityEntry } from '#shared/insights-api-types.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { formatViewDate } from '#web/lib/format-view-date.ts';

interface ActivityTableProps {
  entries: readonly ActivityEntry[];
  busy?: boolean;
  /** A row that can take the focus (the first of a page "Carregar mais" appended), and its ref. */
  focusRow?: { index: number; ref: Ref<HTMLTableRowElement> };
}

/** `Nome: A → B`, the field named by its label (its key when it has none). */
const changeText = ({ field, from, to }: ActivityChange) => M.change(M.fields[field] ?? field, from, to);

/** The trail's rows, newest first: when, who, what (action and kind of item), which item, what changed. */
export function ActivityTable({ entries, busy, focusRow }: ActivityTableProps) {
  const { columns } = M;
  return (
    <TableRegion label={M.tableLabel} busy={busy}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.at}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.actor}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.action}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.entity}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.changes}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((entry, index) => {
          const focusable = focusRow?.index === index;
          return (
            <Table.Row key={entry.id} ref={focusable ? focusRow.ref : undefined} tabIndex={focusable ? -1 : undefined} verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">{formatViewDate(entry.at)}</Table.Cell>
              <Table.Cell>{entry.actor.name}</Table.Cell>
              <Table.Cell>
                <Text>{M.actions[entry.action]}</Text>{' '}
                <Text color="fg.muted" textStyle="xs">
                  {M.kinds[entry.entity.kind]}
                </Text>
              </Table.Cell>
              <Table.Cell>{entry.entity.name}</Table.Cell>
              <Table.Cell minW="14rem">
                {entry.changes.length > 0 && (
                  <Stack as="ul" gap="1" ps="4" listStyleType="disc">
                    {entry.changes.map((change) => (
                      <Box as="li" key={change.field} overflowWrap="anywhere">
                        {changeText(change)}
                      </Box>
                    ))}
                  </Stack>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </TableRegion>
  );
}

import { Table } from '@chakra-ui/react';
import type { BusinessUserItem } from '#shared/platform-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { formatInvitedDate } from '#web/lib/invited-date.ts';

const { usersColumns: columns } = BUSINESS_MESSAGES;

interface BusinessUsersTableProps {
  businessName: string;
  users: readonly BusinessUserItem[];
  busy: boolean;
}

/** A business's users, read-only: name, e-mail, whether they administer the business, and when they were invited. */
export function BusinessUsersTable({ businessName, users, busy }: BusinessUsersTableProps) {
  return (
    <TableRegion label={BUSINESS_MESSAGES.usersTableLabel(businessName)} busy={busy}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.name}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.email}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.admin}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.invitedAt}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {users.map((user) => (
          <Table.Row key={user.id}>
            <Table.Cell minW="10rem" fontWeight="semibold" wordBreak="break-word">
              {user.name}
            </Table.Cell>
            <Table.Cell minW="10rem" wordBreak="break-all">
              {user.email}
            </Table.Cell>
            <Table.Cell>{user.customer_admin ? BUSINESS_MESSAGES.adminYes : BUSINESS_MESSAGES.adminNo}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatInvitedDate(user.invited_at) || BUSINESS_MESSAGES.invitedAtNone}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableRegion>
  );
}

import { Box, HStack, Table } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { BusinessUserItem } from '#shared/platform-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { PersonActions } from '#web/components/people/person-actions.tsx';
import { businessPeopleRoutes } from '#web/components/people/people-routes.ts';
import { PersonStatus } from '#web/components/people/person-status.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { formatInvitedDate } from '#web/lib/invited-date.ts';

const { usersColumns: columns } = BUSINESS_MESSAGES;

interface BusinessUsersTableProps {
  business: { id: string; name: string };
  users: readonly BusinessUserItem[];
  /** The list of the deactivated: "Reativar" on each row. */
  deactivated: boolean;
  busy: boolean;
}

/**
 * A business's users: name, e-mail, whether they administer the business, when they were invited,
 * their situation (a pending invitation, the day they were deactivated) and the row's action
 * (Reenviar convite, the main contact's too; Reativar), through the admin's routes.
 */
export function BusinessUsersTable({ business, users, deactivated, busy }: BusinessUsersTableProps) {
  const routes = useMemo(() => businessPeopleRoutes(business.id), [business.id]);
  return (
    <TableRegion label={BUSINESS_MESSAGES.usersTableLabel(business.name)} busy={busy}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.name}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.email}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.admin}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.invitedAt}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
          <Table.ColumnHeader w="1%">
            <Box srOnly>{columns.actions}</Box>
          </Table.ColumnHeader>
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
            <Table.Cell>
              <PersonStatus person={user} deactivated={deactivated} />
            </Table.Cell>
            <Table.Cell>
              <HStack justify="flex-end">
                <PersonActions person={user} deactivated={deactivated} routes={routes} />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableRegion>
  );
}

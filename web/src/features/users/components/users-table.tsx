import { Badge, Box, HStack, IconButton, Link, Table, Text } from '@chakra-ui/react';
import { Crown, ScanEye } from 'lucide-react';
import type { UserListItem } from '#shared/api-types.ts';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { PersonActions } from '#web/components/people/person-actions.tsx';
import { TEAM_ROUTES } from '#web/components/people/people-routes.ts';
import { PersonStatus } from '#web/components/people/person-status.tsx';
import { RoleIcon } from '#web/components/role-icon/role-icon.tsx';
import { rowOpener, TableRegion } from '#web/components/ui/table-region.tsx';
import { formatInvitedDate } from '#web/lib/invited-date.ts';

const { columns } = USER_MESSAGES;

interface UsersTableProps {
  users: readonly UserListItem[];
  /** The list of the deactivated: no form to open, "Reativar" instead. */
  deactivated: boolean;
  busy: boolean;
}

/**
 * The collaborators, one row each: name (the row's link, for the active) with the administrator icon,
 * e-mail, access levels, who invited them and when, their situation (a pending invitation, the day
 * they were deactivated), the view-history link and the row's action (Reenviar convite, Reativar). A
 * click anywhere else on an active one's row opens the form too. On a narrow screen the table scrolls
 * inside its own region, which takes the focus so the keyboard scrolls it.
 */
export function UsersTable({ users, deactivated, busy }: UsersTableProps) {
  const navigate = useNavigate();

  return (
    <TableRegion interactive={!deactivated} label={USER_MESSAGES.tableLabel} busy={busy}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.name}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.email}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.roles}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.invitedBy}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
          <Table.ColumnHeader w="1%">
            <Box srOnly>{columns.actions}</Box>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {users.map((user) => (
          <Table.Row
            key={user.id}
            cursor={deactivated ? undefined : 'pointer'}
            onClick={deactivated ? undefined : rowOpener(() => navigate(href('users-form', { id: user.id })))}
          >
            <Table.Cell minW="10rem">
              <HStack gap="2">
                {deactivated ? (
                  <Text fontWeight="semibold" wordBreak="break-word">
                    {user.name}
                  </Text>
                ) : (
                  <Link asChild fontWeight="semibold" color="fg" wordBreak="break-word">
                    <RouterLink to={href('users-form', { id: user.id })}>{user.name}</RouterLink>
                  </Link>
                )}
                {user.customer_admin && <AdminIcon />}
              </HStack>
            </Table.Cell>
            <Table.Cell wordBreak="break-all" minW="10rem">
              {user.email}
            </Table.Cell>
            <Table.Cell minW="12rem">
              <RoleChips user={user} />
            </Table.Cell>
            <Table.Cell minW="9rem">{invitedText(user)}</Table.Cell>
            <Table.Cell>
              <PersonStatus person={user} deactivated={deactivated} />
            </Table.Cell>
            <Table.Cell>
              <HStack gap="2" justify="flex-end">
                <PersonActions person={user} deactivated={deactivated} routes={TEAM_ROUTES} />
                <IconButton
                  asChild
                  variant="ghost"
                  size="sm"
                  aria-label={USER_MESSAGES.viewHistory(user.name)}
                  title={USER_MESSAGES.viewHistory(user.name)}
                >
                  <RouterLink to={href('views-list', { entity_class: 'user', id: user.id })}>
                    <ScanEye aria-hidden />
                  </RouterLink>
                </IconButton>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableRegion>
  );
}

/** Marks an administrator; named for assistive technology, with a tooltip for the mouse. */
function AdminIcon() {
  return (
    <Box as="span" role="img" aria-label={USER_MESSAGES.administrator} title={USER_MESSAGES.administrator} color="brand.primary" flexShrink="0">
      <Crown aria-hidden size={16} />
    </Box>
  );
}

/** The collaborator's access levels as chips; an administrator sees every dashboard instead. */
function RoleChips({ user }: { user: UserListItem }) {
  if (user.customer_admin) return <Text>{USER_MESSAGES.seesAll}</Text>;
  return (
    <HStack as="ul" listStyleType="none" gap="1.5" wrap="wrap">
      {user.roles.map((role) => (
        <Badge as="li" key={role.name} variant="subtle" size="md" gap="1">
          <RoleIcon name={role.icon} size={14} />
          {role.name}
        </Badge>
      ))}
    </HStack>
  );
}

/** "{name} em {DD/MM/YYYY}", or what is known of it. */
function invitedText(user: UserListItem): string {
  const date = formatInvitedDate(user.invited_at);
  if (user.invited_by_name && date) return USER_MESSAGES.invitedOn(user.invited_by_name, date);
  if (date) return USER_MESSAGES.invitedOnDate(date);
  return user.invited_by_name ?? '';
}

import { Box, HStack, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { RoleListItem } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { RoleIcon } from '#web/components/role-icon/role-icon.tsx';
import { rowOpener, TableRegion } from '#web/components/ui/table-region.tsx';

const { columns } = ROLE_MESSAGES;

/**
 * The access levels, one row each: icon, name, users and dashboards counts. The name is the row's
 * link (keyboard and screen readers); a click anywhere else on the row follows it too. On a narrow
 * screen the table scrolls inside its own region, which takes the focus so the keyboard scrolls it.
 */
export function RolesTable({ roles }: { roles: readonly RoleListItem[] }) {
  const navigate = useNavigate();

  return (
    <TableRegion interactive label={ROLE_MESSAGES.tableLabel}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="1%">
            <Box srOnly>{columns.icon}</Box>
          </Table.ColumnHeader>
          <Table.ColumnHeader>{columns.name}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.users}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.dashboards}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {roles.map((role) => (
          <Table.Row key={role.id} cursor="pointer" onClick={rowOpener(() => navigate(href('roles-form', { id: role.id })))}>
            <Table.Cell>
              <HStack color="brand.fg">
                <RoleIcon name={role.icon} size={20} />
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <Link asChild fontWeight="semibold" color="fg" wordBreak="break-word">
                <RouterLink to={href('roles-form', { id: role.id })}>{role.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell textAlign="end">{role.users_count}</Table.Cell>
            <Table.Cell textAlign="end">{role.dashboards_count}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableRegion>
  );
}

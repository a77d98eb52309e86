import { Text } from '@chakra-ui/react';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoles } from '../api/get-roles.ts';
import { RolesTable } from './roles-table.tsx';

/** The list under the page's heading: the table, or the empty state. A failed fetch is only logged (spec §8). */
export default function RolesList() {
  const { data, error } = useRoles();
  if (!data) return error ? null : <PageSpinner />;
  if (data.roles.length === 0) {
    return (
      <Text py="10" textAlign="center" role="status">
        {ROLE_MESSAGES.empty}
      </Text>
    );
  }
  return <RolesTable roles={data.roles} />;
}

import { Text } from '@chakra-ui/react';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { RolesTable } from './roles-table.tsx';

/** The list under the page's heading: the table, or the empty state. A failed fetch is only logged (spec §8). */
export default function RolesList() {
  const { data, error } = useRoute(
    'listRoles',
    {},
    // The spec: a failed fetch is only logged.
    { onError: (failure: unknown) => console.error('Error in getting roles', failure) },
  );
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

import { Stack, Text } from '@chakra-ui/react';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useListedStatus } from '#web/components/people/use-listed-status.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { useUrlFilters } from '#web/lib/use-url-filters.ts';
import { useInviteControl } from '../hooks/use-invite-control.ts';
import { limitReached } from '../utils/user-limit.ts';
import { USER_FILTERS_CODEC, usersRequest } from '../utils/list-search-params.ts';
import { UsersFilterBar } from './users-filter-bar.tsx';
import { UsersTable } from './users-table.tsx';

/**
 * The list under the page's heading: the seat counter, the filters (in the URL: the active or the
 * deactivated collaborators), the table or the empty state, and the pagination. A failed fetch is only
 * logged (spec §8).
 */
export default function UsersList() {
  const { applied, draft, setDraft, setPage } = useUrlFilters(USER_FILTERS_CODEC);
  const { data, error, isLoading, isValidating } = useRoute('listUsers', usersRequest(applied), {
    // The previous page stays on screen while the next one loads.
    keepPreviousData: true,
    // The spec: a failed fetch is only logged.
    onError: (failure: unknown) => console.error('Error in getting users', failure),
  });
  useInviteControl(data ? limitReached(data.current_user_count, data.business_user_count) : false);
  const listed = useListedStatus(applied.status, !isLoading && !error);

  return (
    <Stack gap="6">
      <UsersFilterBar
        draft={draft}
        onChange={setDraft}
        roles={data?.roles ?? []}
        seats={data && { current: data.current_user_count, limit: data.business_user_count }}
      />
      {!data && !error && <PageSpinner />}
      {data && data.users.length > 0 && <UsersTable users={data.users} deactivated={listed === 'inactive'} busy={isValidating} />}
      {data?.users.length === 0 && (
        <Text py="10" textAlign="center" role="status">
          {listed === 'inactive' ? USER_MESSAGES.emptyInactive : USER_MESSAGES.empty}
        </Text>
      )}
      {data && <Pagination pagination={data.pagination} onPageChange={setPage} />}
    </Stack>
  );
}

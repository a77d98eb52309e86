import { Flex, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { statusOf, type UserStatus } from '#web/components/people/people-routes.ts';
import { StatusFilter } from '#web/components/people/status-filter.tsx';
import { useListedStatus } from '#web/components/people/use-listed-status.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { BusinessUsersTable } from './business-users-table.tsx';

/** `?page=` of the URL (1 when missing or not a page number). */
const pageOf = (search: URLSearchParams) => {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * The panel's "Usuários": the business's active or deactivated users, so the provider can help its
 * client (send an invitation again, bring someone back); the status and the page are in the URL
 * (beside the panel's tab), so reload and back/forward keep them. A failed fetch is only logged.
 */
export default function BusinessUsersTab({ businessId }: { businessId: string }) {
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search);
  const { data, error, isLoading, isValidating } = useRoute(
    'listBusinessUsers',
    { params: { business_id: businessId }, query: { page: pageOf(search), status } },
    // The previous page stays on screen while the next one loads; the spec: a failed fetch is only logged.
    { keepPreviousData: true, onError: (error: unknown) => console.error('Error in getting the business users', error) },
  );
  const listed = useListedStatus(status, !isLoading && !error);

  function setPage(page: number) {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });
  }

  /** Another status starts on its first page. */
  function setStatus(chosen: UserStatus) {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (chosen === 'inactive') next.set('status', chosen);
      else next.delete('status');
      return next;
    });
  }

  if (!data) return error ? null : <PageSpinner />;
  return (
    <Stack gap="6">
      <Flex maxW={{ sm: '14rem' }} bg="bg" rounded="l2">
        <StatusFilter value={status} onChange={setStatus} />
      </Flex>
      {data.users.length > 0 ? (
        <BusinessUsersTable business={data.business} users={data.users} deactivated={listed === 'inactive'} busy={isValidating} />
      ) : (
        <Text py="10" textAlign="center" role="status">
          {listed === 'inactive' ? BUSINESS_MESSAGES.usersEmptyInactive : BUSINESS_MESSAGES.usersEmpty}
        </Text>
      )}
      <Pagination pagination={data.pagination} onPageChange={setPage} />
    </Stack>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
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
 * The panel's "Usuários": the business's active users, read-only, so the provider can help its client;
 * the page is in the URL (beside the panel's tab), so reload and back/forward keep it. A failed fetch
 * is only logged.
 */
export default function BusinessUsersTab({ businessId }: { businessId: string }) {
  const [search, setSearch] = useSearchParams();
  const { data, error, isValidating } = useRoute(
    'listBusinessUsers',
    { params: { business_id: businessId }, query: { page: pageOf(search) } },
    // The previous page stays on screen while the next one loads; the spec: a failed fetch is only logged.
    { keepPreviousData: true, onError: (error: unknown) => console.error('Error in getting the business users', error) },
  );

  function setPage(page: number) {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });
  }

  if (!data) return error ? null : <PageSpinner />;
  return (
    <Stack gap="6">
      {data.users.length > 0 ? (
        <BusinessUsersTable businessName={data.business.name} users={data.users} busy={isValidating} />
      ) : (
        <Text py="10" textAlign="center" role="status">
          {BUSINESS_MESSAGES.usersEmpty}
        </Text>
      )}
      <Pagination pagination={data.pagination} onPageChange={setPage} />
    </Stack>
  );
}

import { Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { ViewEntityClass } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoute, type RouteReadOptions } from '#web/lib/data/route-hooks.ts';
import { ViewsTable } from '../components/views-table.tsx';

const ENTITY_CLASSES: readonly string[] = ['user', 'dashboard'] satisfies ViewEntityClass[];

const HISTORY_READ: RouteReadOptions<'listViews'> = {
  // The previous page stays on screen while the next one loads.
  keepPreviousData: true,
  // The spec: a failed fetch is only logged.
  onError: (error: unknown) => console.error('Error in getting views', error),
};

/** `/views/{entity_class}/{id}`: a user's or a dashboard's view history; the page is `?page=`. */
export default function ViewsListPage() {
  const { entity_class: entityClass = '', id = '' } = useParams();
  if (!ENTITY_CLASSES.includes(entityClass)) return <Navigate to={href('page-not-found')} replace />;
  // Keyed: another entity starts empty instead of showing the previous one's rows.
  return <ViewHistory key={`${entityClass}/${id}`} entityClass={entityClass as ViewEntityClass} id={id} />;
}

function ViewHistory({ entityClass, id }: { entityClass: ViewEntityClass; id: string }) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '', 10) || 1);
  const query = entityClass === 'user' ? { user_id: id, page } : { dashboard_id: id, page };
  const { data, error } = useRoute('listViews', { query }, HISTORY_READ);
  const entity = data?.entity;
  const title = entity ? `${MESSAGES.views.heading} ${entity.prefix} ${entity.name}` : MESSAGES.views.heading;

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {!data && !error && <PageSpinner />}
      {data && data.views.length > 0 && (
        <ViewsTable views={data.views} entityClass={entityClass} label={MESSAGES.views.tableLabel(data.entity.prefix, data.entity.name)} />
      )}
      {(error || data?.views.length === 0) && (
        <Text py="10" textAlign="center" role="status">
          {MESSAGES.views.empty}
        </Text>
      )}
      {data && <Pagination pagination={data.pagination} onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})} />}
    </Stack>
  );
}

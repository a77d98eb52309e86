import { Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { ViewEntityClass } from '#shared/api-types.ts';
import { href } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useViews } from '../api/get-views.ts';
import { ViewsTable } from '../components/views-table.tsx';

const ENTITY_CLASSES: readonly string[] = ['user', 'dashboard'] satisfies ViewEntityClass[];

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
  const { data, error } = useViews({ entityClass, id, page });
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

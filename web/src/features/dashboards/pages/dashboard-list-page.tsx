import { Heading, Stack } from '@chakra-ui/react';
import { UI } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { callRead, useRoute, type RouteReadOptions } from '#web/lib/data/route-hooks.ts';
import { useCurrentUser } from '#web/lib/user-data/current-user.tsx';
import { earlyDashboards } from '../api/early-dashboards.ts';
import { DashboardCard } from '../components/dashboard-card.tsx';
import { DashboardFilters } from '../components/dashboard-filters.tsx';
import { DashboardGrid } from '../components/dashboard-grid.tsx';
import { useDashboardInfo } from '../hooks/use-dashboard-info.tsx';
import { useDashboardListParams } from '../hooks/use-dashboard-list-params.ts';
import { useToggleFavourite } from '../hooks/use-toggle-favourite.ts';
import { dashboardsRequest } from '../utils/list-search-params.ts';

const LIST_READ: RouteReadOptions<'listDashboards'> = {
  // The first fetch takes the answer boot.ts asked for at the page's start, if it is for this request.
  fetcher: (request) => earlyDashboards.take(request) ?? callRead('listDashboards', request),
  // The previous page stays on screen while the next one loads.
  keepPreviousData: true,
  // The spec: a failed fetch is only logged.
  onError: (error: unknown) => console.error('Error in getting dashboards', error),
};

/** `/dashboards`: the spec's dashboard list. Filters and page live in the URL. */
export default function DashboardListPage() {
  const canEdit = useCurrentUser().access === 'customer_admin';
  const { applied, draft, setDraft, setPage } = useDashboardListParams();
  const { data, error, isValidating } = useRoute('listDashboards', dashboardsRequest(applied), LIST_READ);
  const toggleFavourite = useToggleFavourite();
  const openInfo = useDashboardInfo();

  const onlyFavourites = applied.favouritesOnly && !applied.name.trim() && !applied.roleId;
  // A failed first load shows an empty list (the error is only logged), not skeletons for ever.
  const cards = data?.dashboards ?? (error ? [] : undefined);
  const items = cards?.map((dashboard, index) => (
    <li key={dashboard.id}>
      <DashboardCard
        dashboard={dashboard}
        firstRow={index < UI.dashboardGridColumns}
        canEdit={canEdit}
        onToggleFavourite={() => void toggleFavourite(dashboard)}
        onInfo={() => openInfo(dashboard)}
      />
    </li>
  ));

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb['dashboard-list']}
      </Heading>
      <DashboardFilters draft={draft} onChange={setDraft} roles={data?.roles ?? []} totalCount={data?.pagination.total_count} />
      <DashboardGrid
        items={items}
        busy={!cards || isValidating}
        emptyText={onlyFavourites ? MESSAGES.dashboards.emptyFavourites : MESSAGES.dashboards.empty}
      />
      {data && <Pagination pagination={data.pagination} onPageChange={setPage} />}
    </Stack>
  );
}

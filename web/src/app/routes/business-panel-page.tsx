import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { useLeaveOnLoadError } from '#web/features/businesses/hooks/use-leave-on-load-error.ts';

// The panel shows pieces of two features (the business's own form and users, the business's
// dashboards), so it is composed here. Each tab's code loads with its first opening.
const BusinessInfosTab = lazy(() => import('#web/features/businesses/components/business-infos-tab.tsx'));
const BusinessUsersTab = lazy(() => import('#web/features/businesses/components/business-users-tab.tsx'));
const BusinessDashboardsTab = lazy(() =>
  import('#web/features/dashboards/components/business-dashboards-tab.tsx').then((module) => ({ default: module.BusinessDashboardsTab })),
);

const BusinessInsightsTab = lazy(() =>
  import('#web/features/insights/components/business-insights-tab.tsx').then((module) => ({ default: module.BusinessInsightsTab })),
);
const BusinessActivityTab = lazy(() =>
  import('#web/features/activity/components/business-activity-tab.tsx').then((module) => ({ default: module.BusinessActivityTab })),
);

const PANEL_TABS = ['infos', 'dashboards', 'users', 'insights', 'activity'] as const;
type PanelTab = (typeof PANEL_TABS)[number];

/** `?tab=` of the URL; "Dados cadastrais" (infos) when missing or unknown. */
const tabOf = (search: URLSearchParams): PanelTab => PANEL_TABS.find((tab) => tab === search.get('tab')) ?? 'infos';

/** The URL of a tab: the default one has no `tab`; another tab's own state (the users' page) starts afresh. */
const searchOf = (tab: PanelTab) => new URLSearchParams(tab === 'infos' ? {} : { tab });

/**
 * `/businesses/{id}/panel`: the heading names the business; the tabs (infos, dashboards, users) follow
 * `?tab=`, so a reload or a link opens the same tab, and only the chosen tab's content is rendered.
 */
export default function BusinessPanelPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  // A failure is an answer (404), never retried behind the user's back; focus would refetch under the
  // infos tab's form being typed into (the panel refreshes after its own save).
  const { data, error } = useRoute('editBusiness', id ? { params: { business_id: id } } : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  useLeaveOnLoadError(error);
  const tab = tabOf(search);

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {data ? BUSINESS_MESSAGES.panelHeading(data.business.name) : MESSAGES.breadcrumb['business-panel']}
      </Heading>
      <Tabs.Root
        value={tab}
        // Replace: switching tabs is not a page of its own in the history, but a reload keeps it.
        onValueChange={({ value }) => setSearch(searchOf(value as PanelTab), { replace: true })}
        // The arrow keys move the focus and Enter or Space opens the tab (WAI-ARIA's manual activation):
        // each tab fetches its data, so passing over one on the way to another fetches nothing.
        activationMode="manual"
        lazyMount
        unmountOnExit
        variant="line"
        colorPalette="brand"
      >
        <Tabs.List aria-label={BUSINESS_MESSAGES.tabsLabel} overflowX="auto" display="flex" gap="1" borderBottomWidth="1px">
          {PANEL_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} flexShrink="0" {...TRIGGER_STYLE}>
              {BUSINESS_MESSAGES.tabs[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <TabPanel value="infos">
          <BusinessInfosTab businessId={id} />
        </TabPanel>
        <TabPanel value="dashboards">
          <BusinessDashboardsTab businessId={id} />
        </TabPanel>
        <TabPanel value="users">
          <BusinessUsersTab businessId={id} />
        </TabPanel>
        <TabPanel value="insights">
          <BusinessInsightsTab businessId={id} />
        </TabPanel>
        <TabPanel value="activity">
          <BusinessActivityTab businessId={id} />
        </TabPanel>
      </Tabs.Root>
    </Stack>
  );
}

// The portal's system carries no tabs recipe (it would weigh on every route's theme chunk for this one
// lazy screen), so the line tabs are drawn here: the chosen one underlined in the brand colour.
const TRIGGER_STYLE = {
  // Narrower on a phone; the list scrolls sideways inside itself when the five tabs do not fit.
  px: { base: '3', sm: '4' },
  py: '2',
  mb: '-1px',
  fontWeight: 'medium',
  color: 'fg.muted',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  cursor: 'pointer',
  _hover: { color: 'fg' },
  _selected: { color: 'brand.fg', borderColor: 'brand.solid' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
} as const;

function TabPanel({ value, children }: { value: PanelTab; children: ReactNode }) {
  return (
    <Tabs.Content value={value} pt="6">
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </Tabs.Content>
  );
}

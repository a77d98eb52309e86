import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { BUSINESS_DASHBOARD_MESSAGES } from '#shared/platform-messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { BusinessDashboardsTable } from './business-dashboards-table.tsx';

/**
 * The business panel's dashboards tab: its heading, the link to a new dashboard of the business, then
 * the table or the empty state. A failed fetch is only logged (spec §8); the link stays.
 */
export function BusinessDashboardsTab({ businessId }: { businessId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error } = useRoute(
    'listBusinessDashboards',
    { params: { business_id: businessId } },
    // The spec: a failed fetch is only logged.
    { onError: (failure: unknown) => console.error('Error in getting business dashboards', failure) },
  );

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        {/* Takes the focus after a removal, when the removed row's button is gone. */}
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1} _focus={{ outline: 'none' }}>
          {BUSINESS_DASHBOARD_MESSAGES.tabHeading}
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to={href('business-dashboards-new', { business_id: businessId })}>{BUSINESS_DASHBOARD_MESSAGES.create}</RouterLink>
        </Button>
      </Flex>
      {!data ? (
        !error && <PageSpinner />
      ) : data.dashboards.length === 0 ? (
        <Text py="10" textAlign="center" role="status">
          {BUSINESS_DASHBOARD_MESSAGES.empty}
        </Text>
      ) : (
        <BusinessDashboardsTable
          businessId={businessId}
          businessName={data.business.name}
          dashboards={data.dashboards}
          onRemoved={() => heading.current?.focus()}
        />
      )}
    </Stack>
  );
}

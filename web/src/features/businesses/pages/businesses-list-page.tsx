import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the dashboard form's page: this chunk imports only what the router's entry already has, so the
// list's own chunks (and the businesses' texts) are listed here, in the chunk only this route loads.
const BusinessesList = lazy(() => import('../components/businesses-list.tsx'));

/** `/businesses`: the client businesses (admin), with the button that registers one above the table. */
export default function BusinessesListPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb['business-list']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <BusinessesList />
      </Suspense>
    </Stack>
  );
}

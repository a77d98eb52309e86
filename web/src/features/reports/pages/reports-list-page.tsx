import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the themes' pages: this chunk imports only what the router's entry already has, so the list's
// own chunks (and the reports' texts) are listed here, in the chunk only this route loads.
const ReportsList = lazy(() => import('../components/reports-list.tsx'));

/** `/reports`: the report catalogue (admin), with the button that inserts one above the table. */
export default function ReportsListPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb['report-list']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <ReportsList />
      </Suspense>
    </Stack>
  );
}

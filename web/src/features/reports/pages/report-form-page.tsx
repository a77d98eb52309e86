import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the themes' pages: this chunk imports only what the router's entry already has, so the form's
// chunks are listed here, in the one chunk that only the form's routes load.
const ReportFormScreen = lazy(() => import('../components/report-form-screen.tsx'));

/** `/reports/new` and `/reports/{id}/edit`: the report form (admin). */
export default function ReportFormPage() {
  const { id } = useParams();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb[id ? 'report-form' : 'report-new']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <ReportFormScreen />
      </Suspense>
    </Stack>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As dashboard-form-page.tsx: this page imports nothing but what the entry has, so the form's many
// chunks are listed in the one chunk that only the form's routes load, not in the router's entry.
const BusinessDashboardForm = lazy(() => import('../components/business-dashboard-form.tsx'));

/** `/businesses/{business_id}/dashboards/new` and `…/{id}/edit`: the dashboard form of one business (platform admin). */
export default function BusinessDashboardFormPage() {
  const { id } = useParams();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb[id ? 'business-dashboards-edit' : 'business-dashboards-new']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <BusinessDashboardForm />
      </Suspense>
    </Stack>
  );
}

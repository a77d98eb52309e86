import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// The router's entry chunk lists the chunks of every lazy page, and every route downloads that list:
// this page imports nothing but what the entry has, so the form's many chunks are listed here instead,
// in the one chunk that only the form's routes load.
const OwnDashboardForm = lazy(() => import('../components/own-dashboard-form.tsx'));

/** `/dashboards/new` and `/dashboards/{id}/edit`: the dashboard form on the customer_admin's own project. */
export default function DashboardFormPage() {
  const { id } = useParams();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb[id ? 'dashboard-edit' : 'dashboard-new']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <OwnDashboardForm />
      </Suspense>
    </Stack>
  );
}

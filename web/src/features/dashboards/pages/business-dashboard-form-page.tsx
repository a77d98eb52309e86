import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import { BUSINESS_DASHBOARD_MESSAGES } from '#shared/platform-messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useBusinessDashboardFormData } from '../hooks/use-business-dashboard-form-data.ts';

// As dashboard-form-page.tsx: this page imports little beyond what the entry has (the form's read, its
// heading's text), so the form's many chunks are listed in the one chunk that only the form's routes
// load, not in the router's entry.
const BusinessDashboardForm = lazy(() => import('../components/business-dashboard-form.tsx'));

/**
 * `/businesses/{business_id}/dashboards/new` and `…/{id}/edit`: the dashboard form of one business
 * (platform admin). Its heading, and so the tab's title, names the business ("Inserir dashboard · Nova
 * Logística"), so nobody publishes to the wrong client; the page reads the form's data for it and hands
 * it to the form.
 */
export default function BusinessDashboardFormPage() {
  const { business_id: businessId = '', id } = useParams();
  const data = useBusinessDashboardFormData(businessId, id);
  const screen = MESSAGES.breadcrumb[id ? 'business-dashboards-edit' : 'business-dashboards-new'];
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {data.business ? BUSINESS_DASHBOARD_MESSAGES.formHeading(screen, data.business.name) : screen}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <BusinessDashboardForm data={data} />
      </Suspense>
    </Stack>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the dashboard form's page: the form's chunks are listed here, in the one chunk only this route loads.
const NewBusinessScreen = lazy(() => import('../components/new-business-screen.tsx'));

/** `/businesses/new`: the business form in create mode (admin); the edit mode lives in the panel. */
export default function BusinessFormPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb['business-form']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <NewBusinessScreen />
      </Suspense>
    </Stack>
  );
}

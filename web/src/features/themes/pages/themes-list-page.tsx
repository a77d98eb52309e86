import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the dashboard form's page: this chunk imports only what the router's entry already has, so the
// list's own chunks (and the themes' texts) are listed here, in the chunk only this route loads.
const ThemesList = lazy(() => import('../components/themes-list.tsx'));

/** `/themes`: the platform's themes (admin), with the button that creates one above the table. */
export default function ThemesListPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb['themes-list']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <ThemesList />
      </Suspense>
    </Stack>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the dashboard form's page: this chunk imports only what the router's entry already has, so the
// form's chunks are listed here, in the one chunk that only the form's routes load.
const ThemeFormScreen = lazy(() => import('../components/theme-form-screen.tsx'));

/** `/themes/new` and `/themes/{id}/edit`: the theme form (admin). */
export default function ThemeFormPage() {
  const { id } = useParams();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb[id ? 'themes-form' : 'themes-new']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <ThemeFormScreen />
      </Suspense>
    </Stack>
  );
}

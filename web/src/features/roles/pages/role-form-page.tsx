import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the dashboard form's page: this chunk imports only what the router's entry already has, so the
// form's many chunks are listed here, in the one chunk that only the form's routes load.
const RoleFormScreen = lazy(() => import('../components/role-form-screen.tsx'));

/** `/roles/new` and `/roles/{id}/edit`: the access level form (customer_admin). */
export default function RoleFormPage() {
  const { id } = useParams();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb[id ? 'roles-form' : 'new-role']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <RoleFormScreen />
      </Suspense>
    </Stack>
  );
}

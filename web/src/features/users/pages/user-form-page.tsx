import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the dashboard form's page: this chunk imports only what the router's entry already has, so the
// form's many chunks are listed here, in the one chunk that only the form's routes load.
const UserFormScreen = lazy(() => import('../components/user-form-screen.tsx'));

/** `/users/new` and `/users/{id}/edit`: the collaborator form (customer_admin). */
export default function UserFormPage() {
  const { id } = useParams();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb[id ? 'users-form' : 'users-new']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <UserFormScreen />
      </Suspense>
    </Stack>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the dashboard form's page: this chunk imports only what the router's entry already has, so the
// list's own chunks are listed here, in the chunk only this route loads, not in the entry.
const UsersList = lazy(() => import('../components/users-list.tsx'));

/** `/users`: the business's collaborators (customer_admin); the toolbar's button invites one. */
export default function UsersListPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {/* "Colaboradores", the side menu's name of the screen (USER_MESSAGES.listHeading). */}
        {MESSAGES.menu.users}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <UsersList />
      </Suspense>
    </Stack>
  );
}

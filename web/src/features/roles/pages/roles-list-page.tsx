import { Heading, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';

// As the dashboard form's page: this chunk imports only what the router's entry already has, so the
// list's own chunks are listed here, in the chunk only this route loads, not in the entry.
const RolesList = lazy(() => import('../components/roles-list.tsx'));

/** `/roles`: the business's access levels (customer_admin); the toolbar's button creates one. */
export default function RolesListPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {MESSAGES.breadcrumb['roles-list']}
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <RolesList />
      </Suspense>
    </Stack>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { AccountForm } from '../components/account-form.tsx';

/** `/my-account`: the signed-in user's own name and password. */
export default function AccountPage() {
  const headingId = useId();
  // Read once per visit of the form: a refetch behind the user's back would change nothing they see.
  const { data, error } = useRoute(
    'editAccount',
    {},
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      // The spec: a failed data fetch is only logged.
      onError: () => console.error('Error in getting the account'),
    },
  );
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl" id={headingId}>
        {MESSAGES.breadcrumb['account-form']}
      </Heading>
      {/* A failed fetch is only logged (spec); a 401 that survived the refresh ends the session. */}
      {data ? <AccountForm account={data.user} labelledBy={headingId} /> : !error && <PageSpinner />}
    </Stack>
  );
}

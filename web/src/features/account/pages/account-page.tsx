import { Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useAccount } from '../api/get-account.ts';
import { AccountForm } from '../components/account-form.tsx';

/** `/my-account`: the signed-in user's own name and password. */
export default function AccountPage() {
  const headingId = useId();
  const { data, error } = useAccount();
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

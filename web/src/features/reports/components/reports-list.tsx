import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { ReportsTable } from './reports-table.tsx';

/**
 * Under the page's heading: the button that creates a report, then the table or the empty state. A
 * failed fetch is only logged (spec §8); the button stays.
 */
export default function ReportsList() {
  return (
    <Stack gap="4">
      <Flex justify="flex-end">
        <Button asChild colorPalette="brand">
          <RouterLink to={href('report-new')}>{REPORT_MESSAGES.create}</RouterLink>
        </Button>
      </Flex>
      <ReportsContent />
    </Stack>
  );
}

function ReportsContent() {
  // The spec: a failed fetch is only logged.
  const { data, error } = useRoute('listReports', {}, { onError: (error: unknown) => console.error('Error in getting reports', error) });
  if (!data) return error ? null : <PageSpinner />;
  if (data.reports.length === 0) {
    return (
      <Text py="10" textAlign="center" role="status">
        {REPORT_MESSAGES.empty}
      </Text>
    );
  }
  return <ReportsTable reports={data.reports} />;
}

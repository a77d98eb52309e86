import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { INSIGHTS_MESSAGES } from '#shared/insights-messages.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { platformUsageCsv } from '#shared/usage-csv.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { Field } from '#web/components/ui/field.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { downloadText } from '#web/lib/download-text.ts';
import { callRead, useRoute } from '#web/lib/data/route-hooks.ts';
import type { RequestOf } from '#web/lib/route-request.ts';
import { BusinessesTable } from './businesses-table.tsx';

/**
 * Under the page's heading: the month's usage export and the button that registers a business, then
 * the table or the empty state. A failed fetch is only logged (spec §8); the controls stay.
 */
export default function BusinessesList() {
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <MonthUsageExport />
        <Button asChild colorPalette="brand">
          <RouterLink to={href('business-form')}>{BUSINESS_MESSAGES.create}</RouterLink>
        </Button>
      </Flex>
      <BusinessesContent />
    </Stack>
  );
}

function BusinessesContent() {
  // The spec: a failed fetch is only logged.
  const { data, error } = useRoute('listBusinesses', {}, { onError: (error: unknown) => console.error('Error in getting businesses', error) });
  if (!data) return error ? null : <PageSpinner />;
  if (data.businesses.length === 0) {
    return (
      <Text py="10" textAlign="center" role="status">
        {BUSINESS_MESSAGES.empty}
      </Text>
    );
  }
  return <BusinessesTable businesses={data.businesses} />;
}

const PLATFORM = INSIGHTS_MESSAGES.platform;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The month before today's: the last whole month, what the invoices are made of. */
const previousMonth = (today = new Date()) => monthOf(new Date(today.getFullYear(), today.getMonth() - 1, 1));

/** Each export is a read of its own, even of a month already exported (and across visits of the list). */
let exports = 0;

/** A month and "Exportar uso do mês": fetches the platform's usage of that month and saves it as a CSV. */
function MonthUsageExport() {
  const [month, setMonth] = useState(previousMonth);
  const [asked, setAsked] = useState<{ request: RequestOf<'platformUsage'>; instance: string } | null>(null);
  const snackbar = useSnackbar();
  const { isLoading: busy } = useRoute('platformUsage', asked?.request ?? null, {
    instance: asked?.instance,
    // The file is saved as the answer arrives, even once the list is left; each click asks once, never again.
    fetcher: async (request) => {
      try {
        const usage = await callRead('platformUsage', request);
        downloadText(platformUsageCsv(usage), PLATFORM.fileName(usage.month));
        return usage;
      } catch (error) {
        console.error('Error in exporting the platform usage', error);
        snackbar.danger(PLATFORM.exportFailed);
        throw error;
      }
    },
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

  function exportMonth(event: FormEvent) {
    event.preventDefault();
    setAsked({ request: { query: { month } }, instance: String((exports += 1)) });
  }

  return (
    <Flex as="form" onSubmit={exportMonth} align="flex-end" gap="2" wrap="wrap">
      <Box w="11rem">
        <Field label={PLATFORM.monthLabel}>
          <Input type="month" value={month} max={monthOf(new Date())} onChange={(event) => setMonth(event.target.value)} />
        </Field>
      </Box>
      <Button type="submit" variant="outline" loading={busy} loadingText={INSIGHTS_MESSAGES.exporting} disabled={!MONTH.test(month)}>
        {PLATFORM.exportMonth}
      </Button>
    </Flex>
  );
}

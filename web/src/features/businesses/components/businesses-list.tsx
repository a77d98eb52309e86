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
import { useBusinesses } from '../api/get-businesses.ts';
import { getPlatformUsage } from '../api/get-platform-usage.ts';
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
  const { data, error } = useBusinesses();
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

/** A month and "Exportar uso do mês": fetches the platform's usage of that month and saves it as a CSV. */
function MonthUsageExport() {
  const [month, setMonth] = useState(previousMonth);
  const [busy, setBusy] = useState(false);
  const snackbar = useSnackbar();

  async function exportMonth(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const usage = await getPlatformUsage(month);
      downloadText(platformUsageCsv(usage), PLATFORM.fileName(usage.month));
    } catch (error) {
      console.error('Error in exporting the platform usage', error);
      snackbar.danger(PLATFORM.exportFailed);
    } finally {
      setBusy(false);
    }
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

import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '#shared/client-routes.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useBusinesses } from '../api/get-businesses.ts';
import { BusinessesTable } from './businesses-table.tsx';

/**
 * Under the page's heading: the button that registers a business, then the table or the empty state.
 * A failed fetch is only logged (spec §8); the button stays.
 */
export default function BusinessesList() {
  return (
    <Stack gap="4">
      <Flex justify="flex-end">
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

import { Center, Spinner, Text } from '@chakra-ui/react';
import { MESSAGES } from '#shared/messages.ts';

/** A busy page: a spinner with the loading text, announced to assistive technology. */
export function PageSpinner() {
  return (
    <Center minH="50vh" flexDirection="column" gap="3" role="status" aria-busy="true">
      <Spinner size="lg" color="brand.primary" />
      <Text>{MESSAGES.pages.loading}</Text>
    </Center>
  );
}
